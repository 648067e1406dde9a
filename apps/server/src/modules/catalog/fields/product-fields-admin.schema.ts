import {
  PRODUCT_META_FIELD_TYPES,
  type ProductFieldDefinitionInput,
  type ProductMetaFieldInput,
} from '@print/core/catalog/product-field-admin';
import { COMPARISONS, conditionOf, type ProductFieldUseInput } from '@print/core/catalog/product-field-use';
import { PRODUCT_FIELD_TYPES } from '@print/core/print/product-field';
import type { ElementConditions } from '@print/core/print/template-types';
import { readCatalog } from '../products/admin/catalog-admin-refs.schema.ts';
import { builder } from '../../../platform/graphql/builder.ts';
import type { GraphQLContext } from '../../../platform/graphql/context.ts';
import { LanguageTextInput, type LanguageTextEntry } from '../../../platform/graphql/language-text.ts';
import { actorOf } from '../../audit/audit.service.ts';
import {
  createLibraryField,
  deleteLibraryField,
  listLibraryFields,
  reorderLibraryFields,
  updateLibraryField,
  type LibraryFieldRow,
} from './product-field-library.service.ts';
import { fieldUsesOf, saveFieldUses, type FieldUseRow } from './product-field-uses.service.ts';
import {
  createMetaField,
  deleteMetaField,
  listMetaFields,
  reorderMetaFields,
  updateMetaField,
  type MetaFieldRow,
} from './product-meta-fields.service.ts';

// Administration of the product-field library, the product meta fields and a product's fields (spec §2
// Product fields, Product meta fields, the product editor's Fields tab). Texts per language travel as
// JSON maps out (language code → text) and as LanguageTextInput lists in.

// Shoppers hold catalog.read too: the administration's reads also need admin.access (readCatalog), so an
// unpublished product's field settings stay with the shop's staff.
const read = readCatalog;
const write = { right: 'catalog.write' } as const;
const actor = (ctx: GraphQLContext) => actorOf(ctx.user);
const texts = (entries: readonly LanguageTextEntry[] | null | undefined): Record<string, string> =>
  Object.fromEntries((entries ?? []).map((entry) => [entry.language, entry.text]));

const FieldTypeEnum = builder.enumType('ProductFieldType', {
  values: PRODUCT_FIELD_TYPES,
  description: "textarea is shown as 'multiline'; colour holds #rrggbb.",
});
const MetaFieldTypeEnum = builder.enumType('ProductMetaFieldType', { values: PRODUCT_META_FIELD_TYPES });
const ComparisonEnum = builder.enumType('FieldComparison', { values: COMPARISONS });

const LibraryField = builder.objectRef<LibraryFieldRow>('ProductFieldDefinition').implement({
  description: "A field of the tenant's product-field library.",
  authScopes: read,
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    type: t.field({ type: FieldTypeEnum, resolve: (field) => field.type }),
    required: t.exposeBoolean('required'),
    label: t.field({ type: 'JSON', description: 'Language code → text.', resolve: (field) => field.label }),
    options: t.field({
      type: 'JSON',
      description: 'select: [{ value, label: language code → text }].',
      resolve: (field) => field.options,
    }),
    min: t.float({ nullable: true, resolve: (field) => field.min }),
    max: t.float({ nullable: true, resolve: (field) => field.max }),
    step: t.float({ nullable: true, resolve: (field) => field.step }),
    defaultValue: t.string({ resolve: (field) => field.defaultValue ?? '' }),
    defaultUrl: t.string({ resolve: (field) => field.defaultUrl ?? '' }),
    order: t.exposeInt('sortOrder'),
    useCount: t.exposeInt('useCount', { description: 'How many products use the field.' }),
  }),
});

const OptionInput = builder.inputType('ProductFieldOptionInput', {
  fields: (t) => ({
    value: t.string({ required: true }),
    label: t.field({ type: [LanguageTextInput], required: true }),
  }),
});

const LibraryFieldInput = builder.inputType('ProductFieldDefinitionInput', {
  fields: (t) => ({
    name: t.string({ required: true, description: 'Letters and digits; unique per tenant.' }),
    type: t.field({ type: FieldTypeEnum, required: true }),
    required: t.boolean({ required: false }),
    label: t.field({ type: [LanguageTextInput], required: true }),
    options: t.field({ type: [OptionInput], required: false }),
    min: t.float({ required: false }),
    max: t.float({ required: false }),
    step: t.float({ required: false }),
    defaultValue: t.string({ required: false }),
    defaultUrl: t.string({ required: false }),
  }),
});

