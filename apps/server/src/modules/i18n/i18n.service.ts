import { builtInCatalogue, type CatalogueEntry } from '@print/core/i18n/catalogue/index';
import { localeFallbackChain } from '@print/core/i18n/locale';
import { inArray } from 'drizzle-orm';
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

/**
 * The built-in catalogue overlaid with the tenant's own entries (tenant texts win per language).
 * `languageCodes` narrows the texts returned; by default every language of the tenant plus the catalogue's.
 */
export async function translationsByTenant(
  tx: Tx,
  tenant: Tenant,
  input: { languageCodes?: readonly string[] | null } = {},
): Promise<TranslationEntryView[]> {
  const wanted = new Set(
    input.languageCodes?.length
      ? input.languageCodes
      : [...tenant.languages.map((l) => l.code), 'de-DE', 'en-GB'],
  );
  const byKey = new Map<string, TranslationEntryView>();

  for (const [key, entry] of Object.entries(builtInCatalogue)) {
    const translations = [...wanted].flatMap((languageCode) => {
      const translation = catalogueText(entry, languageCode);
      return translation ? [{ languageCode, translation }] : [];
    });
    byKey.set(key, {
      translationKey: key,
      baseTranslation: catalogueText(entry, tenant.defaultLanguage) ?? entry['de-DE'],
      languageCode: tenant.defaultLanguage,
      group: entry.group,
      context: entry.context ?? null,
      tags: [],
      locked: false,
      translations,
    });
  }

  const rows = await tx.select().from(translationEntries);
  const texts = rows.length
    ? await tx
        .select()
        .from(translationTexts)
        .where(
          inArray(
            translationTexts.entryId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  for (const row of rows) {
    const own = texts.filter((t) => t.entryId === row.id && wanted.has(t.languageCode));
    const existing = byKey.get(row.translationKey);
    const merged = new Map((existing?.translations ?? []).map((t) => [t.languageCode, t.translation]));
    for (const t of own) merged.set(t.languageCode, t.translation);
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

/** Key → text for one UI language, resolved along the fallback chain of spec §4 (for server rendering). */
export async function textsForLanguage(
  tx: Tx,
  tenant: Tenant,
  language: string,
): Promise<Record<string, string>> {
  const chain = localeFallbackChain(language, tenant.defaultLanguage);
  const entries = await translationsByTenant(tx, tenant, { languageCodes: chain });
  const result: Record<string, string> = {};
  for (const entry of entries) {
    for (const code of chain) {
      const text = entry.translations.find((t) => t.languageCode === code)?.translation;
      if (text) {
        result[entry.translationKey] = text;
        break;
      }
    }
  }
  return result;
}
