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
  // The integration tabs (decision 0093): the section and the key change once; the second save finds
  // both stored and records nothing more.
  // A key is stored first, so every run replaces one (one call and ten at once compared alike).
  updatePrintDesignSettings: {
    setup: async (session) => {
      await gql(
        session,
        'mutation K($input: PrintDesignSettingsInput!) { updatePrintDesignSettings(input: $input) { enabled } }',
        { input: { enabled: false, endpointUrl: '', apiKey: `pd-stored-${next()}` } },
      );
      return {
        input: {
          enabled: true,
          endpointUrl: `https://design.example.com/api/${next()}`,
          apiKey: `pd-at-once-${next()}`,
        },
      };
    },
  },
  updateSchedulingSettings: {
    setup: async (session) => {
      await gql(
        session,
        'mutation K($input: SchedulingSettingsInput!) { updateSchedulingSettings(input: $input) { enabled } }',
        { input: { enabled: false, eventId: '', apiKey: `cal_test_stored_${next()}` } },
      );
      return { input: { enabled: true, eventId: String(next()), apiKey: `cal_test_at_once_${next()}` } };
    },
  },
  // Test connection calls the service and stores nothing (no key: 'notConfigured' without a call).
  testPrintDesignConnection: {
    setup: async () => ({ endpointUrl: `https://design.example.com/${next()}`, apiKey: '' }),
    writesNothing: 'a connection test only asks the service',
  },
  testSchedulingConnection: {
    setup: async () => ({ eventId: String(next()), apiKey: '' }),
    writesNothing: 'a connection test only asks the service',
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
