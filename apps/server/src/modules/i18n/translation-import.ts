import { MAX_TRANSLATION_IMPORT_BYTES, type ExchangeFormat } from '@print/core/i18n/exchange-limits';
import { targetText } from '@print/core/i18n/xliff';
import { checkStorableText } from '@print/core/validation/storable-text';
import { DomainError, invalidInput } from '../../platform/errors.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { defaultText, resolveEditable } from './translation-addresses.ts';
import { readJson, readXliff, type ReadUnit } from './translation-exchange-read.ts';
import { assertLanguages, saveTranslations } from './translation-save.ts';
import { revisionOf, stateRowsOf } from './translation-state-rows.ts';

// A translator's file back into the shop (issue 27): each unit through the same save as the
// translations admin's (saveTranslations: the shop's languages, the default language first,
// placeholders as in the default text, locked texts kept), one at a time in a savepoint of its own, so a
// refused unit is reported with its reason and the others are still applied. Units without a target are
// skipped; a target equal to the stored text changes nothing, so the same file twice (or twice at once)
// applies once.

export type ImportRow = { address: string; messageKey: string };
export type ImportReport = {
  languageCode: string;
  applied: number;
  unchanged: number;
  skipped: number;
  errors: ImportRow[];
};

const MAX_REPORTED_ERRORS = 500;

/** The unit's target as plain text: placeholders put back from `base` (XLIFF); null when broken. */
function textOf(unit: ReadUnit, base: string): string | null {
  if (!unit.target) return null;
  return 'text' in unit.target ? unit.target.text : targetText(base, unit.target.parts);
}

export async function importTranslations(
  ctx: ServiceContext,
  format: ExchangeFormat,
  content: string,
): Promise<ImportReport> {
  // A file with characters no text may hold is refused whole, as any text input (the rules of each
  // text still run on its own target).
  const unstorable = checkStorableText(content);
  if (unstorable) throw invalidInput(unstorable.key, { content: unstorable }, unstorable.params);
  if (Buffer.byteLength(content, 'utf8') > MAX_TRANSLATION_IMPORT_BYTES)
    throw invalidInput(
      'admin.translationImportTooLarge',
      {},
      {
        max: String(Math.floor(MAX_TRANSLATION_IMPORT_BYTES / 1024)),
      },
    );
  const document = format === 'xliff' ? readXliff(content) : readJson(content);
  if (!document) throw invalidInput('admin.translationImportUnreadable');
  const languageCode = document.trgLang;
  assertLanguages(ctx, [languageCode]);

  const report: ImportReport = { languageCode, applied: 0, unchanged: 0, skipped: 0, errors: [] };
  const refuse = (address: string, messageKey: string) => {
    if (report.errors.length < MAX_REPORTED_ERRORS) report.errors.push({ address, messageKey });
  };
  const seen = new Set<string>();
  for (const unit of document.units) {
    if (seen.has(unit.id)) {
      refuse(unit.id, 'admin.translationImportDuplicate');
      continue;
    }
    seen.add(unit.id);
    if (unit.problem) {
      refuse(unit.id, 'admin.translationRefusedStructure');
      continue;
    }
    if (!unit.target || unit.state === 'initial') {
      report.skipped++;
      continue;
    }
    try {
      const outcome = await ctx.tx.transaction((tx) => applyUnit({ ...ctx, tx }, unit, languageCode));
      if (outcome === 'skipped') report.skipped++;
      else if (outcome === 'unchanged') report.unchanged++;
      else if (outcome === 'applied') report.applied++;
      else refuse(unit.id, outcome.error);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      refuse(unit.id, error.key === 'admin.translationLocked' ? 'admin.translationRefusedLocked' : error.key);
    }
  }
  return report;
}

async function applyUnit(
  ctx: ServiceContext,
  unit: ReadUnit,
  languageCode: string,
): Promise<'applied' | 'unchanged' | 'skipped' | { error: string }> {
  const resolved = await resolveEditable(ctx, unit.id);
  const text = textOf(unit, defaultText(resolved, ctx.tenant));
  if (text === null) return { error: 'admin.translationRefusedPlaceholder' };
  // An empty target never removes a text: a file only adds and changes.
  if (!text.trim()) return 'skipped';
  if ((resolved.texts[languageCode] ?? '') === text) return 'unchanged';
  const revision = revisionOf((await stateRowsOf(ctx.tx, [unit.id])).get(unit.id));
  await saveTranslations(ctx, unit.id, [{ languageCode, text }], revision);
  return 'applied';
}
