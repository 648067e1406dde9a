import { validateVariant } from '@print/core/catalog/variant-rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageNameKey } from '../../lib/i18n/language-cookie.ts';
import { useShell } from '../../shell/shell-context.tsx';
import { AdminFormDialog } from '../../ui/admin-kit/admin-form-dialog.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { TextField } from '../../ui/text-field.tsx';
import adminStyles from '../../ui/admin-kit/admin-page.module.css';
import type { VariantField } from './variants-api.ts';
import type { VariantDraft } from './variants-values.ts';
import styles from './product-tabs.module.css';
import type { useSingleTabSave } from './use-single-tab-save.ts';

const isVariantField = (name: string) =>
  name === 'code' || name === 'archivedAt' || name.startsWith('name.') || name.startsWith('fieldValues.');

export { isVariantField };

type Props = {
  /** The variant to edit, or a new one (id ''). */
  draft: VariantDraft;
  fields: readonly VariantField[];
  /** The tab's save state (creating: the server's errors; editing: the rules' only). */
  form: ReturnType<typeof useSingleTabSave>;
  /** Applies the checked draft: creates it, or keeps the edit for the editor's Save. */
  onApply: (draft: VariantDraft) => void;
  onClose: () => void;
};

/**
 * A variant's form (spec §3): code, name per shop language, published, archived date, and per product
 * field a value of its own — empty inherits the product's, which the field shows as its placeholder.
 */
export function VariantFormDialog({ draft: initial, fields, form, onApply, onClose }: Props) {
  const { t } = useTranslation();
  const { tenant } = useShell();
  const [draft, setDraft] = useState(initial);
  const isNew = initial.id === '';
  const set = (patch: Partial<VariantDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const languageName = (code: string) => t(languageNameKey(code), { defaultValue: code });

  const submit = () => {
    const cleaned = {
      ...draft,
      fieldValues: Object.fromEntries(
        Object.entries(draft.fieldValues).filter(([, value]) => value.trim() !== ''),
      ),
    };
    const checked = validateVariant(
      { ...cleaned, archivedAt: cleaned.archivedAt.trim() || null },
      { defaultLanguage: tenant.defaultLanguage, fieldNames: fields.map((field) => field.name) },
    );
    if (!checked.valid) {
      form.refuse(checked.errors, checked.formError);
      return;
    }
    onApply(cleaned);
  };

  return (
    // The editor around the tab is a form too: the dialog's submit must not reach it through the portal.
    <div onSubmit={(event) => event.stopPropagation()}>
      <AdminFormDialog
        title={t(isNew ? 'admin.newVariant' : 'admin.editVariant')}
        isDirty={JSON.stringify(draft) !== JSON.stringify(initial)}
        isSaving={form.isSaving}
        notice={form.notice}
        onSubmit={submit}
        onClose={onClose}
        testId="variant-form"
        saveTestId="variant"
      >
        <div className={adminStyles.formGrid}>
          <TextField
            label={t('admin.variantCode')}
            name="code"
            autoComplete="off"
            isRequired
            value={draft.code}
            onChange={(code) => set({ code })}
            errorMessage={form.fieldError('code')}
            autoFocus
            testId="variant-code"
          />
          {tenant.languages.map((language) => (
            <TextField
              key={language.code}
              label={`${t('admin.variantName')} (${languageName(language.code)})`}
              name={`name.${language.code}`}
              isRequired={language.code === tenant.defaultLanguage}
              value={draft.name[language.code] ?? ''}
              onChange={(text) => set({ name: { ...draft.name, [language.code]: text } })}
              errorMessage={form.fieldError(`name.${language.code}`)}
              testId={`variant-name-${language.code}`}
            />
          ))}
          <TextField
            label={t('admin.variantArchivedDate')}
            name="archivedAt"
            placeholder="yyyy-mm-dd"
            value={draft.archivedAt}
            onChange={(archivedAt) => set({ archivedAt })}
            errorMessage={form.fieldError('archivedAt')}
            testId="variant-archived"
          />
          <Checkbox
            isSelected={draft.published}
            onChange={(published) => set({ published })}
            testId="variant-published"
          >
            {t('admin.variantPublished')}
          </Checkbox>
        </div>
        <fieldset className={styles.fieldValues}>
          <legend>{t('admin.variantFieldValues')}</legend>
          {fields.length === 0 && (
            <p className={adminStyles.notice}>{t('admin.productNoFieldsForVariants')}</p>
          )}
          {fields.map((field) => {
            const own = draft.fieldValues[field.name] ?? '';
            return (
              <TextField
                key={field.name}
                label={field.label}
                name={`fieldValues.${field.name}`}
                placeholder={field.defaultValue ?? ''}
                description={
                  own.trim() === ''
                    ? `${t('admin.variantInherited')} · ${t('admin.variantFieldValuesHint')}`
                    : t('admin.variantOverwritten')
                }
                value={own}
                onChange={(value) => set({ fieldValues: { ...draft.fieldValues, [field.name]: value } })}
                errorMessage={form.fieldError(`fieldValues.${field.name}`)}
                testId={`variant-field-${field.name}`}
              />
            );
          })}
        </fieldset>
      </AdminFormDialog>
    </div>
  );
}
