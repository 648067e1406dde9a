import { textAreaOf, type BrowserTextArea } from '@print/core/i18n/catalogue/areas';
import { builtInCatalogue, type CatalogueEntry } from '@print/core/i18n/catalogue/index';
import { localeFallbackChain } from '@print/core/i18n/locale';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import type { Tenant } from '../tenancy/tenancy.service.ts';
import { translationEntries, translationTexts } from './i18n.tables.ts';

/** A translation entry as spec §7 returns it from translationsByTenant. */
export type TranslationEntryView = {
  translationKey: string;
  baseTranslation: string;
  languageCode: string;
  group: string;
  context: string | null;
  tags: string[];
  locked: boolean;
  translations: { languageCode: string; translation: string }[];
};

const CATALOGUE_LANGUAGES = ['de-DE', 'en-GB', 'en-US'] as const;

function catalogueText(entry: CatalogueEntry, languageCode: string): string | undefined {
  return (CATALOGUE_LANGUAGES as readonly string[]).includes(languageCode)
    ? entry[languageCode as (typeof CATALOGUE_LANGUAGES)[number]]
    : undefined;
}

/** A built-in key's texts by language (empty for a key the catalogue lacks). */
export function catalogueTextsOf(key: string): Record<string, string> {
  const entry = builtInCatalogue[key];
  if (!entry) return {};
  const texts: Record<string, string> = {};
  for (const code of CATALOGUE_LANGUAGES) {
    const text = catalogueText(entry, code);
    if (text) texts[code] = text;
  }
  return texts;
}

/**
 * The built-in catalogue as entries, per (tenant default language, wanted languages). The catalogue is
 * fixed at build time, so each combination is computed once per process and shared (never mutated).
 */
const catalogueViews = new Map<string, readonly TranslationEntryView[]>();
const MAX_CATALOGUE_VIEWS = 64;
/** How many catalogue views this process keeps (a test proves the bound). */
export const catalogueViewsCached = () => catalogueViews.size;
function catalogueView(defaultLanguage: string, wanted: readonly string[]): readonly TranslationEntryView[] {
  const cacheKey = `${defaultLanguage}|${wanted.join(',')}`;
  const cached = catalogueViews.get(cacheKey);
  if (cached) return cached;
  // `wanted` may come from a caller's languageCodes: random lists must not grow the cache (each view holds
  // the whole catalogue).
  if (catalogueViews.size >= MAX_CATALOGUE_VIEWS) catalogueViews.clear();
  const baseChain = localeFallbackChain(defaultLanguage, defaultLanguage);
  const view = Object.entries(builtInCatalogue).map(([key, entry]): TranslationEntryView => {
    const baseLanguage = baseChain.find((code) => catalogueText(entry, code)) ?? 'de-DE';
    return {
      translationKey: key,
      baseTranslation: catalogueText(entry, baseLanguage) ?? entry['de-DE'],
      languageCode: baseLanguage,
      group: entry.group,
      context: entry.context ?? null,
      tags: [],
      locked: false,
      translations: wanted.flatMap((languageCode) => {
        const translation = catalogueText(entry, languageCode);
        return translation ? [{ languageCode, translation }] : [];
      }),
    };
  });
  catalogueViews.set(cacheKey, view);
  return view;
}

/**
 * The built-in catalogue overlaid with the tenant's own entries (tenant texts win per language).
 * `languageCodes` narrows the texts returned; by default every language of the tenant plus the catalogue's.
 * `areas` narrows the entries to those areas (by default all). Mail texts are never among them: they
 * are only ever rendered on the server.
 */
export async function translationsByTenant(
  tx: Tx,
  tenant: Tenant,
  input: { languageCodes?: readonly string[] | null; areas?: readonly BrowserTextArea[] | null } = {},
): Promise<TranslationEntryView[]> {
  const areas = input.areas?.length ? new Set<string>(input.areas) : null;
  const wantedArea = (key: string) => {
    const area = textAreaOf(key);
    return area !== 'mail' && (!areas || areas.has(area));
  };
  const entries = await allTranslations(tx, tenant, input.languageCodes);
  return entries.filter((entry) => wantedArea(entry.translationKey));
}

