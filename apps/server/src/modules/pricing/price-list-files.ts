import {
  readPriceListFile,
  writePriceListFile,
  type ParsedPriceListFile,
  type PriceListFileFormat,
} from '@print/core/pricing/price-list-csv';
import type { ScaleInput } from '@print/core/pricing/price-list-rules';
import type { ValidationError } from '@print/core/validation/messages';
import type { Tx } from '../../platform/db/client.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { runInSlices } from '../../platform/sliced-work.ts';
import { recordActivity, type ActivityActor } from '../audit/audit.service.ts';
import { applyScaleChanges, diffScales, scalesOfList, variantsOfList } from './price-list-scales.ts';
import { getPriceList, lockPriceList } from './price-lists.service.ts';

// Import and export of a price list as a file (issue 15). An import first shows what it would change
// (added, changed, removed scales) and every line it cannot read; it is applied only when every line
// is fine, in one transaction, so a file is taken whole or not at all.

/** How many changes a report lists one by one (the counts are always complete). */
export const MAX_LISTED_CHANGES = 200;

export type ImportChange = {
  kind: 'added' | 'changed' | 'removed';
  variantCode: string | null;
  minQuantity: number;
  beforeMinor: number | null;
  afterMinor: number | null;
};

export type ImportReport = {
  added: number;
  changed: number;
  removed: number;
  unchanged: number;
  errors: { line: number; error: ValidationError }[];
  changes: ImportChange[];
  /** True when the scales were written (only when asked to apply and no line had an error). */
  applied: boolean;
};

/** An uploaded file, read for the list's currency. */
export type ReadPriceListFile = { currency: string; parsed: ParsedPriceListFile };

/**
 * Reads an uploaded file before any transaction is open (issue 23): a large file is read in slices
 * with the event loop turning in between, and no database connection or list lock is held meanwhile.
 * `inTenant` runs a short transaction (the list's currency decides how many decimals a price has).
 */
export async function readImportFile(
  inTenant: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>,
  id: string,
  text: string,
): Promise<ReadPriceListFile> {
  const list = await inTenant((tx) => getPriceList(tx, id));
  if (!list) throw notFound('admin.priceListNotFound');
  return { currency: list.currency, parsed: await runInSlices(readPriceListFile(text, list.currency)) };
}

/**
 * Reports the difference the file read by readImportFile makes to the list; with `apply`, writes it when
 * the file has no errors. Applying takes the list's lock: the same file imported twice at once gives the
 * same scales as once (the second finds nothing left to change).
 */
export async function importPriceListFile(
  tx: Tx,
  actor: ActivityActor,
  id: string,
  file: ReadPriceListFile,
  apply: boolean,
): Promise<ImportReport> {
  const list = apply ? await lockPriceList(tx, id) : await getPriceList(tx, id);
  if (!list) throw notFound('admin.priceListNotFound');
  // The currency changed since the file was read (rare): its prices were read with the other currency's
  // decimals. Reading it again here would hold the list's lock for as long as a large file takes, so
  // the admin uploads it again instead.
  if (list.currency !== file.currency) throw conflict('admin.priceListCurrencyChanged');
  const { parsed } = file;
  const variants = await variantsOfList(tx, id);
  const idOfCode = new Map(variants.map((variant) => [variant.code, variant.id]));
  const codeOfId = new Map(variants.map((variant) => [variant.id, variant.code]));
  const errors = [...parsed.errors];
  const scales: ScaleInput[] = [];
  const lineOf = new Map<string, number>();
  for (const row of parsed.rows) {
    const variantId = row.variantCode === null ? null : (idOfCode.get(row.variantCode) ?? undefined);
    if (variantId === undefined) {
      errors.push({
        line: row.line,
        error: { key: 'admin.importUnknownVariant', params: { code: row.variantCode! } },
      });
      continue;
    }
    const key = `${variantId ?? ''}|${row.minQuantity}`;
    if (lineOf.has(key)) {
      errors.push({
        line: row.line,
        error: { key: 'admin.priceScaleDuplicate', params: { quantity: String(row.minQuantity) } },
      });
      continue;
    }
    lineOf.set(key, row.line);
    scales.push({ variantId, minQuantity: row.minQuantity, unitPriceMinor: row.unitPriceMinor });
  }
  errors.sort((a, b) => a.line - b.line);
  const diff = diffScales(await scalesOfList(tx, id), scales);
  const code = (variantId: string | null) => (variantId ? (codeOfId.get(variantId) ?? null) : null);
  const changes: ImportChange[] = [
    ...diff.added.map((s) => ({
      kind: 'added' as const,
      variantCode: code(s.variantId),
      minQuantity: s.minQuantity,
      beforeMinor: null,
      afterMinor: s.unitPriceMinor,
    })),
    ...diff.changed.map((c) => ({
      kind: 'changed' as const,
      variantCode: code(c.after.variantId),
      minQuantity: c.after.minQuantity,
      beforeMinor: c.before.unitPriceMinor,
      afterMinor: c.after.unitPriceMinor,
    })),
    ...diff.removed.map((s) => ({
      kind: 'removed' as const,
      variantCode: code(s.variantId),
      minQuantity: s.minQuantity,
      beforeMinor: s.unitPriceMinor,
      afterMinor: null,
    })),
  ];
  const report: ImportReport = {
    added: diff.added.length,
    changed: diff.changed.length,
    removed: diff.removed.length,
    unchanged: diff.unchanged,
    errors,
    changes: changes.slice(0, MAX_LISTED_CHANGES),
    applied: false,
  };
  if (!apply || errors.length) return report;
  // Nothing left to change (the same file again, or the second of two imports at once): nothing recorded.
  if (!report.added && !report.changed && !report.removed) return { ...report, applied: true };
  await applyScaleChanges(tx, id, diff);
  await recordActivity(tx, actor, {
    action: 'priceList.import',
    entityType: 'priceList',
    entityId: id,
    entityLabel: list.name,
    details: { added: report.added, changed: report.changed, removed: report.removed },
  });
  return { ...report, applied: true };
}

/** The list's scales as a file: all-variant scales first, then per variant code, by quantity. */
export async function priceListFile(
  tx: Tx,
  id: string,
  format: PriceListFileFormat,
  locale: string,
): Promise<string> {
  const list = await getPriceList(tx, id);
  if (!list) throw notFound('admin.priceListNotFound');
  const scales = await scalesOfList(tx, id);
  const variants = await variantsOfList(tx, id);
  const codeOfId = new Map(variants.map((variant) => [variant.id, variant.code]));
  const rows = scales
    .map((scale) => ({
      variantCode: scale.variantId ? (codeOfId.get(scale.variantId) ?? null) : null,
      minQuantity: scale.minQuantity,
      unitPriceMinor: scale.unitPriceMinor,
    }))
    // A scale of a variant whose product left the list has no code to write: it is not exported.
    .filter((row, i) => row.variantCode !== null || scales[i]!.variantId === null)
    .sort(
      (a, b) => (a.variantCode ?? '').localeCompare(b.variantCode ?? '') || a.minQuantity - b.minQuantity,
    );
  return writePriceListFile(rows, { format, currency: list.currency, locale });
}
