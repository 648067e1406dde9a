import {
  PRODUCT_TEMPLATE_KEYS,
  SUBSCRIPTION_INTERVALS,
  validateProductSettings,
} from '@print/core/catalog/product-settings';
import { TAX_CATEGORIES, type TaxCategory } from '@print/core/pricing/tax-categories';
import { normalizeRichText } from '@print/core/rich-text/read-rich-text';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
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
import { useTabForm } from '../../../lib/admin/use-tab-form.ts';
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
  const form = useTabForm({
    defaultValues: valuesOf(product),
    rules: (values: SettingsValues) =>
      validateProductSettings(
        { ...values, templateKey: values.templateKey === 'custom' ? null : values.templateKey },
        tenant.defaultLanguage,
      ),
    onSubmit: (values) => updateProductSettings(product.id, values),
    onSaved: (_result, values) => {
      // Another sample template brings its fields: the Fields tab shows them.
      if (values.templateKey !== form.saved.templateKey)
        void queryClient.invalidateQueries({ queryKey: PRODUCT_FIELDS_KEY });
    },
    fieldNames: [
      ...tenant.languages.flatMap((language) => [`names.${language.code}`, `descriptions.${language.code}`]),
      'slug',
      'articleCode',
      'subscriptionInterval',
      'trialDays',
      'taxCategory',
    ],
    onState,
  });
  const { values, saved, field } = form;
  const [trialText, setTrialText] = useState(saved.trialDays === null ? '' : String(saved.trialDays));
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
            {...field(`names.${code}`)}
            value={values.names[code] ?? ''}
            isRequired={code === tenant.defaultLanguage}
            testId={`product-name-${code}`}
          />
          <RichTextEditor
            label={t('admin.colDescription')}
            {...field(`descriptions.${code}`)}
            value={values.descriptions[code] ?? ''}
            testId={`product-description-${code}`}
          />
        </fieldset>
      ))}
      <div className={styles.formGrid}>
        <TextField label={t('admin.productSlug')} {...field('slug')} isRequired testId="product-slug" />
        <TextField
          label={t('admin.productArticleCode')}
          {...field('articleCode')}
          testId="product-article-code"
        />
        <SelectField
          label={t('admin.taxCategory')}
          {...field('taxCategory')}
          onChange={(category) => form.setValue('taxCategory', category as TaxCategory)}
          options={TAX_CATEGORIES.map((category) => ({ id: category, label: t(taxKey(category)) }))}
          testId="product-tax-category"
        />
        <SelectField
          label={t('admin.productTemplate')}
          name="templateKey"
          value={values.templateKey ?? 'none'}
          onChange={(key) =>
            form.setValue('templateKey', key === 'none' ? null : (key as SettingsValues['templateKey']))
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
          onChange={(on) => form.setValue('published', on)}
          testId="product-published"
        >
          {t('admin.productPublished')}
        </Checkbox>
        <Checkbox
          isSelected={values.orderable}
          onChange={(on) => form.setValue('orderable', on)}
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
          onChange={(mode) =>
            form.setValue('paymentMode', mode === 'subscription' ? 'subscription' : 'single')
          }
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
              {...field('subscriptionInterval')}
              value={values.subscriptionInterval ?? ''}
              onChange={(interval) =>
                form.setValue(
                  'subscriptionInterval',
                  (interval || null) as SettingsValues['subscriptionInterval'],
                )
              }
              isRequired
              options={SUBSCRIPTION_INTERVALS.map((interval) => ({
                id: interval,
                label: t(INTERVAL_KEYS[interval]),
              }))}
              testId="product-subscription-interval"
            />
            <TextField
              label={t('admin.trialPeriodDays')}
              {...field('trialDays')}
              inputMode="numeric"
              // The typed text; the value is its number (NaN for what is none, which the rules refuse).
              value={trialText}
              onChange={(text) => {
                setTrialText(text);
                const trimmed = text.trim();
                form.setValue(
                  'trialDays',
                  trimmed === '' ? null : /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN,
                );
              }}
              testId="product-trial-days"
            />
          </>
        )}
      </div>
    </div>
  );
}
