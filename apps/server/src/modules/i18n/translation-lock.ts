import type { ServiceContext } from '../../platform/service-context.ts';
import { resolveEditable } from './translation-addresses.ts';
import { assertLanguages } from './translation-save.ts';
import { lockAddress, stateRowsOf, writeState } from './translation-state-rows.ts';

/**
 * Locks or unlocks one language of a text (null: every language of the shop). A locked language is
 * never changed by a machine or an import, and a person must unlock it first. Locking twice changes
 * nothing more.
 */
export async function setTranslationLock(
  ctx: ServiceContext,
  address: string,
  languageCode: string | null,
  locked: boolean,
): Promise<{ address: string; locked: boolean }> {
  const languages = languageCode ? [languageCode] : ctx.tenant.languages.map((language) => language.code);
  assertLanguages(ctx, languages);
  await lockAddress(ctx.tx, address);
  await resolveEditable(ctx, address);
  const rows = (await stateRowsOf(ctx.tx, [address])).get(address);
  for (const language of languages) {
    if ((rows?.get(language)?.locked ?? false) === locked) continue;
    await writeState(ctx.tx, address, language, { locked, updatedBy: ctx.user?.userId ?? null });
  }
  return { address, locked };
}
