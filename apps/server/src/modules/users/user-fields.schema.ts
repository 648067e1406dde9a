import { USER_FIELD_TYPES } from '@print/core/users/user-fields';
import type { UserFieldInput as FieldInput } from '@print/core/users/user-field-admin';
import { builder } from '../../platform/graphql/builder.ts';
import type { GraphQLContext } from '../../platform/graphql/context.ts';
import { UserGenericField } from './profile.schema.ts';
import { recordByCaller } from './users-activity.ts';
import {
  createUserField,
  deleteUserField,
  reorderUserFields,
  updateUserField,
} from './user-fields.service.ts';

// User-fields administration (spec §2 User-fields table: field name, label, type, required, use).
// The public query userGenericFields (profile.schema.ts) lists the fields.

const manageFields = { right: 'fields.manage' } as const;

const UserFieldTypeEnum = builder.enumType('UserFieldType', { values: USER_FIELD_TYPES });

const LabelTranslationInput = builder.inputType('LabelTranslationInput', {
  fields: (t) => ({ languageCode: t.string({ required: true }), translation: t.string({ required: true }) }),
});

const UserFieldInput = builder.inputType('UserFieldInput', {
  fields: (t) => ({
    fieldName: t.string({ required: true, description: 'Letters and digits; unique per tenant.' }),
    type: t.field({ type: UserFieldTypeEnum, required: true }),
    required: t.boolean({ required: false }),
    use: t.boolean({
      required: false,
      description: 'Only fields in use appear on My Account (default true).',
    }),
    label: t.string({ required: true, description: "The label in the tenant's default language." }),
    labelTranslations: t.field({ type: [LabelTranslationInput], required: false }),
    options: t.stringList({ required: false, description: 'select: the choices.' }),
    min: t.float({ required: false }),
    max: t.float({ required: false }),
    step: t.float({ required: false }),
    allowNegative: t.boolean({ required: false }),
    defaultValue: t.string({ required: false }),
  }),
});

type FieldArgs = {
  fieldName: string;
  type: FieldInput['type'];
  required?: boolean | null;
  use?: boolean | null;
  label: string;
  labelTranslations?: { languageCode: string; translation: string }[] | null;
  options?: string[] | null;
  min?: number | null;
  max?: number | null;
  step?: number | null;
  allowNegative?: boolean | null;
  defaultValue?: string | null;
};

const fieldInput = (input: FieldArgs): FieldInput => ({
  fieldName: input.fieldName,
  type: input.type,
  required: input.required ?? false,
  use: input.use ?? true,
  label: input.label,
  labelTranslations: input.labelTranslations ?? [],
  options: input.options ?? [],
  min: input.min ?? null,
  max: input.max ?? null,
  step: input.step ?? null,
  allowNegative: input.allowNegative ?? false,
  defaultValue: input.defaultValue ?? '',
});

/** A user field's entry in the activity log, labelled by its field name. */
const recordField = (ctx: GraphQLContext, action: string, field: { id: string; fieldName: string }) =>
  recordByCaller(ctx, { action, entityType: 'userField', entityId: field.id, entityLabel: field.fieldName });

builder.mutationField('createUserField', (t) =>
  t.field({
    type: UserGenericField,
    authScopes: manageFields,
    args: { input: t.arg({ type: UserFieldInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const field = await createUserField(ctx.tx, ctx.tenant, fieldInput(input));
      await recordField(ctx, 'userField.create', field);
      return field;
    },
  }),
);

builder.mutationField('updateUserField', (t) =>
  t.field({
    type: UserGenericField,
    authScopes: manageFields,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: UserFieldInput, required: true }) },
    resolve: async (_root, { id, input }, ctx) => {
      const { field, changed } = await updateUserField(
        ctx.tx,
        ctx.tenant,
        String(id),
        fieldInput(input),
        ctx.user?.userId ?? null,
      );
      if (changed) await recordField(ctx, 'userField.update', field);
      return field;
    },
  }),
);

builder.mutationField('deleteUserField', (t) =>
  t.boolean({
    description: 'Deletes the field and the values users entered for it; true when done.',
    authScopes: manageFields,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      const field = await deleteUserField(ctx.tx, String(id));
      await recordField(ctx, 'userField.delete', field);
      return true;
    },
  }),
);

builder.mutationField('reorderUserFields', (t) =>
  t.field({
    type: [UserGenericField],
    description: 'Saves the order of the fields (the given ids first, in that order); returns all fields.',
    authScopes: manageFields,
    args: { ids: t.arg.idList({ required: true }) },
    resolve: async (_root, { ids }, ctx) => {
      const { fields, changed } = await reorderUserFields(ctx.tx, ids.map(String));
      if (changed) {
        await recordByCaller(ctx, {
          action: 'userField.reorder',
          entityType: 'userField',
          details: { order: fields.map((field) => field.fieldName) },
        });
      }
      return fields;
    },
  }),
);
