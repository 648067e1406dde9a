import { PRODUCT_PAYMENT_MODES } from '@print/core/catalog/product-list';
import { PRODUCT_TEMPLATE_KEYS, SUBSCRIPTION_INTERVALS } from '@print/core/catalog/product-settings';
import { TAX_CATEGORIES, type TaxCategory } from '@print/core/pricing/tax';
import { eq } from 'drizzle-orm';
import { builder } from '../../../../platform/graphql/builder.ts';
import { products } from '../../catalog.tables.ts';
import {
  AdminProductRef,
  CatalogText,
  catalogTextEntries,
  writeCatalog,
} from './catalog-admin-refs.schema.ts';
import { copyProduct } from './product-copy.service.ts';
import { deleteProduct } from './product-delete.service.ts';
import {
  createProduct,
  setProductArchived,
  setProductPublished,
  updateProductSettings,
} from './product-settings.service.ts';
import { templateKeyOf } from './product-template.ts';

// The Settings tab (spec §2, §3) and the list's create, copy, publish, archive and delete (spec §4).

export const PaymentModeEnum = builder.enumType('ProductPaymentMode', { values: PRODUCT_PAYMENT_MODES });
const IntervalEnum = builder.enumType('SubscriptionInterval', { values: SUBSCRIPTION_INTERVALS });
const TaxCategoryEnum = builder.enumType('ProductTaxCategory', { values: TAX_CATEGORIES });
const TemplateKeyEnum = builder.enumType('ProductTemplateKey', {
  values: [...PRODUCT_TEMPLATE_KEYS, 'custom'] as const,
  description: "A sample print template; 'custom' is a template the product got otherwise (kept on save).",
});

builder.objectFields(AdminProductRef, (t) => ({
  descriptions: t.field({
    type: [CatalogText],
    description: 'The description per language: Slate JSON (decision 0050), or plain text stored before.',
    resolve: (row) => catalogTextEntries(row.description),
  }),
  orderable: t.exposeBoolean('orderable'),
  paymentMode: t.field({ type: PaymentModeEnum, resolve: (row) => row.paymentMode }),
  subscriptionInterval: t.field({
    type: IntervalEnum,
    nullable: true,
    resolve: (row) => row.subscriptionInterval,
  }),
  trialDays: t.int({ nullable: true, resolve: (row) => row.trialDays }),
  taxCategory: t.field({
    type: TaxCategoryEnum,
    resolve: (row) =>
      (TAX_CATEGORIES as readonly string[]).includes(row.taxCategory)
        ? (row.taxCategory as TaxCategory)
        : 'standard',
  }),
  templateKey: t.field({
    type: TemplateKeyEnum,
    nullable: true,
    description: 'The print template: a sample, custom, or null for none (read on its own: it can be large).',
    resolve: async (row, _args, ctx) => {
      const [stored] = await ctx.tx
        .select({ template: products.template })
        .from(products)
        .where(eq(products.id, row.id));
      return templateKeyOf(stored?.template ?? null);
    },
  }),
}));

const TextInput = builder.inputType('CatalogTextInput', {
  fields: (t) => ({ language: t.string({ required: true }), text: t.string({ required: true }) }),
});

const SettingsInput = builder.inputType('ProductSettingsInput', {
  fields: (t) => ({
    names: t.field({ type: [TextInput], required: true }),
    descriptions: t.field({
      type: [TextInput],
      required: true,
      description:
        'Slate JSON of the allowed shapes (@print/core rich-text); plain text is read as paragraphs.',
    }),
    slug: t.string({
      required: true,
      description: 'Lowercase letters and digits joined by hyphens; unique.',
    }),
    articleCode: t.string({ required: true }),
    published: t.boolean({ required: true }),
    orderable: t.boolean({ required: true }),
    paymentMode: t.field({ type: PaymentModeEnum, required: true }),
    subscriptionInterval: t.field({ type: IntervalEnum, required: false }),
    trialDays: t.int({ required: false }),
    taxCategory: t.field({ type: TaxCategoryEnum, required: true }),
    templateKey: t.field({ type: TemplateKeyEnum, required: false }),
  }),
});

const textsOf = (entries: readonly { language: string; text: string }[]) =>
  Object.fromEntries(entries.map((entry) => [entry.language, entry.text]));

builder.mutationField('createProduct', (t) =>
  t.field({
    type: AdminProductRef,
    description: 'A new, unpublished product named in the default language.',
    authScopes: writeCatalog,
    args: { name: t.arg.string({ required: true }), slug: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => createProduct(ctx, args),
  }),
);

builder.mutationField('updateProductSettings', (t) =>
  t.field({
    type: AdminProductRef,
    authScopes: writeCatalog,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: SettingsInput, required: true }) },
    resolve: (_root, { id, input }, ctx) =>
      updateProductSettings(ctx, String(id), {
        ...input,
        names: textsOf(input.names),
        descriptions: textsOf(input.descriptions),
        subscriptionInterval: input.subscriptionInterval ?? null,
        trialDays: input.trialDays ?? null,
        templateKey: input.templateKey ?? null,
      }),
  }),
);

builder.mutationField('setProductPublished', (t) =>
  t.field({
    type: AdminProductRef,
    authScopes: writeCatalog,
    args: { id: t.arg.id({ required: true }), published: t.arg.boolean({ required: true }) },
    resolve: (_root, { id, published }, ctx) => setProductPublished(ctx, String(id), published),
  }),
);

builder.mutationField('setProductArchived', (t) =>
  t.field({
    type: AdminProductRef,
    description: 'Archives (out of the shop and the default list) or restores a product.',
    authScopes: writeCatalog,
    args: { id: t.arg.id({ required: true }), archived: t.arg.boolean({ required: true }) },
    resolve: (_root, { id, archived }, ctx) => setProductArchived(ctx, String(id), archived),
  }),
);

builder.mutationField('copyProduct', (t) =>
  t.field({
    type: AdminProductRef,
    description: 'A full, unpublished copy named "… (copy)" in each language.',
    authScopes: writeCatalog,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => copyProduct(ctx, String(id)),
  }),
);

builder.mutationField('deleteProduct', (t) =>
  t.boolean({
    description: 'Deletes a product no order refers to (else archive it); true when done.',
    authScopes: writeCatalog,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      await deleteProduct(ctx, String(id));
      return true;
    },
  }),
);