async function allTranslations(
  tx: Tx,
  tenant: Tenant,
  languageCodes: readonly string[] | null | undefined,
): Promise<TranslationEntryView[]> {
  const wanted = [
    ...new Set(
      languageCodes?.length ? languageCodes : [...tenant.languages.map((l) => l.code), 'de-DE', 'en-GB'],
    ),
  ].sort();
  const byKey = new Map(
    catalogueView(tenant.defaultLanguage, wanted).map((entry) => [entry.translationKey, entry]),
  );

  const rows = await tx.select().from(translationEntries).where(eq(translationEntries.tenantId, tenant.id));
  if (rows.length === 0) return [...byKey.values()];
  const textsByEntry = new Map<string, { languageCode: string; translation: string }[]>();
  const texts = await tx
    .select()
    .from(translationTexts)
    .where(and(eq(translationTexts.tenantId, tenant.id), inArray(translationTexts.languageCode, wanted)));
  for (const text of texts) {
    const list = textsByEntry.get(text.entryId) ?? [];
    list.push({ languageCode: text.languageCode, translation: text.translation });
    textsByEntry.set(text.entryId, list);
  }
  for (const row of rows) {
    const merged = new Map(
      (byKey.get(row.translationKey)?.translations ?? []).map((t) => [t.languageCode, t.translation]),
    );
    for (const own of textsByEntry.get(row.id) ?? []) merged.set(own.languageCode, own.translation);
    byKey.set(row.translationKey, {
      translationKey: row.translationKey,
      baseTranslation: row.baseTranslation,
      languageCode: row.languageCode,
      group: row.group,
      context: row.context,
      tags: row.tags,
      locked: row.locked,
      translations: [...merged].map(([languageCode, translation]) => ({ languageCode, translation })),
    });
  }
  return [...byKey.values()];
}

/** The catalogue's texts along one fallback chain; computed once per chain per process. */
const catalogueTextsByChain = new Map<string, Readonly<Record<string, string>>>();
function catalogueTexts(chain: readonly string[]): Readonly<Record<string, string>> {
  const cacheKey = chain.join(',');
  let texts = catalogueTextsByChain.get(cacheKey);
  if (!texts) {
    const built: Record<string, string> = {};
    for (const [key, entry] of Object.entries(builtInCatalogue)) {
      const code = chain.find((c) => catalogueText(entry, c));
      if (code) built[key] = catalogueText(entry, code)!;
    }
    texts = Object.freeze(built);
    catalogueTextsByChain.set(cacheKey, texts);
  }
  return texts;
}

/**
 * Key → text for one UI language, resolved along the fallback chain of spec §4 (for server rendering):
 * the cached catalogue texts, overlaid per key with the tenant's own entries.
 */
export async function textsForLanguage(
  tx: Tx,
  tenant: Tenant,
  language: string,
): Promise<Record<string, string>> {
  const chain = localeFallbackChain(language, tenant.defaultLanguage);
  const result: Record<string, string> = { ...catalogueTexts(chain) };
  const own = await tx
    .select({
      key: translationEntries.translationKey,
      languageCode: translationTexts.languageCode,
      translation: translationTexts.translation,
    })
    .from(translationTexts)
    .innerJoin(
      translationEntries,
      and(
        eq(translationEntries.tenantId, translationTexts.tenantId),
        eq(translationEntries.id, translationTexts.entryId),
      ),
    )
    .where(and(eq(translationTexts.tenantId, tenant.id), inArray(translationTexts.languageCode, chain)));
  // Per key, the tenant text in the earliest language of the chain wins over the catalogue's. A tenant
  // text in a later language does not replace a catalogue text in an earlier one.
  const rank = (code: string) => chain.indexOf(code);
  const best = new Map<string, { rank: number; text: string }>();
  for (const row of own) {
    if (!row.translation) continue;
    const current = best.get(row.key);
    if (!current || rank(row.languageCode) < current.rank)
      best.set(row.key, { rank: rank(row.languageCode), text: row.translation });
  }
  for (const [key, { rank: ownRank, text }] of best) {
    const catalogueEntry = builtInCatalogue[key];
    const catalogueRank = catalogueEntry ? chain.findIndex((c) => catalogueText(catalogueEntry, c)) : -1;
    if (catalogueRank === -1 || ownRank <= catalogueRank) result[key] = text;
  }
  return result;
}
