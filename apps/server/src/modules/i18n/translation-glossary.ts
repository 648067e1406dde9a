import { checkForbiddenCharacters, checkMaxLength } from '@print/core/validation/text-rules';
import { and, eq } from 'drizzle-orm';
import type { AppServices } from '../../platform/graphql/context.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { invalidInput } from '../../platform/errors.ts';
import { glossaryOf, shopGlossarySync } from './machine-translation-provider.ts';
import { assertLanguages } from './translation-save.ts';
import { lockAddress } from './translation-state-rows.ts';
import { translationGlossary } from './translation-states.tables.ts';

// The shop's glossary per language pair (DeepL keeps its terms): replaced as a whole, terms unique
// whatever their case (the later one wins). DeepL's copy is synced at once when DeepL is the shop's
// provider (after the terms are stored, outside the transaction), and again by each run using the pair.

export const MAX_GLOSSARY_TERMS = 1_000;
/** A term is a word or a short phrase (and a key of the pair's unique index). */
export const MAX_TERM_LENGTH = 200;

export async function saveGlossary(
  ctx: ServiceContext,
  sourceLanguage: string,
  targetLanguage: string,
  entries: readonly { sourceTerm: string; targetTerm: string }[],
): Promise<[string, string][]> {
  assertLanguages(ctx, [sourceLanguage, targetLanguage]);
  if (entries.length > MAX_GLOSSARY_TERMS)
    throw invalidInput('admin.translationTooManyAddresses', {}, { max: String(MAX_GLOSSARY_TERMS) });
  const terms = new Map<string, [string, string]>();
  for (const [index, entry] of entries.entries()) {
    const source = entry.sourceTerm.trim();
    const target = entry.targetTerm.trim();
    const problem =
      checkForbiddenCharacters(source) ??
      checkForbiddenCharacters(target) ??
      checkMaxLength(source, MAX_TERM_LENGTH) ??
      checkMaxLength(target, MAX_TERM_LENGTH);
    if (problem) throw invalidInput(problem.key, { [`entries.${index}`]: problem }, problem.params);
    if (source && target) terms.set(source.toLowerCase(), [source, target]);
  }
  await lockAddress(ctx.tx, `glossary:${sourceLanguage}:${targetLanguage}`);
  const byTerm = (a: [string, string], b: [string, string]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
  const wanted = [...terms.values()].sort(byTerm);
  const stored = (await glossaryOf(ctx.tx, sourceLanguage, targetLanguage)).sort(byTerm);
  if (JSON.stringify(stored) === JSON.stringify(wanted)) return wanted;
  await ctx.tx
    .delete(translationGlossary)
    .where(
      and(
        eq(translationGlossary.sourceLanguage, sourceLanguage),
        eq(translationGlossary.targetLanguage, targetLanguage),
      ),
    );
  if (wanted.length)
    await ctx.tx.insert(translationGlossary).values(
      wanted.map(([sourceTerm, targetTerm]) => ({
        sourceLanguage,
        targetLanguage,
        sourceTerm,
        targetTerm,
      })),
    );
  return wanted;
}

/** What became of DeepL's copy of the glossary: synced, not configured, or DeepL's refusal. */
export type GlossarySyncResult = { status: 'synced' | 'notConfigured' | 'failed'; message: string | null };

/**
 * Saves the pair's terms (in a transaction of their own, `inTenant`), then hands them to DeepL when it
 * is the shop's provider with a key, holding no transaction while DeepL answers. The terms stay saved
 * when DeepL refuses; the answer says why.
 */
export async function saveAndSyncGlossary(
  inTenant: <T>(work: (ctx: ServiceContext) => Promise<T>) => Promise<T>,
  services: AppServices,
  sourceLanguage: string,
  targetLanguage: string,
  entries: readonly { sourceTerm: string; targetTerm: string }[],
): Promise<{ terms: number; deepl: GlossarySyncResult }> {
  const { terms, sync } = await inTenant(async (ctx) => ({
    terms: await saveGlossary(ctx, sourceLanguage, targetLanguage, entries),
    sync: await shopGlossarySync(ctx.tx, ctx.tenant, services),
  }));
  if (!sync) return { terms: terms.length, deepl: { status: 'notConfigured', message: null } };
  try {
    await sync(sourceLanguage, targetLanguage, terms);
    return { terms: terms.length, deepl: { status: 'synced', message: null } };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { terms: terms.length, deepl: { status: 'failed', message } };
  }
}
