import { NAV_ENTRY_KINDS, type NavEntry } from '@print/core/tenancy/navigation';
import { builder } from '../../../platform/graphql/builder.ts';
import {
  LanguageText,
  LanguageTextInput,
  languageTextEntries,
  textsOfTenantLanguages,
} from '../../../platform/graphql/language-text.ts';
import { readTenantNavigation, updateTenantNavigation, type TenantNavigation } from './tenant-navigation.ts';

// The shop's own main navigation for holders of tenant.settings. The platform operator reaches another
// tenant's through the acting-tenant header (decision 0087); no tenantId argument.

const scopes = { right: 'tenant.settings' } as const;

const NavEntryKindEnum = builder.enumType('NavEntryKind', { values: NAV_ENTRY_KINDS });

const NavEntryType = builder.objectRef<NavEntry>('NavEntry').implement({
  authScopes: scopes,
  fields: (t) => ({
    id: t.exposeString('id'),
    kind: t.field({ type: NavEntryKindEnum, resolve: (entry) => entry.kind }),
    target: t.exposeString('target', {
      description: "The category's, product's or CMS page's id, or a url entry's link.",
    }),
    label: t.field({ type: [LanguageText], resolve: (entry) => languageTextEntries(entry.label) }),
    newTab: t.exposeBoolean('newTab'),
  }),
});

const TenantNavigationType = builder.objectRef<TenantNavigation>('TenantNavigation').implement({
  authScopes: scopes,
  fields: (t) => ({
    entries: t.field({ type: [NavEntryType], resolve: (navigation) => navigation.entries }),
    revision: t.exposeInt('revision', { description: 'Send it back with the next save.' }),
  }),
});

builder.queryField('tenantNavigation', (t) =>
  t.field({
    type: TenantNavigationType,
    authScopes: scopes,
    resolve: (_root, _args, ctx) => readTenantNavigation(ctx),
  }),
);

const NavEntryInput = builder.inputType('NavEntryInput', {
  fields: (t) => ({
    id: t.string({ required: true }),
    kind: t.field({ type: NavEntryKindEnum, required: true }),
    target: t.string({ required: true }),
    label: t.field({ type: [LanguageTextInput], required: true }),
    newTab: t.boolean({ required: true }),
  }),
});

builder.mutationField('updateTenantNavigation', (t) =>
  t.field({
    type: TenantNavigationType,
    authScopes: scopes,
    description: 'Replaces the entries; refused when `revision` is not the stored one (changed meanwhile).',
    args: {
      entries: t.arg({ type: [NavEntryInput], required: true }),
      revision: t.arg.int({ required: true }),
    },
    resolve: (_root, { entries, revision }, ctx) =>
      updateTenantNavigation(
        ctx,
        ctx.services.tenantChanges,
        entries.map((entry) => ({
          ...entry,
          label: textsOfTenantLanguages(entry.label, ctx.tenant.languages),
        })),
        revision,
      ),
  }),
);
