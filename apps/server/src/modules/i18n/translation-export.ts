import type { ExchangeFormat } from '@print/core/i18n/exchange-limits';
import { writeTranslationJson } from '@print/core/i18n/translation-json';
import { writeXliff, type ExchangeDocument, type ExchangeState } from '@print/core/i18n/xliff';
import type { Tx } from '../../platform/db/client.ts';
import { invalidInput } from '../../platform/errors.ts';
import type { Tenant } from '../tenancy/tenancy.service.ts';
import { translationRows, type LanguageCell } from './translation-table.ts';

// The shop's texts of one target language for translators (issue 27): every text with a default-
// language text, its translation and state; or only those still missing. XLIFF 2.0 (placeholders as
// locked <ph> tokens) or the same model as JSON. The table's rows are built once; the file is as large
// as the shop's texts (the table's bench keeps that fast).

const exchangeState = (cell: LanguageCell | undefined): ExchangeState =>
  !cell || !cell.text.trim() ? 'initial' : cell.state === 'reviewed' ? 'final' : 'translated';

export type TranslationExport = { fileName: string; contentType: string; body: string };

export async function exportTranslations(
  tx: Tx,
  tenant: Tenant,
  options: { languageCode: string; format: ExchangeFormat; missingOnly: boolean },
): Promise<TranslationExport> {
  const { languageCode, format, missingOnly } = options;
  if (!tenant.languages.some((language) => language.code === languageCode))
    throw invalidInput('admin.translationLanguageUnknown');
  const document: ExchangeDocument = { srcLang: tenant.defaultLanguage, trgLang: languageCode, units: [] };
  for (const row of await translationRows(tx, tenant)) {
    const source = row.languages.find((cell) => cell.languageCode === tenant.defaultLanguage)?.text ?? '';
    // A text without a default-language text has nothing to translate from.
    if (!source.trim()) continue;
    const cell = row.languages.find((c) => c.languageCode === languageCode);
    const state = exchangeState(cell);
    if (missingOnly && state !== 'initial') continue;
    document.units.push({ id: row.address, source, target: cell?.text ?? '', state });
  }
  document.units.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const base = `translations-${languageCode}`;
  return format === 'xliff'
    ? { fileName: `${base}.xlf`, contentType: 'application/xliff+xml', body: writeXliff(document) }
    : { fileName: `${base}.json`, contentType: 'application/json', body: writeTranslationJson(document) };
}
