import type { ValidationError } from '@print/core/validation/messages';
import { useTranslation } from 'react-i18next';
import { languageNameKey } from '../../lib/i18n/language-cookie.ts';
import { useShell } from '../../shell/shell-context.tsx';
import { AdminFormDialog } from '../../ui/admin-kit/admin-form-dialog.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { TextField } from '../../ui/text-field.tsx';
import adminStyles from '../../ui/admin-kit/admin-page.module.css';
import type { VariantField } from './variants-api.ts';
import { checkVariant, variantInputNames, withoutInherited, type VariantDraft } from './variants-values.ts';
import styles from './product-tabs.module.css';
import { useAppForm } from '../../ui/form/use-app-form.ts';

type Props = {
  /** The variant to edit, or a new one (id ''). */
  draft: VariantDraft;
  fields: readonly VariantField[];
  /** Applies the checked draft: creates it (a rejection is the server's refusal), or keeps the edit for the editor's Save. */
  onApply: (draft: VariantDraft) => Promise<void>;
  onClose: () => void;
  /** The errors a refused Save of the tab gave this variant, at their inputs until edited. */
  errors?: Readonly<Record<string, ValidationError>>;
};

/**
 * A variant's form (spec §3): code, name per shop language, published, archived date, and per product
 * field a value of its own — empty inherits the product's, which the field shows as its placeholder.
 */
export function VariantFormDialog({ draft: initial, fields, onApply, onClose, errors }: Props) {
  const { t } = useTranslation();
  const { tenant } = useShell();
  const isNew = initial.id === '';
  const languageName = (code: string) => t(languageNameKey(code), { defaultValue: code });
  const fieldNames = fields.map((field) => field.name);
  const form = useAppForm({
    defaultValues: initial,
    rules: (draft) => checkVariant(draft, { defaultLanguage: tenant.defaultLanguage, fieldNames }),
    onSubmit: (draft) => onApply(withoutInherited(draft)),
    fieldNames: variantInputNames(
      tenant.languages.map((language) => language.code),
      fieldNames,
    ),
    errors,
    // Only creating saves at once; an edit is saved with the editor's Save.
    savedKey: isNew ? 'admin.variantCreated' : undefined,
    failedKey: isNew ? 'admin.errorCreatingVariant' : undefined,
  });
  const { values: draft, field } = form;
  const published = field('published');

  return (
    // The editor around the tab is a form too: the dialog's submit must not reach it through the portal.
    <div onSubmit={(event) => event.stopPropagation()}>
      <AdminFormDialog
        title={t(isNew ? 'admin.newVariant' : 'admin.editVariant')}
        isDirty={form.isDirty}
        isSaving={form.isSubmitting}
        notice={form.notice}
        onSubmit={() => void form.submit()}
        onClose={onClose}
        testId="variant-form"
        saveTestId="variant"
      >
        <div className={adminStyles.formGrid}>
          <TextField
            label={t('admin.variantCode')}
            {...field('code')}
            autoComplete="off"
            isRequired
            autoFocus
            testId="variant-code"
          />
          {tenant.languages.map((language) => (
            <TextField
              key={language.code}
              label={`${t('admin.variantName')} (${languageName(language.code)})`}
              {...field(`name.${language.code}`)}
              value={draft.name[language.code] ?? ''}
              isRequired={language.code === tenant.defaultLanguage}
              testId={`variant-name-${language.code}`}
            />
          ))}
          <TextField
            label={t('admin.variantArchivedDate')}
            {...field('archivedAt')}
            placeholder="yyyy-mm-dd"
            testId="variant-archived"
          />
          <Checkbox isSelected={published.value} onChange={published.onChange} testId="variant-published">
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
                {...form.field(`fieldValues.${field.name}`)}
                value={own}
                placeholder={field.defaultValue ?? ''}
                description={
                  own.trim() === ''
                    ? `${t('admin.variantInherited')} · ${t('admin.variantFieldValuesHint')}`
                    : t('admin.variantOverwritten')
                }
                testId={`variant-field-${field.name}`}
              />
            );
          })}
        </fieldset>
      </AdminFormDialog>
    </div>
  );
}
