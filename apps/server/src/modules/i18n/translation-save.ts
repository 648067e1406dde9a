import { sourceHash } from '@print/core/i18n/translation-rules';
import { and, eq } from 'drizzle-orm';
import type { ServiceContext } from '../../platform/service-context.ts';
import { conflict, invalidInput, notFound } from '../../platform/errors.ts';
import { translationEntries, translationTexts } from './i18n.tables.ts';
import { defaultText, resolveEditable, type ResolvedText } from './translation-addresses.ts';
import { rememberTranslation } from './translation-memory.ts';
import { bumpRevision, lockAddress, revisionOf, stateRowsOf, writeState } from './translation-state-rows.ts';
import { assertChange, writeTexts } from './translation-text-writes.ts';

// A person's save of one text in several languages (the translations admin, in-page editing): the
// rules, the revision guard, the text written where it lives, and per language the state 'reviewed'
// made from the current default text, remembered in the translation memory.

export type SaveResult = { address: string; revision: number };

const languagesOf = (ctx: ServiceContext) => new Set(ctx.tenant.languages.map((language) => language.code));

/** Refuses a language the shop does not have. */
export function assertLanguages(ctx: ServiceContext, languages: readonly string[]) {
  const known = languagesOf(ctx);
  const unknown = languages.find((language) => !known.has(language));
  if (unknown)
    throw invalidInput('admin.translationLanguageUnknown', {
      [`texts.${unknown}`]: { key: 'admin.translationLanguageUnknown' },
    });
}

/**
 * Saves the texts of `address` (language → text; '' removes a language) when the text is still at
 * `revision`. A save that finds the revision moved on but every text already as given (the same save
 * twice at once) answers the text as it is; another is refused as stale.
 */
export async function saveTranslations(
  ctx: ServiceContext,
  address: string,
  texts: readonly { languageCode: string; text: string }[],
  revision: number,
  seenOn: string | null = null,
): Promise<SaveResult> {
  assertLanguages(
    ctx,
    texts.map((t) => t.languageCode),
  );
  await lockAddress(ctx.tx, address);
  const text = await resolveEditable(ctx, address);
  const rows = (await stateRowsOf(ctx.tx, [address])).get(address);
  const current = revisionOf(rows);
  const change = Object.fromEntries(texts.map((t) => [t.languageCode, t.text]));
  const same = texts.every((t) => (text.texts[t.languageCode] ?? '') === t.text);
  if (current !== revision) {
    if (same) return { address, revision: current };
    throw conflict('admin.translationChangedMeanwhile');
  }
  for (const t of texts) {
    const locked = text.lockedForAll || rows?.get(t.languageCode)?.locked;
    if (locked && (text.texts[t.languageCode] ?? '') !== t.text)
      throw invalidInput('admin.translationLocked');
  }
  assertChange(text, ctx.tenant.defaultLanguage, change);
  if (same && !seenOn) return { address, revision: current };
  const after = await writeTexts(ctx, text, change);
  const base = defaultText({ texts: after, base: text.base }, ctx.tenant);
  const next = current + 1;
  for (const t of texts) {
    const isDefault = t.languageCode === ctx.tenant.defaultLanguage;
    await writeState(ctx.tx, address, t.languageCode, {
      state: 'reviewed',
      sourceHash: isDefault || !t.text.trim() ? null : sourceHash(base),
      suggestion: null,
      suggestedBy: null,
      revision: next,
      updatedBy: ctx.user?.userId ?? null,
      ...(seenOn ? { seenOn } : {}),
    });
    if (!isDefault && t.text.trim() && base.trim())
      await rememberTranslation(ctx, address, ctx.tenant.defaultLanguage, t.languageCode, base, t.text);
  }
  await bumpRevision(ctx.tx, address, next);
  return { address, revision: next };
}

/**
 * Back to the built-in text of a catalogue key in one language: the tenant's override is deleted. A
 * locked language is refused like a save; the revert is a change of the text, so the revision moves on
 * (a second revert finds nothing left to change and answers the text as it is).
 */
export async function revertTranslation(
  ctx: ServiceContext,
  address: string,
  languageCode: string,
): Promise<SaveResult> {
  assertLanguages(ctx, [languageCode]);
  await lockAddress(ctx.tx, address);
  const text: ResolvedText = await resolveEditable(ctx, address);
  if (text.kind !== 'key') throw notFound('admin.translationNotFound');
  const rows = (await stateRowsOf(ctx.tx, [address])).get(address);
  const row = rows?.get(languageCode);
  if (text.lockedForAll || row?.locked) throw invalidInput('admin.translationLocked');
  const current = revisionOf(rows);
  const [entry] = await ctx.tx
    .select({ id: translationEntries.id })
    .from(translationEntries)
    .where(eq(translationEntries.translationKey, text.key));
  const removed = entry
    ? await ctx.tx
        .delete(translationTexts)
        .where(and(eq(translationTexts.entryId, entry.id), eq(translationTexts.languageCode, languageCode)))
        .returning({ languageCode: translationTexts.languageCode })
    : [];
  const marked = row && (row.state !== 'reviewed' || row.sourceHash || row.suggestion != null);
  if (!removed.length && !marked) return { address, revision: current };
  const next = current + 1;
  await writeState(ctx.tx, address, languageCode, {
    state: 'reviewed',
    sourceHash: null,
    suggestion: null,
    suggestedBy: null,
    revision: next,
    updatedBy: ctx.user?.userId ?? null,
  });
  await bumpRevision(ctx.tx, address, next);
  return { address, revision: next };
}
