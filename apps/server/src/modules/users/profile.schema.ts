import { ADDRESS_KINDS, type Address } from '@print/core/users/profile';
import { builder } from '../../platform/graphql/builder.ts';
import { loadAccount, updateAddress, updateProfile, type Account } from './profile.service.ts';
import { listUserFields, type UserFieldRow } from './user-fields.service.ts';

// My Account (spec §2/§3): the signed-in user's profile, custom fields and addresses.

const AddressKindEnum = builder.enumType('AddressKind', { values: ADDRESS_KINDS });

export const AddressType = builder.objectRef<Address>('Address').implement({
  authScopes: { session: true },
  fields: (t) => ({
    salutation: t.exposeString('salutation'),
    title: t.exposeString('title'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    companyName: t.exposeString('companyName'),
    phone: t.exposeString('phone'),
    email: t.string({ resolve: (address) => address.email ?? '' }),
    ccEmail: t.string({ resolve: (address) => address.ccEmail ?? '' }),
    costCenter: t.string({ resolve: (address) => address.costCenter ?? '' }),
    street: t.exposeString('street'),
    zipCode: t.exposeString('zipCode'),
    city: t.exposeString('city'),
    country: t.exposeString('country'),
  }),
});

const CustomFieldValue = builder
  .objectRef<{ fieldName: string; value: string }>('CustomFieldValue')
  .implement({
    authScopes: { session: true },
    fields: (t) => ({ fieldName: t.exposeString('fieldName'), value: t.exposeString('value') }),
  });

export const MeType = builder.objectRef<Account & { rights: readonly string[] }>('Me').implement({
  description: 'The signed-in user (registered or temporary).',
  authScopes: { session: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.string({ nullable: true, resolve: (user) => user.email }),
    username: t.string({ nullable: true, resolve: (user) => user.username }),
    language: t.exposeString('language'),
    isTemporary: t.exposeBoolean('isTemporary'),
    rights: t.stringList({
      description: 'Rights like admin.access (DESIGN §7).',
      resolve: (user) => [...user.rights],
    }),
    salutation: t.exposeString('salutation'),
    title: t.exposeString('title'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    country: t.exposeString('country'),
    phone: t.exposeString('phone'),
    fax: t.exposeString('fax'),
    mobile: t.exposeString('mobile'),
    street: t.exposeString('street'),
    companyName: t.exposeString('companyName'),
    division: t.exposeString('division'),
    zipCode: t.exposeString('zipCode'),
    city: t.exposeString('city'),
    customFields: t.field({
      type: [CustomFieldValue],
      resolve: (user) =>
        Object.entries(user.customFields).map(([fieldName, value]) => ({ fieldName, value })),
    }),
    billingAddress: t.field({ type: AddressType, nullable: true, resolve: (user) => user.billingAddress }),
    shippingAddress: t.field({ type: AddressType, nullable: true, resolve: (user) => user.shippingAddress }),
  }),
});

const withRights = (account: Account, rights: readonly string[]) => ({ ...account, rights });

builder.queryField('me', (t) =>
  t.field({
    type: MeType,
    authScopes: { session: true },
    resolve: async (_root, _args, ctx) =>
      withRights(await loadAccount(ctx.tx, ctx.user!.userId), ctx.user!.rights),
  }),
);

const ProfileInput = builder.inputType('ProfileInput', {
  fields: (t) => ({
    salutation: t.string({ required: false }),
    title: t.string({ required: false }),
    firstName: t.string({ required: false }),
    lastName: t.string({ required: false }),
    country: t.string({ required: false }),
    phone: t.string({ required: false }),
    fax: t.string({ required: false }),
    mobile: t.string({ required: false }),
    street: t.string({ required: false }),
    companyName: t.string({ required: false }),
    division: t.string({ required: false }),
    zipCode: t.string({ required: false }),
    city: t.string({ required: false }),
  }),
});

const CustomFieldValueInput = builder.inputType('CustomFieldValueInput', {
  fields: (t) => ({ fieldName: t.string({ required: true }), value: t.string({ required: true }) }),
});

builder.mutationField('updateProfile', (t) =>
  t.field({
    type: MeType,
    authScopes: { session: true },
    args: {
      profile: t.arg({ type: ProfileInput, required: true }),
      customFields: t.arg({ type: [CustomFieldValueInput], required: false }),
    },
    resolve: async (_root, args, ctx) =>
      withRights(
        await updateProfile(ctx.tx, ctx.user!.userId, args.profile as never, args.customFields ?? []),
        ctx.user!.rights,
      ),
  }),
);

export const AddressInput = builder.inputType('AddressInput', {
  fields: (t) => ({
    salutation: t.string({ required: false }),
    title: t.string({ required: false }),
    firstName: t.string({ required: false }),
    lastName: t.string({ required: false }),
    companyName: t.string({ required: false }),
    phone: t.string({ required: false }),
    email: t.string({ required: false }),
    ccEmail: t.string({ required: false }),
    costCenter: t.string({ required: false }),
    street: t.string({ required: false }),
    zipCode: t.string({ required: false }),
    city: t.string({ required: false }),
    country: t.string({ required: false }),
  }),
});

builder.mutationField('updateAddress', (t) =>
  t.field({
    type: MeType,
    authScopes: { session: true },
    args: {
      kind: t.arg({ type: AddressKindEnum, required: true }),
      address: t.arg({ type: AddressInput, required: true }),
    },
    resolve: async (_root, args, ctx) =>
      withRights(
        await updateAddress(ctx.tx, ctx.user!.userId, args.kind, args.address as Record<string, unknown>),
        ctx.user!.rights,
      ),
  }),
);

// userGenericFields (spec §7): no arguments; the fields and their label translations.

type LabelText = { languageCode: string; translation: string };

const UserFieldTranslation = builder
  .objectRef<LabelText & { fieldName: string; baseTranslation: string }>('UserFieldTranslation')
  .implement({
    authScopes: { public: true },
    fields: (t) => ({
      languageCode: t.exposeString('languageCode'),
      translation: t.exposeString('translation'),
      baseTranslation: t.exposeString('baseTranslation'),
      translationKey: t.string({ resolve: (text) => `userField.${text.fieldName}` }),
      group: t.string({ resolve: () => 'userFieldLabel' }),
      context: t.string({ resolve: () => 'userFieldLabel' }),
      tags: t.stringList({ resolve: () => [] }),
    }),
  });

export const UserGenericField = builder.objectRef<UserFieldRow>('UserGenericField').implement({
  authScopes: { public: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    fieldName: t.exposeString('fieldName'),
    group: t.exposeString('group'),
    type: t.exposeString('type'),
    required: t.exposeBoolean('required'),
    use: t.exposeBoolean('inUse'),
    config: t.field({ type: 'JSON', resolve: (field) => field.config }),
    defaultValue: t.exposeString('defaultValue'),
    tenantID: t.exposeID('tenantId'),
    order: t.exposeInt('sortOrder'),
    translations: t.field({
      type: [UserFieldTranslation],
      resolve: (field) =>
        field.config.labelTranslation.translations.map((text) => ({
          ...text,
          fieldName: field.fieldName,
          baseTranslation: field.config.labelTranslation.baseTranslation,
        })),
    }),
  }),
});

builder.queryField('userGenericFields', (t) =>
  t.field({
    type: [UserGenericField],
    // Labels are shown to anyone who fills a form; administrators also see fields not in use.
    authScopes: { public: true },
    resolve: async (_root, _args, ctx) => {
      const fields = await listUserFields(ctx.tx);
      return ctx.user?.rightSet.has('fields.manage') ? fields : fields.filter((field) => field.inUse);
    },
  }),
);
