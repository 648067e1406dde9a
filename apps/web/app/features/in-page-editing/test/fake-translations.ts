import { builtInCatalogue } from '@print/core/i18n/catalogue/index';
import {
  data,
  userInputError,
  type GraphqlCall,
  type GraphqlReply,
} from '../../../testing/browser-driver.ts';

// The translations operations the editor calls, answered like the server (modules/i18n): details per
// address with the served-by language, memory hits, saves with the revision guard, and a machine
// translation that is not configured.

type Stored = { revision: number; texts: Record<string, string> };

export const LANGUAGES = ['en-GB', 'de-DE'] as const;
/** The memory's hit for a German text. */
export const MEMORY_HIT = 'Warenkorb (Gedächtnis)';

export function fakeTranslations() {
  const stored = new Map<string, Stored>();
  const textOf = (address: string): Stored => {
    let text = stored.get(address);
    if (!text) {
      // The English text of the catalogue; no German one yet.
      text = { revision: 0, texts: { 'en-GB': builtInCatalogue[address.slice(2)]?.['en-GB'] ?? '' } };
      stored.set(address, text);
    }
    return text;
  };
  const detail = (address: string) => {
    const { revision, texts } = textOf(address);
    return {
      address,
      revision,
      languages: LANGUAGES.map((languageCode) => {
        const text = texts[languageCode] ?? '';
        return {
          languageCode,
          text,
          state: text ? 'reviewed' : 'untranslated',
          outdated: false,
          locked: false,
          servedBy: text ? languageCode : 'en-GB',
          suggestion: null,
          suggestedBy: null,
        };
      }),
    };
  };
  const handler = (call: GraphqlCall): GraphqlReply => {
    const vars = call.variables;
    switch (call.operationName) {
      case 'InPageTextDetails':
        return data({ translationDetails: (vars.addresses as string[]).map(detail) });
      case 'InPageTextSuggestions':
        return data({
          translationSuggestions:
            vars.targetLanguage === 'de-DE' && vars.address === 't:shell.cart'
              ? [{ score: 1, sourceText: 'Cart', targetText: MEMORY_HIT }]
              : [],
        });
      case 'InPageSaveTranslations': {
        const text = textOf(vars.address as string);
        if (text.revision !== vars.revision) return userInputError('admin.translationChangedMeanwhile');
        for (const { languageCode, text: value } of vars.texts as { languageCode: string; text: string }[])
          text.texts[languageCode] = value;
        text.revision++;
        return data({ saveTranslations: { address: vars.address, revision: text.revision } });
      }
      case 'InPageMachineTranslate':
        return userInputError('admin.translationNotConfigured');
      default:
        return data({});
    }
  };
  return {
    handler,
    /** Another editor's save meanwhile: the revision moves on. */
    changeElsewhere: (address: string) => void textOf(address).revision++,
  };
}
