import { emptyPageDocument } from '@print/core/pages/page-document';
import { applyTemplate } from '@print/core/pages/templates/apply-template';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PageTemplate } from './templates/page-templates-api.ts';
import { useShell } from '../../shell/shell-context.tsx';
import { AdminFormDialog } from '../../ui/admin-kit/admin-form-dialog.tsx';
import { useAdminForm } from '../../ui/admin-kit/use-admin-form.ts';
import { Checkbox } from '../../ui/checkbox.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { notify } from '../../ui/toast.ts';
import styles from '../../ui/admin-kit/admin-page.module.css';
import { CONTENT_PAGES_KEY, createContentPage } from './content-pages-api.ts';
import {
  checkNewPage,
  newPageInputName,
  newPageMeta,
  pageInputOf,
  type NewPageValues,
} from './content-page-values.ts';

// The templates' cards and previews load when "Start from a template" is first ticked.
const TemplatePicker = lazy(async () => ({
  default: (await import('./templates/template-picker.tsx')).TemplatePicker,
}));

const FIELD_NAMES = ['title', 'slug'];
const EMPTY: NewPageValues = { title: '', slug: '' };

/** A template that cannot start a page: its message (the spec's, or "choose one"). */
class TemplateRefused extends Error {
  readonly key: string;
  constructor(key: string) {
    super(key);
    this.key = key;
  }
}

/**
 * Creates a page (inactive) from its title and slug in the default language, checked by the shared
 * rules here and again by the server ('This slug is already used by another page' at the slug); what
 * was typed stays when saving fails. "Start from a template" creates it with the chosen template's
 * sections ('Template content successfully added to page', or the spec's message why not). Then opens
 * the page's settings.
 */
export function NewContentPageDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tenant } = useShell();
  const [fromTemplate, setFromTemplate] = useState(false);
  const [template, setTemplate] = useState<PageTemplate | null>(null);
  const shop = {
    languages: tenant.languages.map((language) => language.code),
    defaultLanguage: tenant.defaultLanguage,
  };
  const chosen = fromTemplate ? template : null;

  /** The chosen template's sections as the new page's document; none for an empty page. */
  const documentOfNewPage = () => {
    if (!fromTemplate) return undefined;
    if (!template) throw new TemplateRefused('cms.templateNotChosen');
    const applied = applyTemplate(emptyPageDocument(), template, { languages: shop.languages });
    if (applied.error !== undefined) throw new TemplateRefused(applied.error);
    return applied.document;
  };

  const form = useAdminForm({
    defaultValues: EMPTY,
    rules: (values: NewPageValues) => checkNewPage(values, shop),
    onSubmit: async (values: NewPageValues) => {
      const input = {
        ...pageInputOf(newPageMeta(values, shop.defaultLanguage)),
        document: documentOfNewPage(),
      };
      return (await createContentPage(input, shop.defaultLanguage)).id;
    },
    fieldNames: FIELD_NAMES,
    inputName: newPageInputName,
    // With a template, the spec's own message says it worked.
    savedKey: chosen ? undefined : 'admin.pageSaved',
    failedKey: (error) => (error instanceof TemplateRefused ? error.key : 'admin.errorCreatingPage'),
    invalidates: CONTENT_PAGES_KEY,
    onSaved: (createdId) => {
      if (chosen) notify(t('cms.templateApplied'), 'success');
      onClose();
      void navigate(`/admin/pages/${createdId}`);
    },
  });
  return (
    <AdminFormDialog
      title={t('admin.newPage')}
      isDirty={form.isDirty || fromTemplate}
      isSaving={form.isSubmitting}
      notice={form.notice}
      onSubmit={() => void form.submit()}
      onClose={onClose}
      size={fromTemplate ? 'large' : 'medium'}
      testId="new-page-form"
      saveTestId="new-page"
    >
      <div className={styles.formGrid}>
        <TextField
          label={t('cms.pageTitle')}
          {...form.field('title')}
          isRequired
          autoFocus
          testId="new-page-title"
        />
        <TextField
          label={t('cms.slug')}
          {...form.field('slug')}
          isRequired
          autoComplete="off"
          description={t('admin.pageSlugHint')}
          testId="new-page-slug"
        />
      </div>
      <Checkbox isSelected={fromTemplate} onChange={setFromTemplate} testId="new-page-from-template">
        {t('cms.startFromTemplate')}
      </Checkbox>
      {fromTemplate && (
        <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
          <TemplatePicker
            selectedId={template?.id ?? null}
            onSelect={setTemplate}
            testId="new-page-templates"
          />
        </Suspense>
      )}
    </AdminFormDialog>
  );
}
