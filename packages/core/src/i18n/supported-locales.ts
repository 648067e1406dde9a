// Apart from locale.ts, which every page's first load carries: only the admin and the server need the list.

/**
 * The locales a tenant can offer (Localization screen), each with its notation: the name the language
 * gives itself, as a visitor picking it reads it. Every one has a language name in the catalogue
 * (`common.language<Code>`) and reaches texts through `localeFallbackChain`, so a new language never
 * shows a raw key before its texts are written.
 */
export const SUPPORTED_LOCALES: readonly { code: string; notation: string }[] = [
  { code: 'de-DE', notation: 'Deutsch (Deutschland)' },
  { code: 'de-AT', notation: 'Deutsch (Österreich)' },
  { code: 'de-CH', notation: 'Deutsch (Schweiz)' },
  { code: 'en-GB', notation: 'English (United Kingdom)' },
  { code: 'en-US', notation: 'English (United States)' },
  { code: 'fr-FR', notation: 'Français (France)' },
  { code: 'it-IT', notation: 'Italiano (Italia)' },
  { code: 'es-ES', notation: 'Español (España)' },
  { code: 'nl-NL', notation: 'Nederlands (Nederland)' },
  { code: 'pt-PT', notation: 'Português (Portugal)' },
  { code: 'pt-BR', notation: 'Português (Brasil)' },
  { code: 'pl-PL', notation: 'Polski (Polska)' },
  { code: 'cs-CZ', notation: 'Čeština (Česko)' },
  { code: 'da-DK', notation: 'Dansk (Danmark)' },
  { code: 'sv-SE', notation: 'Svenska (Sverige)' },
  { code: 'no-NO', notation: 'Norsk (Norge)' },
  { code: 'nb-NO', notation: 'Norsk bokmål (Norge)' },
  { code: 'fi-FI', notation: 'Suomi (Suomi)' },
];

/** Whether a tenant may offer this locale (exact, canonical spelling). */
export const isSupportedLocale = (code: string): boolean =>
  SUPPORTED_LOCALES.some((locale) => locale.code === code);
