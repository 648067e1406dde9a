import {
  isPerLanguageMetaType,
  metaValueKey,
  normalizeProductMeta,
  SEO_DESCRIPTION_RECOMMENDED_LENGTH,
  SEO_TITLE_RECOMMENDED_LENGTH,
  validateProductMeta,
  type ProductMetaInput,
} from '@print/core/catalog/product-meta';
import type { ProductMetaFieldType } from '@print/core/catalog/product-field-admin';
import { localizedText } from '@print/core/i18n/localized-text';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { languageNameKey } from '../../../lib/i18n/language-cookie.ts';
import { useShell } from '../../../shell/shell-context.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import styles from '../../../ui/admin-kit/admin-page.module.css';
import { productMetaFieldsQuery, type MetaField } from '../../../lib/admin/product-meta-fields.ts';
import { metaValuesOf, productMetaQuery, updateProductMeta, type ProductMeta } from '../meta-api.ts';
import { MultilineField } from '../multiline-field.tsx';
import type { ProductTabProps } from '../../../lib/admin/product-editor-tab.ts';
import { useTabForm } from '../../../lib/admin/use-tab-form.ts';
import { TabStatus } from './tab-status.tsx';

// The product editor's Meta Fields tab (spec §2): SEO title and description per language (the shop's
// page title and search-result text; empty = the product's name and description) and the values of
// the meta fields the shop defined under Product meta fields. Texts per language; a URL or a number
// once for all languages. The rules are the server's (@print/core catalog/product-meta).

export default function MetaTab({ productId, onState }: ProductTabProps) {
  const query = useQuery(productMetaQuery(productId));
  const fields = useQuery(productMetaFieldsQuery);
  if (!query.data) return <TabStatus query={query} />;
  if (!fields.data) return <TabStatus query={fields} />;
  return <MetaForm product={query.data} fields={fields.data} onState={onState} />;
}

function MetaForm({
  product,
  fields,
  onState,
}: {
  product: ProductMeta;
  fields: MetaField[];
  onState: ProductTabProps['onState'];
}) {
  const { t, i18n } = useTranslation();
  const { tenant } = useShell();
  const languages = useMemo(() => tenant.languages.map((language) => language.code), [tenant.languages]);
  const definitions = useMemo(
    () => fields.map((field) => ({ ...field, type: field.type as ProductMetaFieldType })),
    [fields],
  );
  const normalize = useCallback(
    (input: ProductMetaInput) => normalizeProductMeta(input, definitions, languages, tenant.defaultLanguage),
    [definitions, languages, tenant.defaultLanguage],
  );
  const form = useTabForm({
    defaultValues: metaValuesOf(product),
    rules: (values: ProductMetaInput) =>
      validateProductMeta(normalize(values), definitions, languages, tenant.defaultLanguage),
    onSubmit: (values) => updateProductMeta(product.id, normalize(values)),
    // Blanks typed and removed again are no change.
    unchanged: (values, saved) => JSON.stringify(normalize(values)) === JSON.stringify(normalize(saved)),
    fieldNames: [
      ...languages.flatMap((code) => [`seoTitle.${code}`, `seoDescription.${code}`]),
      ...definitions.flatMap((field) => languages.map((code) => metaValueKey(field, code))),
    ],
    onState,
  });
  const { values, field: bind } = form;
  const label = (field: MetaField) => localizedText(field.label, i18n.language, tenant.defaultLanguage);

  const metaInput = (field: (typeof definitions)[number], language: string) => {
    const name = metaValueKey(field, language);
    const props = {
      label: label(field),
      ...bind(`values.${field.name}.${language}`, name),
      value: values.values[field.name]?.[language] ?? '',
      testId: `product-meta-${name.slice('meta.'.length)}`,
    };
    if (field.type === 'multiline') return <MultilineField key={field.id} {...props} />;
    return (
      <TextField
        key={field.id}
        {...props}
        isRequired={field.required && language === tenant.defaultLanguage}
        inputMode={field.type === 'number' ? 'numeric' : field.type === 'url' ? 'url' : undefined}
      />
    );
  };
  const shared = definitions.filter((field) => !isPerLanguageMetaType(field.type));

  return (
    <div className={styles.form} data-testid="product-meta">
      {form.notice && (
        <p className={styles.formError} role="alert">
          {form.notice}
        </p>
      )}
      {languages.map((code) => {
        const title = values.seoTitle[code] ?? '';
        const description = values.seoDescription[code] ?? '';
        return (
          <fieldset key={code} className={styles.form}>
            <legend>{t(languageNameKey(code))}</legend>
            <TextField
              label={t('admin.seoTitle')}
              {...bind(`seoTitle.${code}`)}
              value={title}
              description={t('admin.seoTitleHint', {
                count: title.trim().length,
                max: SEO_TITLE_RECOMMENDED_LENGTH,
              })}
              testId={`product-seo-title-${code}`}
            />
            <MultilineField
              label={t('admin.seoDescription')}
              {...bind(`seoDescription.${code}`)}
              rows={3}
              value={description}
              description={t('admin.seoDescriptionHint', {
                count: description.trim().length,
                max: SEO_DESCRIPTION_RECOMMENDED_LENGTH,
              })}
              testId={`product-seo-description-${code}`}
            />
            {definitions
              .filter((field) => isPerLanguageMetaType(field.type))
              .map((field) => metaInput(field, code))}
          </fieldset>
        );
      })}
      {shared.length > 0 && (
        <fieldset className={styles.form}>
          <legend>{t('admin.productMetaAllLanguages')}</legend>
          {shared.map((field) => metaInput(field, tenant.defaultLanguage))}
        </fieldset>
      )}
      {definitions.length === 0 && (
        <p className={styles.notice}>
          {t('admin.productMetaNone')}{' '}
          <Link to="/admin/product-meta-fields">{t('admin.productMetaManage')}</Link>
        </p>
      )}
    </div>
  );
}