type LibraryArgs = typeof LibraryFieldInput.$inferInput;
const libraryInput = (input: LibraryArgs): ProductFieldDefinitionInput => ({
  name: input.name,
  type: input.type,
  required: input.required ?? false,
  label: texts(input.label),
  options: (input.options ?? []).map((option) => ({ value: option.value, label: texts(option.label) })),
  min: input.min ?? null,
  max: input.max ?? null,
  step: input.step ?? null,
  defaultValue: input.defaultValue ?? '',
  defaultUrl: input.defaultUrl ?? '',
});

builder.queryField('productFieldLibrary', (t) =>
  t.field({
    type: [LibraryField],
    authScopes: read,
    description: "The tenant's product-field library in its order.",
    resolve: (_root, _args, ctx) => listLibraryFields(ctx.tx),
  }),
);

builder.mutationField('createProductField', (t) =>
  t.field({
    type: LibraryField,
    authScopes: write,
    args: { input: t.arg({ type: LibraryFieldInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      createLibraryField(ctx.tx, ctx.tenant, actor(ctx), libraryInput(input)),
  }),
);

builder.mutationField('updateProductField', (t) =>
  t.field({
    type: LibraryField,
    authScopes: write,
    description: 'Saves a library field; a field products use keeps its name and type.',
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: LibraryFieldInput, required: true }) },
    resolve: (_root, { id, input }, ctx) =>
      updateLibraryField(ctx.tx, ctx.tenant, actor(ctx), String(id), libraryInput(input)),
  }),
);

builder.mutationField('deleteProductField', (t) =>
  t.boolean({
    authScopes: write,
    description: 'Deletes a library field no product uses; true when done.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      await deleteLibraryField(ctx.tx, actor(ctx), String(id));
      return true;
    },
  }),
);

builder.mutationField('reorderProductFields', (t) =>
  t.field({
    type: [LibraryField],
    authScopes: write,
    description: 'Saves the order of the library (the given ids first, in that order).',
    args: { ids: t.arg.idList({ required: true }) },
    resolve: (_root, { ids }, ctx) => reorderLibraryFields(ctx.tx, actor(ctx), ids.map(String)),
  }),
);

// Product meta fields

const MetaField = builder.objectRef<MetaFieldRow>('ProductMetaField').implement({
  authScopes: read,
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    type: t.field({
      type: MetaFieldTypeEnum,
      resolve: (field) => field.type as ProductMetaFieldInput['type'],
    }),
    required: t.exposeBoolean('required'),
    label: t.field({ type: 'JSON', description: 'Language code → text.', resolve: (field) => field.label }),
    order: t.exposeInt('sortOrder'),
  }),
});

const MetaFieldInput = builder.inputType('ProductMetaFieldInput', {
  fields: (t) => ({
    name: t.string({ required: true, description: 'Letters and digits; unique per tenant.' }),
    type: t.field({ type: MetaFieldTypeEnum, required: true }),
    required: t.boolean({ required: false }),
    label: t.field({ type: [LanguageTextInput], required: true }),
  }),
});

const metaInput = (input: typeof MetaFieldInput.$inferInput): ProductMetaFieldInput => ({
  name: input.name,
  type: input.type,
  required: input.required ?? false,
  label: texts(input.label),
});

builder.queryField('productMetaFields', (t) =>
  t.field({ type: [MetaField], authScopes: read, resolve: (_root, _args, ctx) => listMetaFields(ctx.tx) }),
);

builder.mutationField('createProductMetaField', (t) =>
  t.field({
    type: MetaField,
    authScopes: write,
    args: { input: t.arg({ type: MetaFieldInput, required: true }) },
    resolve: (_root, { input }, ctx) => createMetaField(ctx.tx, ctx.tenant, actor(ctx), metaInput(input)),
  }),
);

builder.mutationField('updateProductMetaField', (t) =>
  t.field({
    type: MetaField,
    authScopes: write,
    description: "Saves a meta field; a rename keeps the products' values.",
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: MetaFieldInput, required: true }) },
    resolve: (_root, { id, input }, ctx) =>
      updateMetaField(ctx.tx, ctx.tenant, actor(ctx), String(id), metaInput(input)),
  }),
);

builder.mutationField('deleteProductMetaField', (t) =>
  t.boolean({
    authScopes: write,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      await deleteMetaField(ctx.tx, actor(ctx), String(id));
      return true;
    },
  }),
);

