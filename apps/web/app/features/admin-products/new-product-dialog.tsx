import { suggestSlug } from '@print/core/catalog/product-settings';
import { checkSlug } from '@print/core/validation/admin-rules';
import { fail, type ValidationError } from '@print/core/validation/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useShell } from '../../shell/shell-context.tsx';
import { AdminFormDialog } from '../../ui/admin-kit/admin-form-dialog.tsx';
import { useAdminForm } from '../../ui/admin-kit/use-admin-form.ts';
import { TextField } from '../../ui/text-field.tsx';
import { createProduct } from './product-changes-api.ts';
import { ADMIN_PRODUCTS_KEY } from './products-api.ts';

type Values = { name: string; slug: string };

/**
 * New product (spec §4): a name in the shop's default language and a slug suggested from it (until
 * the admin types one). The product is created unpublished and its editor opens.
 */
export function NewProductDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tenant } = useShell();
  const [slugTyped, setSlugTyped] = useState(false);
  const form = useAdminForm({
    defaultValues: { name: '', slug: '' } as Values,
    rules: (values) => {
      const errors: Record<string, ValidationError> = {};
      if (!values.name.trim()) errors.name = fail('validation.required');
      const slugError = values.slug.trim() ? checkSlug(values.slug.trim()) : fail('validation.required');
      if (slugError) errors.slug = slugError;
      const missing = Object.values(errors).some((error) => error.key === 'validation.required');
      return { errors, formError: missing ? fail('validation.mandatoryFields') : null };
    },
    onSubmit: async (values) => {
      const made = await createProduct(values.name.trim(), values.slug.trim());
      void navigate(`/admin/products/${made.id}`);
    },
    fieldNames: ['name', 'slug'],
    savedKey: 'admin.productCreated',
    failedKey: 'admin.errorCreatingProduct',
    invalidates: ADMIN_PRODUCTS_KEY,
    onSaved: onClose,
  });
  const language = tenant.languages.find((entry) => entry.code === tenant.defaultLanguage);

  return (
    <AdminFormDialog
      title={t('admin.newProduct')}
      isDirty={form.isDirty}
      isSaving={form.isSubmitting}
      notice={form.notice}
      onSubmit={() => void form.submit()}
      onClose={onClose}
      testId="new-product-form"
      saveTestId="new-product"
    >
      <TextField
        label={`${t('admin.colName')}${language ? ` (${language.code})` : ''}`}
        {...form.field('name')}
        onChange={(name) => {
          form.setValue('name', name);
          if (!slugTyped) form.setValue('slug', suggestSlug(name));
        }}
        isRequired
        autoFocus
        testId="new-product-name"
      />
      <TextField
        label={t('admin.productSlug')}
        {...form.field('slug')}
        onChange={(slug) => {
          setSlugTyped(true);
          form.setValue('slug', slug);
        }}
        isRequired
        testId="new-product-slug"
      />
    </AdminFormDialog>
  );
}
