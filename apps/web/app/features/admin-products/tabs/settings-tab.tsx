import {
  PRODUCT_TEMPLATE_KEYS,
  SUBSCRIPTION_INTERVALS,
  validateProductSettings,
} from '@print/core/catalog/product-settings';
import { TAX_CATEGORIES, type TaxCategory } from '@print/core/pricing/tax-categories';
import { normalizeRichText } from '@print/core/rich-text/read-rich-text';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageNameKey } from '../../../lib/i18n/language-cookie.ts';
import { useShell } from '../../../shell/shell-context.tsx';
import { Checkbox } from '../../../ui/checkbox.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { RichTextEditor } from '../../../ui/admin-kit/rich-text-editor.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import styles from '../../../ui/admin-kit/admin-page.module.css';
import { PRODUCT_FIELDS_KEY } from '../../../lib/admin/query-keys.ts';
import { updateProductSettings, type SettingsValues } from '../product-changes-api.ts';
import type { ProductTabProps } from '../../../lib/admin/product-editor-tab.ts';
import { productSettingsQuery, type ProductSettings } from '../products-api.ts';
import { useTabSave } from '../use-tab-save.ts';
import { TabStatus } from './tab-status.tsx';

// The product editor's Settings tab (spec §2, §3 Product settings). Choosing a sample print template
// gives the product the fields its design binds to (the server adds them). Descriptions are rich text
// per language (decision 0050).

const INTERVAL_KEYS = {
  day: 'admin.intervalDaily',
  week: 'admin.intervalWeekly',
  month: 'admin.intervalMonthly',
  year: 'admin.intervalYearly',
} as const;
const TEMPLATE_KEYS = {
  businessCard: 'admin.productTemplateBusinessCard',
  flyerA6: 'admin.productTemplateFlyerA6',
} as const;
const taxKey = (category: TaxCategory) =>
  `admin.taxCategory${category.charAt(0).toUpperCase()}${category.slice(1)}`;

const textsOf = (entries: readonly { language: string; text: string }[]) =>
  Object.fromEntries(entries.map((entry) => [entry.language, entry.text]));

const valuesOf = (product: ProductSettings): SettingsValues => ({
  names: textsOf(product.names),
  // In the form the editor saves (legacy plain text as Slate JSON), so opening the tab changes nothing.
  descriptions: Object.fromEntries(
    product.descriptions.map((entry) => [entry.language, normalizeRichText(entry.text)]),
  ),
  slug: product.slug,
  articleCode: product.articleCode ?? '',
  published: product.published,
  orderable: product.orderable,
  paymentMode: product.paymentMode,
  subscriptionInterval: product.subscriptionInterval ?? null,
  trialDays: product.trialDays ?? null,
  taxCategory: product.taxCategory,
  templateKey: product.templateKey ?? null,
});

export default function SettingsTab({ productId, onState }: ProductTabProps) {
  const query = useQuery(productSettingsQuery(productId));
  if (!query.data) return <TabStatus query={query} />;
  return <SettingsForm product={query.data} onState={onState} />;
}

