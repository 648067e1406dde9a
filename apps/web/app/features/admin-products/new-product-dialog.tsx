import { suggestSlug } from '@print/core/catalog/product-settings';
import { checkSlug } from '@print/core/validation/admin-rules';
import { fail, type ValidationError } from '@print/core/validation/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useShell } from '../../shell/shell-context.tsx';
import { AdminFormDialog } from '../../ui/admin-kit/admin-form-dialog.tsx';
import { useFormSave } from '../../ui/admin-kit/use-form-save.ts';
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
  const [values, setValues] = useState<Values>({ name: '', slug: '' });
  const [slugTyped, setSlugTyped] = useState(false);
  const form = useFormSave({
    save: async (input: Values) => {
      const made = await createProduct(input.name, input.slug);
      void navigate(`/admin/products/${made.id}`);
    },
    fieldNames: ['name', 'slug'],
    savedKey: 'admin.productCreated',
    failedKey: 'admin.errorCreatingProduct',
    invalidates: ADMIN_PRODUCTS_KEY,
    onSaved: onClose,
  });
  const submit = () => {
    const errors: Record<string, ValidationError> = {};
    if (!values.name.trim()) errors.name = fail('validation.required');
    const slugError = values.slug.trim() ? checkSlug(values.slug.trim()) : fail('validation.required');
    if (slugError) errors.slug = slugError;
    if (Object.keys(errors).length === 0) form.save({ name: values.name.trim(), slug: values.slug.trim() });
    else
      form.refuse(
        errors,
        Object.values(errors).some((error) => error.key === 'validation.required')
          ? fail('validation.mandatoryFields')
          : null,
      );
  };
  const language = tenant.languages.find((entry) => entry.code === tenant.defaultLanguage);

  return (
    <AdminFormDialog
      title={t('admin.newProduct')}
      isDirty={values.name !== '' || values.slug !== ''}
      isSaving={form.isSaving}
      notice={form.notice}
      onSubmit={submit}
      onClose={onClose}
      testId="new-product-form"
      saveTestId="new-product"
    >
      <TextField
        label={`${t('admin.colName')}${language ? ` (${language.code})` : ''}`}
        name="name"
        isRequired
        autoFocus
        value={values.name}
        onChange={(name) =>
          setValues((current) => ({ name, slug: slugTyped ? current.slug : suggestSlug(name) }))
        }
        errorMessage={form.fieldError('name')}
        testId="new-product-name"
      />
      <TextField
        label={t('admin.productSlug')}
        name="slug"
        isRequired
        value={values.slug}
        onChange={(slug) => {
          setSlugTyped(true);
          setValues((current) => ({ ...current, slug }));
        }}
        errorMessage={form.fieldError('slug')}
        testId="new-product-slug"
      />
    </AdminFormDialog>
  );
}
