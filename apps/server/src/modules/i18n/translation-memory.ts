import { sourceHash } from '@print/core/i18n/translation-rules';
import { SIMILAR_ENOUGH, textSimilarity } from '@print/core/i18n/text-similarity';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { translationMemory } from './translation-states.tables.ts';

// The translation memory: every reviewed translation by the hash of its source text, per language
// pair (the newest wins). Suggestions are the exact match first, then similar sources scored in
// process (RLS makes trigram indexes useless, migration 0015): candidates of a similar length.

export type MemoryHit = { sourceText: string; targetText: string; score: number; address: string | null };

const MAX_HITS = 3;
/** Similar sources are scored among the newest entries of a similar length only (work per keystroke). */
const MAX_CANDIDATES = 1_000;
/** Longer texts are found again only exactly: scoring them costs more than it helps. */
const MAX_SIMILAR_LENGTH = 1_000;

export async function rememberTranslation(
  ctx: Pick<ServiceContext, 'tx'>,
  address: string | null,
  sourceLanguage: string,
  targetLanguage: string,
  sourceText: string,
  targetText: string,
) {
  const values = {
    sourceLanguage,
    targetLanguage,
    sourceHash: sourceHash(sourceText),
    sourceText,
    targetText,
    address,
  };
  await ctx.tx
    .insert(translationMemory)
    .values(values)
    .onConflictDoUpdate({
      target: [
        translationMemory.tenantId,
        translationMemory.sourceLanguage,
        translationMemory.targetLanguage,
        translationMemory.sourceHash,
      ],
      set: { targetText, address, updatedAt: sql`now()` },
    });
}

/** The best memory hits for a source text (exact first, then at least SIMILAR_ENOUGH), at most 3. */
export async function translationSuggestions(
  tx: Tx,
  text: string,
  sourceLanguage: string,
  targetLanguage: string,
): Promise<MemoryHit[]> {
  if (!text.trim()) return [];
  const pair = and(
    eq(translationMemory.sourceLanguage, sourceLanguage),
    eq(translationMemory.targetLanguage, targetLanguage),
  );
  const [exact] = await tx
    .select()
    .from(translationMemory)
    .where(and(pair, eq(translationMemory.sourceHash, sourceHash(text))));
  const hits: MemoryHit[] = exact
    ? [{ sourceText: exact.sourceText, targetText: exact.targetText, score: 1, address: exact.address }]
    : [];
  if (text.length > MAX_SIMILAR_LENGTH) return hits;
  const candidates = await tx
    .select()
    .from(translationMemory)
    .where(
      and(
        pair,
        sql`length(${translationMemory.sourceText}) between ${Math.floor(text.length * 0.6)} and ${Math.ceil(text.length * 1.4)}`,
      ),
    )
    .orderBy(desc(translationMemory.updatedAt))
    .limit(MAX_CANDIDATES);
  const similar = candidates
    .filter((row) => row.id !== exact?.id)
    .map((row) => ({ row, score: textSimilarity(text, row.sourceText) }))
    .filter(({ score }) => score >= SIMILAR_ENOUGH)
    .sort((a, b) => b.score - a.score);
  for (const { row, score } of similar) {
    if (hits.length >= MAX_HITS) break;
    hits.push({ sourceText: row.sourceText, targetText: row.targetText, score, address: row.address });
  }
  return hits;
}

/**
 * The remembered translations of these exact source texts (by their hash), in one read: what a machine
 * run takes before asking the provider. Source text → target text.
 */
export async function exactTranslations(
  tx: Tx,
  texts: readonly string[],
  sourceLanguage: string,
  targetLanguage: string,
): Promise<Map<string, string>> {
  const byHash = new Map(texts.filter((text) => text.trim()).map((text) => [sourceHash(text), text]));
  const found = new Map<string, string>();
  if (!byHash.size) return found;
  const rows = await tx
    .select({ sourceHash: translationMemory.sourceHash, targetText: translationMemory.targetText })
    .from(translationMemory)
    .where(
      and(
        eq(translationMemory.sourceLanguage, sourceLanguage),
        eq(translationMemory.targetLanguage, targetLanguage),
        inArray(translationMemory.sourceHash, [...byHash.keys()]),
      ),
    );
  for (const row of rows) found.set(byHash.get(row.sourceHash)!, row.targetText);
  return found;
}