function SettingsForm({
  product,
  onState,
}: {
  product: ProductSettings;
  onState: ProductTabProps['onState'];
}) {
  const { t } = useTranslation();
  const { tenant } = useShell();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(() => valuesOf(product));
  const [values, setValues] = useState(saved);
  const [trialText, setTrialText] = useState(saved.trialDays === null ? '' : String(saved.trialDays));
  const form = useTabSave({
    fieldNames: [
      ...tenant.languages.flatMap((language) => [`names.${language.code}`, `descriptions.${language.code}`]),
      'slug',
      'articleCode',
      'subscriptionInterval',
      'trialDays',
      'taxCategory',
    ],
    savedKey: 'admin.productSaved',
    failedKey: 'admin.errorSavingProduct',
  });
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);

  const save = useCallback(async () => {
    const checked = { ...values, templateKey: values.templateKey === 'custom' ? null : values.templateKey };
    const result = validateProductSettings(checked, tenant.defaultLanguage);
    if (!result.valid) return form.refuse(result.errors, result.formError);
    return form.run(
      () => updateProductSettings(product.id, values),
      () => {
        // Another sample template brings its fields: the Fields tab shows them.
        if (values.templateKey !== saved.templateKey)
          void queryClient.invalidateQueries({ queryKey: PRODUCT_FIELDS_KEY });
        setSaved(values);
      },
    );
  }, [values, saved.templateKey, tenant.defaultLanguage, form, product.id, queryClient]);
  useEffect(() => onState({ dirty, save }), [onState, dirty, save]);

  const set = <K extends keyof SettingsValues>(name: K, value: SettingsValues[K]) =>
    setValues((current) => ({ ...current, [name]: value }));
  const setText = (name: 'names' | 'descriptions', language: string, text: string) =>
    setValues((current) => ({ ...current, [name]: { ...current[name], [language]: text } }));
  const subscription = values.paymentMode === 'subscription';

  return (
    <div className={styles.form} data-testid="product-settings">
      {form.notice && (
        <p className={styles.formError} role="alert">
          {form.notice}
        </p>
      )}
      {tenant.languages.map(({ code }) => (
        <fieldset key={code} className={styles.form}>
          <legend>{t(languageNameKey(code))}</legend>
          <TextField
            label={t('admin.colName')}
            name={`names.${code}`}
            isRequired={code === tenant.defaultLanguage}
            value={values.names[code] ?? ''}
            onChange={(text) => setText('names', code, text)}
            errorMessage={form.fieldError(`names.${code}`)}
            testId={`product-name-${code}`}
          />
          <RichTextEditor
            label={t('admin.colDescription')}
            value={values.descriptions[code] ?? ''}
            onChange={(text) => setText('descriptions', code, text)}
            errorMessage={form.fieldError(`descriptions.${code}`)}
            testId={`product-description-${code}`}
          />
        </fieldset>
      ))}
      <div className={styles.formGrid}>
        <TextField
          label={t('admin.productSlug')}
          name="slug"
          isRequired
          value={values.slug}
          onChange={(slug) => set('slug', slug)}
          errorMessage={form.fieldError('slug')}
          testId="product-slug"
        />
        <TextField
          label={t('admin.productArticleCode')}
          name="articleCode"
          value={values.articleCode}
          onChange={(code) => set('articleCode', code)}
          errorMessage={form.fieldError('articleCode')}
          testId="product-article-code"
        />
        <SelectField
          label={t('admin.taxCategory')}
          name="taxCategory"
          value={values.taxCategory}
          onChange={(category) => set('taxCategory', category as TaxCategory)}
          options={TAX_CATEGORIES.map((category) => ({ id: category, label: t(taxKey(category)) }))}
          errorMessage={form.fieldError('taxCategory')}
          testId="product-tax-category"
        />
        <SelectField
          label={t('admin.productTemplate')}
          name="templateKey"
          value={values.templateKey ?? 'none'}
          onChange={(key) =>
            set('templateKey', key === 'none' ? null : (key as SettingsValues['templateKey']))
          }
          options={[
            { id: 'none', label: t('admin.productTemplateNone') },
            ...PRODUCT_TEMPLATE_KEYS.map((key) => ({ id: key, label: t(TEMPLATE_KEYS[key]) })),
            ...(saved.templateKey === 'custom'
              ? [{ id: 'custom', label: t('admin.productTemplateCustom') }]
              : []),
          ]}
          testId="product-template"
        />
      </div>
      <div className={styles.toolbar}>
        <Checkbox
          isSelected={values.published}
          onChange={(on) => set('published', on)}
          testId="product-published"
        >
          {t('admin.productPublished')}
        </Checkbox>
        <Checkbox
          isSelected={values.orderable}
          onChange={(on) => set('orderable', on)}
          testId="product-orderable"
        >
          {t('admin.productOrderable')}
        </Checkbox>
      </div>
      <div className={styles.formGrid}>
        <SelectField
          label={t('admin.paymentMode')}
          name="paymentMode"
          value={values.paymentMode}
          onChange={(mode) => set('paymentMode', mode === 'subscription' ? 'subscription' : 'single')}
          options={[
            { id: 'single', label: t('admin.paymentModeSingle') },
            { id: 'subscription', label: t('admin.paymentModeSubscription') },
          ]}
          testId="product-payment-mode"
        />
        {subscription && (
          <>
            <SelectField
              label={t('admin.subscriptionInterval')}
              name="subscriptionInterval"
              isRequired
              value={values.subscriptionInterval ?? ''}
              onChange={(interval) =>
                set('subscriptionInterval', (interval || null) as SettingsValues['subscriptionInterval'])
              }
              options={SUBSCRIPTION_INTERVALS.map((interval) => ({
                id: interval,
                label: t(INTERVAL_KEYS[interval]),
              }))}
              errorMessage={form.fieldError('subscriptionInterval')}
              testId="product-subscription-interval"
            />
            <TextField
              label={t('admin.trialPeriodDays')}
              name="trialDays"
              inputMode="numeric"
              value={trialText}
              onChange={(text) => {
                setTrialText(text);
                const trimmed = text.trim();
                set(
                  'trialDays',
                  trimmed === '' ? null : /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN,
                );
              }}
              errorMessage={form.fieldError('trialDays')}
              testId="product-trial-days"
            />
          </>
        )}
      </div>
    </div>
  );
}
