import { admin } from './admin.ts';
import { auth } from './auth.ts';
import { checkout } from './checkout.ts';
import { cms } from './cms.ts';
import { common } from './common.ts';
import { marketing } from './marketing.ts';
import { orders } from './orders.ts';
import { punchout } from './punchout.ts';
import { pricing } from './pricing.ts';
import { profile } from './profile.ts';
import { shell } from './shell.ts';
import { shop } from './shop.ts';
import type { CatalogueGroup, CatalogueText } from './types.ts';
import { validation } from './validation.ts';

export type { CatalogueGroup, CatalogueText } from './types.ts';

export type CatalogueEntry = CatalogueText & { group: string };

/** The locales the built-in catalogue can hold texts for. */
export const catalogueLocales = ['de-DE', 'en-GB', 'en-US'] as const;
export type CatalogueLocale = (typeof catalogueLocales)[number];

export function isCatalogueLocale(languageCode: string): languageCode is CatalogueLocale {
  return (catalogueLocales as readonly string[]).includes(languageCode);
}

export const catalogueGroups: CatalogueGroup[] = [
  common,
  validation,
  auth,
  shell,
  profile,
  shop,
  checkout,
  orders,
  punchout,
  admin,
  cms,
  marketing,
  pricing,
];

function flatten(groups: readonly CatalogueGroup[]): Record<string, CatalogueEntry> {
  const flat: Record<string, CatalogueEntry> = {};
  for (const { group, entries } of groups) {
    for (const [key, text] of Object.entries(entries)) {
      flat[key] = { ...text, group };
    }
  }
  return flat;
}

/** Every built-in text keyed by translation key, each carrying the group it belongs to. */
export const builtInCatalogue: Record<string, CatalogueEntry> = flatten(catalogueGroups);

/**
 * The built-in texts for one language as a flat key → text map.
 * en-US falls back to en-GB for keys without an en-US text; any other language only gets
 * the keys that have a text in exactly that language (none, for languages the catalogue does not hold).
 */
export function catalogueForLanguage(languageCode: string): Record<string, string> {
  const texts: Record<string, string> = {};
  if (!isCatalogueLocale(languageCode)) return texts;
  for (const [key, entry] of Object.entries(builtInCatalogue)) {
    const text = languageCode === 'en-US' ? (entry['en-US'] ?? entry['en-GB']) : entry[languageCode];
    if (text !== undefined) texts[key] = text;
  }
  return texts;
}
