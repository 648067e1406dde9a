import { graphqlAs, type CookieJar } from '../auth-helpers.ts';
import type { TestApp } from '../test-app.ts';
import type { Case } from './fixture.ts';

// The tenant's languages (locale codes: refused unless supported) and its own navigation (entry ids,
// links and labels), modules/tenancy/localization and navigation (issue 27).

/** The navigation's revision now (a save names the revision it started from). */
const navigation = { revision: 0 };

async function refreshRevision({ t, admin }: { t: TestApp; admin: CookieJar }) {
  const { body } = await graphqlAs<{ tenantNavigation: { revision: number } }>(
    t,
    admin,
    'query N { tenantNavigation { revision } }',
  );
  navigation.revision = body.data!.tenantNavigation.revision;
}

export const tenantTabCases: Record<string, Case> = {
  addTenantLanguage: { base: () => ({ languageCode: 'sv-SE' }) },
  // German is the default already: a valid call changes nothing.
  setDefaultTenantLanguage: { base: () => ({ languageCode: 'de-DE' }) },
  // A language the shop does not have: a valid call changes nothing.
  removeTenantLanguage: { base: () => ({ languageCode: 'fi-FI' }) },
  updateTenantNavigation: {
    base: () => ({
      entries: [
        {
          id: 'fuzz-entry',
          kind: 'url',
          target: '/catalog',
          label: [{ language: 'de-DE', text: 'Katalog' }],
          newTab: false,
        },
      ],
      revision: navigation.revision,
    }),
    before: refreshRevision,
  },
  updatePrintDesignSettings: {
    base: () => ({
      input: { enabled: false, endpointUrl: 'https://design.example.com/api', apiKey: 'fuzz' },
    }),
  },
  updateSchedulingSettings: { base: () => ({ input: { enabled: false, eventId: '1001', apiKey: 'fuzz' } }) },
  // The key removed in the form ('') : 'not configured', no call leaves the server.
  testPrintDesignConnection: { base: () => ({ endpointUrl: 'https://design.example.com/api', apiKey: '' }) },
  testSchedulingConnection: { base: () => ({ eventId: '1001', apiKey: '' }) },
  updateAutoTranslationSettings: {
    base: () => ({
      input: {
        provider: 'deepl',
        formality: 'prefer_more',
        aiBaseUrl: 'https://ai.example.com/v1',
        aiModel: 'fuzz-model',
        deeplKey: 'fuzz-deepl-key',
        aiKey: 'fuzz-ai-key',
      },
    }),
  },
};
