import { localeFallbackChain } from '@print/core/i18n/locale';
import { createInstance } from 'i18next';
import type { i18n } from 'i18next';
import type { LanguageTexts } from './translation-texts.ts';

export const NAMESPACE = 'translation';

/**
 * A fresh i18next instance: one per request on the server, one per page load in the browser,
 * both built from the root loader's texts so the hydrated markup matches the server's.
 * Deliberately not registered with `initReactI18next`: that would make the instance react-i18next's
 * process-wide default, so on the server every request would leave its instance in a global. The
 * shell's I18nextProvider hands the instance to `useTranslation` instead.
 */
export function createI18n(language: string, tenantDefault: string, texts: Record<string, string>): i18n {
  const instance = createInstance();
  // i18next asks for the chain on every text it looks up: work it out once per language asked.
  const chains = new Map<string, string[]>();
  const fallbackChain = (code: string) => {
    let chain = chains.get(code);
    if (!chain) chains.set(code, (chain = localeFallbackChain(code, tenantDefault)));
    return chain;
  };
  void instance.init({
    lng: language,
    resources: { [language]: { [NAMESPACE]: texts } },
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    // Spec §4: exact → regional → tenant default → de-DE.
    fallbackLng: fallbackChain,
    // 'en' alone is never a catalogue language; do not look it up.
    load: 'currentOnly',
    // Keys are flat strings with dots (`common.confirm`), not nested paths.
    keySeparator: false,
    nsSeparator: false,
    // The catalogue writes placeholders as `{name}`; React escapes output itself.
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
    returnEmptyString: false,
    returnNull: false,
    // Resources are inline, so init can finish synchronously and the first render is translated.
    initAsync: false,
    react: { useSuspense: false, bindI18n: 'languageChanged', bindI18nStore: 'added' },
  });
  // useTranslation's `t` calls the instance's: every text picks its plural form from here.
  const translate = instance.t.bind(instance) as unknown as (...args: unknown[]) => string;
  instance.t = ((key: unknown, options: unknown, ...rest: unknown[]) =>
    translate(key, withNumericCount(options), ...rest)) as unknown as typeof instance.t;
  return instance;
}

/**
 * The i18next instance of one render root. In the browser a fresh one per page load: it changes
 * language and gains texts as the visitor goes on. On the server one per texts object and language,
 * shared by every request rendered with them: building one costs about a fifth of a millisecond of a
 * page made afresh, and a server render never changes it (texts are added and languages switched only
 * in effects and event handlers, which do not run there). `import.meta.env.SSR` is a constant of each
 * build, so the browser's bundle carries none of the server's part. A page rendered for in-page editing
 * (decision 0083) gets a fresh instance, as its ledger records what this render asked.
 */
export function i18nForRender(
  language: string,
  tenantDefault: string,
  texts: Record<string, string>,
  editing = false,
): i18n {
  // An editing page records its texts (edit-ledger.ts): an instance of its own, shared with nobody.
  if (!import.meta.env.SSR || editing) return createI18n(language, tenantDefault, texts);
  serverInstances ??= new WeakMap();
  let byLanguage = serverInstances.get(texts);
  if (!byLanguage) serverInstances.set(texts, (byLanguage = new Map()));
  const key = `${language}\n${tenantDefault}`;
  let instance = byLanguage.get(key);
  if (!instance) {
    instance = createI18n(language, tenantDefault, texts);
    rememberPlainLookups(instance);
    byLanguage.set(key, instance);
  }
  return instance;
}

/**
 * A server instance never changes (see above), so a text asked without options — most of the ~400
 * lookups of a product page — has one answer: look it up once. i18next's own lookup copies its whole
 * options object on every call (a tenth of a cache miss's render). Calls with options (counts,
 * placeholders) go to i18next as before.
 */
export function rememberPlainLookups(instance: i18n): void {
  const answers = new Map<string, string>();
  type FixedT = (...args: unknown[]) => string;
  const getFixedT = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => FixedT;
  instance.getFixedT = ((lng: unknown, ns: unknown, keyPrefix: unknown, fixedOpts: unknown) => {
    const fixed = getFixedT(lng, ns, keyPrefix, fixedOpts);
    if (typeof keyPrefix === 'function') return fixed;
    const scope = `${String(lng)}\u0000${String(ns)}\u0000${String(keyPrefix ?? '')}\u0000`;
    const remembering = (key: unknown, ...rest: unknown[]) => {
      if (typeof key !== 'string' || rest.length > 0) return fixed(key, ...rest);
      let answer = answers.get(scope + key);
      if (answer !== undefined) return answer;
      answer = fixed(key);
      // Bounded: the product's keys are a few thousand; a key made of request data is not kept forever.
      if (answers.size < MAX_REMEMBERED_LOOKUPS) answers.set(scope + key, answer);
      return answer;
    };
    return Object.assign(remembering, fixed);
  }) as unknown as typeof instance.getFixedT;
}

/** At most this many answers per server instance (the catalogue has ~2,500 keys). */
const MAX_REMEMBERED_LOOKUPS = 10_000;

/** Server instances per texts object (pageShell keeps one per shell and areas), then per language. */
let serverInstances: WeakMap<Record<string, string>, Map<string, i18n>> | undefined;

/**
 * i18next picks a plural form (`<key>_one`) only for a numeric `count`, but counts often arrive as
 * text: a server message's values are strings, and many callers format them. A whole number in
 * text is passed as the number, so "1 products" cannot happen whichever way the count came.
 */
export function withNumericCount(options: unknown): unknown {
  if (typeof options !== 'object' || options === null || !('count' in options)) return options;
  const { count } = options as { count: unknown };
  if (typeof count !== 'string' || !/^-?\d{1,15}$/.test(count)) return options;
  return { ...options, count: Number(count) };
}

/**
 * Adds texts the server sent for one language while React renders (the root loader's texts of the
 * next page): silently, because an 'added' event would make other components update mid-render. What
 * renders next reads them; what is on screen already has its texts.
 */
export function addTextsWhileRendering(
  instance: i18n,
  language: string,
  texts: Record<string, string>,
): void {
  instance.addResourceBundle(language, NAMESPACE, texts, true, true, { silent: true });
}

/** Whether the instance holds a text in `language` for every key the current language has. */
export function hasTextsOfCurrentPage(instance: i18n, language: string): boolean {
  const target = instance.getResourceBundle(language, NAMESPACE) as Record<string, string> | undefined;
  if (!target) return false;
  const current = instance.getResourceBundle(instance.language, NAMESPACE) as
    Record<string, string> | undefined;
  return Object.keys(current ?? {}).every((key) => key in target);
}

/** Adds texts of several languages; `overwrite` false keeps what is there (fresher server texts). */
export function addLanguageTexts(instance: i18n, texts: LanguageTexts, overwrite: boolean): void {
  for (const [language, bundle] of Object.entries(texts)) {
    instance.addResourceBundle(language, NAMESPACE, bundle, true, overwrite);
  }
}