builder.mutationField('reorderProductMetaFields', (t) =>
  t.field({
    type: [MetaField],
    authScopes: write,
    args: { ids: t.arg.idList({ required: true }) },
    resolve: (_root, { ids }, ctx) => reorderMetaFields(ctx.tx, actor(ctx), ids.map(String)),
  }),
);

// A product's fields (the product editor's Fields tab)

const FieldUse = builder.objectRef<FieldUseRow>('ProductFieldUse').implement({
  description:
    "A product's use of a library field: its overrides (null = inherited) beside the library's values.",
  authScopes: read,
  fields: (t) => ({
    fieldId: t.exposeID('fieldId'),
    name: t.exposeString('name'),
    type: t.field({ type: FieldTypeEnum, resolve: (use) => use.type }),
    options: t.field({ type: 'JSON', resolve: (use) => use.options }),
    min: t.float({ nullable: true, resolve: (use) => use.min }),
    max: t.float({ nullable: true, resolve: (use) => use.max }),
    step: t.float({ nullable: true, resolve: (use) => use.step }),
    libraryLabel: t.field({ type: 'JSON', resolve: (use) => use.libraryLabel }),
    libraryRequired: t.exposeBoolean('libraryRequired'),
    libraryDefault: t.string({ nullable: true, resolve: (use) => use.libraryDefault }),
    label: t.field({ type: 'JSON', nullable: true, resolve: (use) => use.label }),
    required: t.boolean({ nullable: true, resolve: (use) => use.required }),
    defaultValue: t.string({ nullable: true, resolve: (use) => use.defaultValue }),
    conditions: t.field({
      type: 'JSON',
      description:
        'showWhen / hideWhen / optionalWhen, each { field, equals | notEquals | empty | notEmpty }.',
      resolve: (use) => use.conditions,
    }),
  }),
});

const ConditionInput = builder.inputType('FieldConditionInput', {
  fields: (t) => ({
    field: t.string({ required: true, description: 'Another field of the product.' }),
    comparison: t.field({ type: ComparisonEnum, required: true }),
    value: t.string({ required: false, description: 'For equals / notEquals.' }),
  }),
});

const FieldUseInput = builder.inputType('ProductFieldUseInput', {
  fields: (t) => ({
    fieldId: t.id({ required: true }),
    label: t.field({
      type: [LanguageTextInput],
      required: false,
      description: 'Absent or empty = inherited.',
    }),
    required: t.boolean({ required: false, description: 'Absent = inherited.' }),
    defaultValue: t.string({ required: false, description: 'Absent or empty = inherited.' }),
    showWhen: t.field({ type: ConditionInput, required: false }),
    hideWhen: t.field({ type: ConditionInput, required: false }),
    optionalWhen: t.field({ type: ConditionInput, required: false }),
  }),
});

type ConditionArgs = typeof ConditionInput.$inferInput | null | undefined;
const condition = (input: ConditionArgs) =>
  input
    ? conditionOf({ field: input.field, comparison: input.comparison, value: input.value ?? '' })
    : undefined;

const useInput = (input: typeof FieldUseInput.$inferInput): ProductFieldUseInput => {
  const conditions: ElementConditions = {};
  for (const kind of ['showWhen', 'hideWhen', 'optionalWhen'] as const) {
    const parsed = condition(input[kind]);
    if (parsed) conditions[kind] = parsed;
  }
  return {
    fieldId: String(input.fieldId),
    label: input.label?.length ? texts(input.label) : null,
    required: input.required ?? null,
    defaultValue: input.defaultValue ?? null,
    conditions,
  };
};

builder.queryField('productFieldUses', (t) =>
  t.field({
    type: [FieldUse],
    authScopes: read,
    description: "A product's fields in form order (admin view).",
    args: { productId: t.arg.id({ required: true }) },
    resolve: (_root, { productId }, ctx) => fieldUsesOf(ctx.tx, String(productId)),
  }),
);

builder.mutationField('saveProductFieldUses', (t) =>
  t.field({
    type: [FieldUse],
    authScopes: write,
    description: "Replaces the product's fields with this list (its order is the form's).",
    args: {
      productId: t.arg.id({ required: true }),
      fields: t.arg({ type: [FieldUseInput], required: true }),
    },
    resolve: (_root, { productId, fields }, ctx) =>
      saveFieldUses(ctx.tx, ctx.tenant, actor(ctx), String(productId), fields.map(useInput)),
  }),
);
