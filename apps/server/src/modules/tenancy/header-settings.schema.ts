import {
  checkHeaderSettings,
  HEADER_TYPES,
  readHeaderSettings,
  USER_CONTEXT_MENU_MODES,
} from '@print/core/theme/header-settings-rules';
import {
  type HeaderCta,
  type HeaderSettings,
  type HeaderTopCta,
  type MobileLayoutScheme,
} from '@print/core/theme/header-settings';
import { builder } from '../../platform/graphql/builder.ts';
import { invalidInput } from '../../platform/errors.ts';
import {
  LanguageText,
  LanguageTextInput,
  languageTextEntries,
  textsOfTenantLanguages,
} from '../../platform/graphql/language-text.ts';
import { saveTenantSettingsSection } from './tenant-settings-save.ts';

// The tenant's header settings (spec §3 "Theme header settings") for admins with tenant.settings.
// The public header receives them through the shell data; this is the way to change them.

const scopes = { right: 'tenant.settings' } as const;

const HeaderTypeEnum = builder.enumType('HeaderType', { values: HEADER_TYPES });
const UserContextMenuModeEnum = builder.enumType('UserContextMenuMode', { values: USER_CONTEXT_MENU_MODES });

const HeaderCtaType = builder.objectRef<HeaderCta>('HeaderCta').implement({
  authScopes: scopes,
  fields: (t) => ({
    link: t.exposeString('link'),
    label: t.field({ type: [LanguageText], resolve: (cta) => languageTextEntries(cta.label) }),
    colour: t.exposeString('colour', {
      description: 'A button colour of spec §9, e.g. primary or primary-light.',
    }),
  }),
});

const HeaderTopCtaType = builder.objectRef<HeaderTopCta>('HeaderTopCta').implement({
  authScopes: scopes,
  fields: (t) => ({
    link: t.exposeString('link'),
    suffix: t.field({ type: [LanguageText], resolve: (top) => languageTextEntries(top.suffix) }),
  }),
});

const HeaderSettingsType = builder.objectRef<HeaderSettings>('HeaderSettings').implement({
  authScopes: scopes,
  fields: (t) => ({
    type: t.field({ type: HeaderTypeEnum, resolve: (s) => s.type }),
    showLogo: t.exposeBoolean('showLogo'),
    notifications: t.exposeBoolean('notifications'),
    favourites: t.exposeBoolean('favourites'),
    cart: t.exposeBoolean('cart'),
    search: t.exposeBoolean('search'),
    topCta: t.field({ type: HeaderTopCtaType, nullable: true, resolve: (s) => s.topCta }),
    cta: t.field({ type: HeaderCtaType, nullable: true, resolve: (s) => s.cta }),
    userContextMenu: t.field({ type: UserContextMenuModeEnum, resolve: (s) => s.userContextMenu }),
    mobileLayoutScheme: t.exposeString('mobileLayoutScheme', {
      description:
        'square or wide, then -cart, -search, -cta as chosen (spec §9); applies from 768 to 1152 px.',
    }),
  }),
});

builder.queryField('headerSettings', (t) =>
  t.field({
    type: HeaderSettingsType,
    authScopes: scopes,
    resolve: (_root, _args, ctx) => readHeaderSettings(ctx.tenant.settings),
  }),
);

const HeaderCtaInput = builder.inputType('HeaderCtaInput', {
  fields: (t) => ({
    link: t.string({ required: true }),
    label: t.field({ type: [LanguageTextInput], required: true }),
    colour: t.string({ required: true }),
  }),
});

const HeaderTopCtaInput = builder.inputType('HeaderTopCtaInput', {
  fields: (t) => ({
    link: t.string({ required: true }),
    suffix: t.field({ type: [LanguageTextInput], required: true }),
  }),
});

const HeaderSettingsInput = builder.inputType('HeaderSettingsInput', {
  fields: (t) => ({
    type: t.field({ type: HeaderTypeEnum, required: true }),
    showLogo: t.boolean({ required: true }),
    notifications: t.boolean({ required: true }),
    favourites: t.boolean({ required: true }),
    cart: t.boolean({ required: true }),
    search: t.boolean({ required: true }),
    topCta: t.field({ type: HeaderTopCtaInput, required: false, description: 'Null: no top line.' }),
    cta: t.field({ type: HeaderCtaInput, required: false, description: 'Null: no CTA button.' }),
    userContextMenu: t.field({ type: UserContextMenuModeEnum, required: true }),
    mobileLayoutScheme: t.string({ required: true }),
  }),
});

builder.mutationField('updateHeaderSettings', (t) =>
  t.field({
    type: HeaderSettingsType,
    authScopes: scopes,
    args: { input: t.arg({ type: HeaderSettingsInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const languages = ctx.tenant.languages;
      const settings: HeaderSettings = {
        type: input.type,
        showLogo: input.showLogo,
        notifications: input.notifications,
        favourites: input.favourites,
        cart: input.cart,
        search: input.search,
        topCta: input.topCta
          ? { link: input.topCta.link.trim(), suffix: textsOfTenantLanguages(input.topCta.suffix, languages) }
          : null,
        cta: input.cta
          ? {
              link: input.cta.link.trim(),
              label: textsOfTenantLanguages(input.cta.label, languages),
              colour: input.cta.colour as HeaderCta['colour'],
            }
          : null,
        userContextMenu: input.userContextMenu,
        mobileLayoutScheme: input.mobileLayoutScheme as MobileLayoutScheme,
      };
      const errors = checkHeaderSettings(settings, ctx.tenant.defaultLanguage);
      const [first] = Object.values(errors);
      if (first) throw invalidInput(first.key, errors, first.params);
      await saveTenantSettingsSection(ctx, ctx.services.tenantChanges, 'header', settings);
      return settings;
    },
  }),
);
