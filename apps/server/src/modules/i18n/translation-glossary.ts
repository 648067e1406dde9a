import { checkForbiddenCharacters, checkMaxLength } from '@print/core/validation/text-rules';
import { and, eq } from 'drizzle-orm';
import type { ServiceContext } from '../../platform/service-context.ts';
import { invalidInput } from '../../platform/errors.ts';
import { glossaryOf } from './machine-translation-provider.ts';
import { assertLanguages } from './translation-save.ts';
import { lockAddress } from './translation-state-rows.ts';
import { translationGlossary } from './translation-states.tables.ts';

// The shop's glossary per language pair (DeepL keeps its terms): replaced as a whole, terms unique
// whatever their case (the later one wins). DeepL's copy is synced when a run next uses the pair.

export const MAX_GLOSSARY_TERMS = 1_000;
/** A term is a word or a short phrase (and a key of the pair's unique index). */
export const MAX_TERM_LENGTH = 200;

export async function saveGlossary(
  ctx: ServiceContext,
  sourceLanguage: string,
  targetLanguage: string,
  entries: readonly { sourceTerm: string; targetTerm: string }[],
): Promise<number> {
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
  if (JSON.stringify(stored) === JSON.stringify(wanted)) return wanted.length;
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
  return wanted.length;
}
