import { getFontDefinition, type FontFamily } from './fonts.ts';

// What the theme editor's font browser shows of each registry family (issue 26): its category, what a
// shopper downloads for it, and the scripts it has glyphs for, so a shop writing Russian or Greek can
// tell which families cover its languages. Measured once from the @fontsource packages (files/ and
// metadata.json); apps/server's font-catalogue-files.test.ts checks the numbers against the files.

export const FONT_CATEGORIES = ['serif', 'sans', 'mono', 'display'] as const;
export type FontCategory = (typeof FONT_CATEGORIES)[number];

/** The subsets fontsource publishes a family in (its metadata.json `subsets`). */
export type FontScript =
  | 'latin'
  | 'latin-ext'
  | 'cyrillic'
  | 'cyrillic-ext'
  | 'greek'
  | 'greek-ext'
  | 'vietnamese'
  | 'hebrew'
  | 'devanagari'
  | 'math'
  | 'symbols';

export type FontCatalogueEntry = {
  family: FontFamily;
  category: FontCategory;
  /** Bytes of the latin woff2 files of weights 400 and 700: what a German or English page loads. */
  downloadBytes: number;
  scripts: readonly FontScript[];
};

const LATIN: readonly FontScript[] = ['latin', 'latin-ext'];
const EUROPE: readonly FontScript[] = ['cyrillic', 'cyrillic-ext', 'latin', 'latin-ext', 'vietnamese'];
const WITH_GREEK: readonly FontScript[] = [
  'cyrillic',
  'cyrillic-ext',
  'greek',
  'greek-ext',
  'latin',
  'latin-ext',
  'vietnamese',
];
const WITH_BASIC_GREEK: readonly FontScript[] = [
  'cyrillic',
  'cyrillic-ext',
  'greek',
  'latin',
  'latin-ext',
  'vietnamese',
];

const entry = (
  family: FontFamily,
  category: FontCategory,
  downloadBytes: number,
  scripts: readonly FontScript[],
): FontCatalogueEntry => Object.freeze({ family, category, downloadBytes, scripts: Object.freeze(scripts) });

/**
 * The font browser's data for the 20 registry families, in registry order. Oswald (condensed) and
 * Playfair Display (high-contrast titling) are listed as display faces, the rest as they are designed.
 */
export const FONT_CATALOGUE: readonly FontCatalogueEntry[] = Object.freeze([
  entry('Inter', 'sans', 48_020, WITH_GREEK),
  entry('Roboto', 'sans', 44_124, [...WITH_GREEK, 'math', 'symbols']),
  entry('Poppins', 'sans', 15_700, ['devanagari', ...LATIN]),
  entry('Montserrat', 'sans', 37_604, EUROPE),
  entry('Playfair Display', 'display', 45_080, ['cyrillic', 'latin', 'latin-ext', 'vietnamese']),
  entry('Roboto Mono', 'mono', 25_376, WITH_BASIC_GREEK),
  entry('Open Sans', 'sans', 36_844, [...WITH_GREEK, 'hebrew', 'math', 'symbols']),
  entry('Lato', 'sans', 46_620, LATIN),
  entry('Raleway', 'sans', 45_104, EUROPE),
  entry('Nunito', 'sans', 32_544, EUROPE),
  entry('Merriweather', 'serif', 97_828, EUROPE),
  entry('Source Serif 4', 'serif', 41_804, WITH_BASIC_GREEK),
  entry('Work Sans', 'sans', 40_740, [...LATIN, 'vietnamese']),
  entry('Oswald', 'display', 24_920, EUROPE),
  entry('Lora', 'serif', 42_192, [...EUROPE, 'math', 'symbols']),
  entry('Fira Sans', 'sans', 48_884, WITH_GREEK),
  entry('DM Sans', 'sans', 28_548, LATIN),
  entry('IBM Plex Sans', 'sans', 45_420, WITH_BASIC_GREEK),
  entry('JetBrains Mono', 'mono', 43_076, WITH_BASIC_GREEK),
  entry('Libre Baskerville', 'serif', 40_544, LATIN),
]);

/** The catalogue entry of a registry family (any case); undefined for a name outside the registry. */
export function fontCatalogueEntry(family: string): FontCatalogueEntry | undefined {
  const definition = getFontDefinition(family);
  return definition && FONT_CATALOGUE.find((font) => font.family === definition.family);
}

// Languages by the script their everyday text needs beyond basic Latin (fontsource's subsets: latin
// holds Western Europe's letters, latin-ext those of Central and Eastern Europe and Turkish).
const LANGUAGE_SCRIPTS: Record<string, readonly FontScript[]> = {};
const needs = (scripts: readonly FontScript[], languages: string) => {
  for (const language of languages.split(' ')) LANGUAGE_SCRIPTS[language] = scripts;
};
needs(['latin'], 'af ca da de en es eu fi fr ga gl id is it ms nb nl nn no pt sv sw');
needs(LATIN, 'az bs cs cy et hr hu lt lv mt pl ro sk sl sq tr');
needs(['cyrillic'], 'be bg kk mk ru sr uk');
needs(['greek'], 'el');
needs(['vietnamese'], 'vi');
needs(['hebrew'], 'he');
needs(['devanagari'], 'hi mr ne');

const SCRIPT_SUBTAGS: Record<string, readonly FontScript[]> = {
  latn: LATIN,
  cyrl: ['cyrillic'],
  grek: ['greek'],
};

/**
 * The scripts a language needs, by its code or locale (`de`, `de-DE`, `sr-Latn`); undefined for a
 * language none of the registry's families is known to cover.
 */
export function scriptsForLanguage(code: string): readonly FontScript[] | undefined {
  const [language = '', second = ''] = code.trim().toLowerCase().split(/[-_]/);
  const own = (table: Record<string, readonly FontScript[]>, key: string) =>
    Object.hasOwn(table, key) ? table[key] : undefined;
  return own(SCRIPT_SUBTAGS, second) ?? own(LANGUAGE_SCRIPTS, language);
}

/** The language codes whose scripts `family` lacks (all of them for a family outside the registry). */
export function languagesNotCovered(family: string, languageCodes: readonly string[]): string[] {
  const scripts = new Set(fontCatalogueEntry(family)?.scripts ?? []);
  return languageCodes.filter((code) => {
    const wanted = scriptsForLanguage(code);
    return wanted === undefined || !wanted.every((script) => scripts.has(script));
  });
}

/** Whether `family` has glyphs for the text of every language given (`['de-DE', 'ru']`). */
export function fontCoversLanguages(family: string, languageCodes: readonly string[]): boolean {
  return languagesNotCovered(family, languageCodes).length === 0;
}
