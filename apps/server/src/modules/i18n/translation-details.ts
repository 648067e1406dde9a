import { localeFallbackChain } from '@print/core/i18n/locale';
import type { ServiceContext } from '../../platform/service-context.ts';
import { DomainError, invalidInput } from '../../platform/errors.ts';
import { assertEntityRight, resolveAddress } from './translation-addresses.ts';
import { revisionOf, stateRowsOf } from './translation-state-rows.ts';
import { cellsOf, type LanguageCell } from './translation-table.ts';

// Several texts in detail, for the editor dialog and in-page editing: per language of the shop its
// cell, and the language whose text a page shows for it (the fallback chain of spec §4).

export const MAX_DETAIL_ADDRESSES = 200;

export type TranslationDetail = {
  address: string;
  type: string;
  format: string;
  revision: number;
  languages: (LanguageCell & { servedBy: string | null })[];
};

/** The details of each address in the order asked; unknown addresses are left out. */
export async function translationDetails(
  ctx: ServiceContext,
  addresses: readonly string[],
): Promise<TranslationDetail[]> {
  if (addresses.length > MAX_DETAIL_ADDRESSES)
    throw invalidInput('admin.translationTooManyAddresses', {}, { max: String(MAX_DETAIL_ADDRESSES) });
  const unique = [...new Set(addresses)];
  const states = await stateRowsOf(ctx.tx, unique);
  const details: TranslationDetail[] = [];
  for (const address of unique) {
    const text = await resolveAddress(ctx.tx, ctx.tenant, address).catch((error: unknown) => {
      if (error instanceof DomainError && error.kind === 'notFound') return null;
      throw error;
    });
    if (!text) continue;
    assertEntityRight(ctx, text.entity?.right);
    const field = text.entity && text.field ? text.entity.fieldTypes[text.field] : undefined;
    const cells = cellsOf(
      {
        address,
        group: '',
        type: '',
        format: text.format,
        texts: text.texts,
        ...(text.base ? { base: text.base } : {}),
      },
      ctx.tenant,
      states.get(address),
    );
    details.push({
      address,
      type: field?.type ?? 'static',
      format: text.format,
      revision: revisionOf(states.get(address)),
      languages: cells.map((cell) => ({
        ...cell,
        servedBy:
          localeFallbackChain(cell.languageCode, ctx.tenant.defaultLanguage).find((code) =>
            text.texts[code]?.trim(),
          ) ?? (text.base ? ctx.tenant.defaultLanguage : null),
      })),
    });
  }
  return details;
}
