import { sourceHash } from '@print/core/i18n/translation-rules';
import type { ServiceContext } from '../../platform/service-context.ts';
import { defaultText, resolveEditable, type ResolvedText } from './translation-addresses.ts';
import { rememberTranslation } from './translation-memory.ts';
import { assertLanguages } from './translation-save.ts';
import {
  bumpRevision,
  lockAddress,
  revisionOf,
  stateRowsOf,
  writeState,
  type StateRow,
} from './translation-state-rows.ts';
import { assertChange, writeTexts } from './translation-text-writes.ts';

// Review of machine and imported results: a suggestion waiting beside a text, or a text a machine wrote
// into an empty language (state machine). Accepting a suggestion makes it the language's text, reviewed;
// accepting a machine text marks it reviewed as it stands; rejecting drops a suggestion. Both are
// idempotent: a second accept finds no suggestion and no machine text left.

export type ReviewTarget = { address: string; languageCode: string };

export async function acceptTranslationSuggestions(ctx: ServiceContext, targets: readonly ReviewTarget[]) {
  assertLanguages(
    ctx,
    targets.map((t) => t.languageCode),
  );
  let accepted = 0;
  for (const { address, languageCode } of targets) {
    await lockAddress(ctx.tx, address);
    const rows = (await stateRowsOf(ctx.tx, [address])).get(address);
    const row = rows?.get(languageCode);
    if (!row || row.locked) continue;
    const text = await resolveEditable(ctx, address);
    if (row.suggestion == null) {
      if (await acceptMachineText(ctx, text, languageCode, row, rows!)) accepted++;
      continue;
    }
    assertChange(text, ctx.tenant.defaultLanguage, { [languageCode]: row.suggestion });
    const after = await writeTexts(ctx, text, { [languageCode]: row.suggestion });
    const base = defaultText({ texts: after, base: text.base }, ctx.tenant);
    const next = revisionOf(rows) + 1;
    await writeState(ctx.tx, address, languageCode, {
      state: 'reviewed',
      sourceHash: sourceHash(base),
      suggestion: null,
      suggestedBy: null,
      revision: next,
      updatedBy: ctx.user?.userId ?? null,
    });
    await bumpRevision(ctx.tx, address, next);
    await rememberTranslation(ctx, address, ctx.tenant.defaultLanguage, languageCode, base, row.suggestion);
    accepted++;
  }
  return accepted;
}

/** Marks a machine-written text reviewed as it stands (no machine text there: nothing to do). */
async function acceptMachineText(
  ctx: ServiceContext,
  text: ResolvedText,
  languageCode: string,
  row: StateRow,
  rows: ReadonlyMap<string, StateRow>,
): Promise<boolean> {
  const address = text.address;
  const current = text.texts[languageCode] ?? '';
  if (row.state !== 'machine' || !current.trim()) return false;
  const next = revisionOf(rows) + 1;
  await writeState(ctx.tx, address, languageCode, {
    state: 'reviewed',
    suggestedBy: null,
    revision: next,
    updatedBy: ctx.user?.userId ?? null,
  });
  await bumpRevision(ctx.tx, address, next);
  const base = defaultText({ texts: text.texts, base: text.base }, ctx.tenant);
  await rememberTranslation(ctx, address, ctx.tenant.defaultLanguage, languageCode, base, current);
  return true;
}

export async function rejectTranslationSuggestions(ctx: ServiceContext, targets: readonly ReviewTarget[]) {
  assertLanguages(
    ctx,
    targets.map((t) => t.languageCode),
  );
  let rejected = 0;
  for (const { address, languageCode } of targets) {
    await lockAddress(ctx.tx, address);
    const row = (await stateRowsOf(ctx.tx, [address])).get(address)?.get(languageCode);
    if (row?.suggestion == null) continue;
    await resolveEditable(ctx, address);
    await writeState(ctx.tx, address, languageCode, { suggestion: null, suggestedBy: null });
    rejected++;
  }
  return rejected;
}
