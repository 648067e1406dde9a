import type { Case } from './fixture.ts';

// The translations engine (modules/i18n, issue 27): addresses, languages, searches and texts. Texts
// may hold their placeholders' braces (decision 0086) but nothing that cannot be stored.

const TARGETS = { targets: [{ address: 't:admin.navUsers', languageCode: 'en-GB' }] };

export const translationCases: Record<string, Case> = {
  translationTable: {
    base: () => ({ input: { search: 'orders', group: 'admin', type: 'static', missingIn: 'en-GB' } }),
  },
  translationDetails: { base: () => ({ addresses: ['t:admin.navOrders'] }) },
  translationSuggestions: {
    base: () => ({
      address: 't:admin.navOrders',
      text: 'Bestellungen',
      sourceLanguage: 'de-DE',
      targetLanguage: 'en-GB',
    }),
  },
  saveTranslations: {
    // The revision moves with every save: a stale one is refused after the rules ran on the texts.
    base: () => ({
      address: 't:admin.navOrders',
      texts: [{ languageCode: 'en-GB', text: 'Orders' }],
      revision: 0,
      seenOn: '/admin/orders',
    }),
  },
  revertTranslation: { base: () => ({ address: 't:admin.navOrders', languageCode: 'en-GB' }) },
  setTranslationLock: {
    base: () => ({ address: 't:admin.navOrders', languageCode: 'en-GB', locked: false }),
  },
  acceptTranslationSuggestions: { base: () => TARGETS },
  rejectTranslationSuggestions: { base: () => TARGETS },
  machineTranslate: {
    base: () => ({
      input: {
        requestKey: '00000000-0000-4000-8000-000000000027',
        addresses: ['t:admin.navOrders'],
        missingIn: 'en-GB',
        targetLanguages: ['en-GB'],
        provider: 'ai',
      },
    }),
  },
  translationJob: { base: () => ({ id: '00000000-0000-4000-8000-000000000027' }) },
  saveGlossary: {
    base: () => ({
      sourceLanguage: 'de-DE',
      targetLanguage: 'en-GB',
      entries: [{ sourceTerm: 'Warenkorb', targetTerm: 'basket' }],
    }),
  },
  translationGlossary: { base: () => ({ sourceLanguage: 'de-DE', targetLanguage: 'en-GB' }) },
  importTranslations: {
    base: () => ({
      format: 'json',
      content: JSON.stringify({
        srcLang: 'de-DE',
        trgLang: 'en-GB',
        units: [{ id: 't:admin.navOrders', source: 'Bestellungen', target: 'Orders', state: 'translated' }],
      }),
    }),
  },
  cancelBackgroundJob: { base: () => ({ ref: 'mail.deliver:00000000-0000-4000-8000-000000000000' }) },
};
