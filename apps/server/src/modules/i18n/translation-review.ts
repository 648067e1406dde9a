import { sourceHash } from '@print/core/i18n/translation-rules';
import type { ServiceContext } from '../../platform/service-context.ts';
import { defaultText, resolveEditable } from './translation-addresses.ts';
import { rememberTranslation } from './translation-memory.ts';
import { assertLanguages } from './translation-save.ts';
import { bumpRevision, lockAddress, revisionOf, stateRowsOf, writeState } from './translation-state-rows.ts';
import { assertChange, writeTexts } from './translation-text-writes.ts';

// Review of machine and imported results waiting as suggestions: accepting one makes it the language's
// text, reviewed; rejecting drops it. Both are idempotent: a second accept finds no suggestion left.

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
    if (row?.suggestion == null || row.locked) continue;
    const text = await resolveEditable(ctx, address);
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
