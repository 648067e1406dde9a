import type { Tx } from '../../platform/db/client.ts';
import { translationEntries, translationTexts } from './i18n.tables.ts';

/** A tenant's own text for a key, in each of its languages (adds to or overrides the built-in catalogue). */
export type TenantTranslation = { key: string; group: string; texts: Record<string, string> };

/** Adds the tenant's own translation entries, each with its texts; `baseLanguage` is the entry's base. */
export async function addTenantTranslations(
  tx: Tx,
  baseLanguage: string,
  entries: readonly TenantTranslation[],
) {
  for (const entry of entries) {
    const [row] = await tx
      .insert(translationEntries)
      .values({
        translationKey: entry.key,
        group: entry.group,
        languageCode: baseLanguage,
        baseTranslation: entry.texts[baseLanguage] ?? '',
      })
      .returning({ id: translationEntries.id });
    await tx.insert(translationTexts).values(
      Object.entries(entry.texts).map(([languageCode, translation]) => ({
        entryId: row!.id,
        languageCode,
        translation,
      })),
    );
  }
}
