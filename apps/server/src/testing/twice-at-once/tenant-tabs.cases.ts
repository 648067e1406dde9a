import { gql, next, type AtOnceCase, type Session } from './session.ts';

// The tenant's languages and its own navigation (modules/tenancy/localization, navigation; issue 27).
// Each run starts from the same languages (German default, English) so one call and ten at once are
// compared on the same change.

const LANGUAGES = 'query L { tenantLanguages { languageCode default } }';
const change = (name: string) =>
  `mutation C($code: String!) { ${name}(languageCode: $code) { languageCode } }`;

async function languages(session: Session) {
  return (await gql<{ tenantLanguages: { languageCode: string; default: boolean }[] }>(session, LANGUAGES))
    .tenantLanguages;
}

/** German the default again and `code` present or not. */
async function languagesWith(session: Session, code: string, present: boolean) {
  await gql(session, change('setDefaultTenantLanguage'), { code: 'de-DE' });
  const has = (await languages(session)).some((language) => language.languageCode === code);
  if (has !== present)
    await gql(session, change(present ? 'addTenantLanguage' : 'removeTenantLanguage'), { code });
}

let restore: Session | null = null;

const NAVIGATION = 'query N { tenantNavigation { revision } }';

export const tenantTabCases: Record<string, AtOnceCase> = {
  // The second finds the language added: nothing more changes, one activity entry.
  addTenantLanguage: {
    setup: async (session) => {
      await languagesWith(session, 'sv-SE', false);
      return { languageCode: 'sv-SE' };
    },
  },
  // The default moves once; the tenant's German default is back after the case (other cases need it).
  setDefaultTenantLanguage: {
    setup: async (session) => {
      restore = session;
      await languagesWith(session, 'sv-SE', true);
      return { languageCode: 'sv-SE' };
    },
    cleanup: async () => {
      if (restore) await gql(restore, change('setDefaultTenantLanguage'), { code: 'de-DE' });
    },
  },
  removeTenantLanguage: {
    setup: async (session) => {
      await languagesWith(session, 'da-DK', true);
      return { languageCode: 'da-DK' };
    },
  },
  // The second save names the revision the first moved on, but asks for what is stored: same answer.
  updateTenantNavigation: {
    setup: async (session) => {
      const { revision } = (await gql<{ tenantNavigation: { revision: number } }>(session, NAVIGATION))
        .tenantNavigation;
      const label = `Menü ${next()}`;
      return {
        entries: [
          {
            id: 'at-once',
            kind: 'url',
            target: '/catalog',
            label: [{ language: 'de-DE', text: label }],
            newTab: false,
          },
        ],
        revision,
      };
    },
  },
  // Every run replaces stored keys with new ones and changes the model: one write, one activity entry.
  updateAutoTranslationSettings: {
    setup: async (session) => {
      const input = (model: string) => ({
        provider: 'deepl',
        formality: 'prefer_less',
        aiBaseUrl: '',
        aiModel: model,
        deeplKey: `at-once-deepl-${next()}`,
        aiKey: `at-once-ai-${next()}`,
      });
      await gql(
        session,
        'mutation A($input: AutoTranslationSettingsInput!) { updateAutoTranslationSettings(input: $input) { provider } }',
        { input: input('stored') },
      );
      return { input: input(`model-${next()}`) };
    },
  },
};
