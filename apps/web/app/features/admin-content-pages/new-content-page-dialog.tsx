import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../shell/shell-context.tsx';
import { AdminFormDialog } from '../../ui/admin-kit/admin-form-dialog.tsx';
import { useAdminForm } from '../../ui/admin-kit/use-admin-form.ts';
import { TextField } from '../../ui/text-field.tsx';
import styles from '../../ui/admin-kit/admin-page.module.css';
import { CONTENT_PAGES_KEY, createContentPage } from './content-pages-api.ts';
import {
  checkNewPage,
  newPageInputName,
  newPageMeta,
  pageInputOf,
  type NewPageValues,
} from './content-page-values.ts';

const FIELD_NAMES = ['title', 'slug'];
const EMPTY: NewPageValues = { title: '', slug: '' };

/**
 * Creates a page (inactive) from its title and slug in the default language, checked by the shared
 * rules here and again by the server ('This slug is already used by another page' at the slug); what
 * was typed stays when saving fails. Then opens the page's settings.
 */
export function NewContentPageDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tenant } = useShell();
  const shop = {
    languages: tenant.languages.map((language) => language.code),
    defaultLanguage: tenant.defaultLanguage,
  };
  const form = useAdminForm({
    defaultValues: EMPTY,
    rules: (values: NewPageValues) => checkNewPage(values, shop),
    onSubmit: async (values: NewPageValues) =>
      (await createContentPage(pageInputOf(newPageMeta(values, shop.defaultLanguage)), shop.defaultLanguage))
        .id,
    fieldNames: FIELD_NAMES,
    inputName: newPageInputName,
    savedKey: 'admin.pageSaved',
    failedKey: 'admin.errorCreatingPage',
    invalidates: CONTENT_PAGES_KEY,
    onSaved: (createdId) => {
      onClose();
      void navigate(`/admin/pages/${createdId}`);
    },
  });
  return (
    <AdminFormDialog
      title={t('admin.newPage')}
      isDirty={form.isDirty}
      isSaving={form.isSubmitting}
      notice={form.notice}
      onSubmit={() => void form.submit()}
      onClose={onClose}
      size="medium"
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
    </AdminFormDialog>
  );
}
