import type { PageSection } from '@print/core/pages/page-document';
import { PAGE_SCHEMA_VERSION } from '@print/core/pages/page-migrations';
import {
  checkTemplateMeta,
  TEMPLATE_CATEGORIES,
  TEMPLATE_CATEGORY_LABELS,
  TEMPLATE_DESCRIPTION_MAX,
  type TemplateMetaInput,
} from '@print/core/pages/templates/page-template';
import { useTranslation } from 'react-i18next';
import {
  PAGE_TEMPLATES_KEY,
  savePageTemplate,
  type PageTemplate,
} from '../../templates/page-templates-api.ts';
import { useShell } from '../../../../shell/shell-context.tsx';
import { AdminFormDialog } from '../../../../ui/admin-kit/admin-form-dialog.tsx';
import { useAdminForm } from '../../../../ui/admin-kit/use-admin-form.ts';
import { SelectField } from '../../../../ui/select-field.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import adminStyles from '../../../../ui/admin-kit/admin-page.module.css';

const FIELD_NAMES = ['name', 'description', 'category'];
const EMPTY: TemplateMetaInput = { name: '', description: '', category: 'sections' };

type Props = {
  /** The sections to keep as a template (the page builder's "Save as template" on a section). */
  sections: readonly PageSection[];
  onClose: () => void;
  onSaved?: (template: PageTemplate) => void;
};

/**
 * "Save a section as a template of one's own" (issue 25): name, description and category of the
 * wizard, written in the shop's default language, checked by the shared rules here and again by the
 * server ('A template with this name already exists' at the name; a section the reader refuses names its
 * problem above the buttons). The template then shows in the wizard under its category.
 */
export function SaveAsTemplateDialog({ sections, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const { tenant } = useShell();
  const form = useAdminForm({
    defaultValues: EMPTY,
    rules: checkTemplateMeta,
    onSubmit: (values: TemplateMetaInput) =>
      savePageTemplate(
        {
          ...values,
          language: tenant.defaultLanguage,
          document: { schemaVersion: PAGE_SCHEMA_VERSION, sections },
        },
        tenant.defaultLanguage,
      ),
    fieldNames: FIELD_NAMES,
    savedKey: 'cms.templateSaved',
    failedKey: 'cms.errorSavingTemplate',
    invalidates: PAGE_TEMPLATES_KEY,
    onSaved: (template) => {
      onSaved?.(template);
      onClose();
    },
  });
  return (
    <AdminFormDialog
      title={t('cms.saveAsTemplate')}
      isDirty={form.isDirty}
      isSaving={form.isSubmitting}
      notice={form.notice}
      onSubmit={() => void form.submit()}
      onClose={onClose}
      size="medium"
      testId="save-template-form"
      saveTestId="template"
    >
      <div className={adminStyles.formGrid}>
        <TextField
          label={t('cms.templateName')}
          {...form.field('name')}
          isRequired
          autoFocus
          testId="template-name"
        />
        <TextField
          label={t('cms.templateDescription')}
          {...form.field('description')}
          description={t('admin.pageTextLimit', { max: String(TEMPLATE_DESCRIPTION_MAX) })}
          testId="template-description"
        />
        <SelectField
          label={t('cms.templateCategory')}
          {...form.field('category')}
          onChange={(category) => form.setValue('category', category)}
          isRequired
          options={TEMPLATE_CATEGORIES.map((id) => ({ id, label: t(TEMPLATE_CATEGORY_LABELS[id]) }))}
          testId="template-category"
        />
      </div>
    </AdminFormDialog>
  );
}
