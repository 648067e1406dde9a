import { sourceHash, textState, type TranslationState } from '@print/core/i18n/translation-rules';
import type { Tx } from '../../platform/db/client.ts';
import { contributed } from '../../platform/module-contributions.ts';
import type { Tenant } from '../tenancy/tenancy.service.ts';
import { translationsByTenant } from './i18n.service.ts';
import type { TextFormat } from './translatable-texts.ts';
import { revisionOf, type StateRow } from './translation-state-rows.ts';
import { translationStates } from './translation-states.tables.ts';

// The translations admin's one table (issue 27): every built-in catalogue key with the tenant's own
// texts, and every contributed record text, each with its state per language of the shop. Built in
// process, filtered, sorted and paged there (RLS makes search indexes useless, migration 0015); the
// bench (bench/translation-table.bench.ts) keeps it fast for large shops.

export type LanguageCell = {
  languageCode: string;
  text: string;
  state: TranslationState;
  locked: boolean;
  outdated: boolean;
  suggestion: string | null;
  suggestedBy: string | null;
  seenOn: string | null;
};

export type TranslationRow = {
  address: string;
  group: string;
  /** The spec's translation type: static for catalogue keys, productName, … for record texts. */
  type: string;
  format: TextFormat;
  revision: number;
  languages: LanguageCell[];
};

export type TableFilter = {
  search?: string | null;
  group?: string | null;
  type?: string | null;
  missingIn?: string | null;
  locked?: boolean | null;
  awaitingReview?: boolean | null;
  outdated?: boolean | null;
  sort?: 'ADDRESS' | 'GROUP' | 'TYPE' | null;
  descending?: boolean | null;
  page?: number | null;
  pageSize?: number | null;
};

export const MAX_PAGE_SIZE = 200;

export type Source = {
  address: string;
  group: string;
  type: string;
  format: TextFormat;
  texts: Record<string, string>;
  base?: string;
};

export function cellsOf(
  source: Source,
  tenant: Tenant,
  states: ReadonlyMap<string, StateRow> | undefined,
): LanguageCell[] {
  const base = source.texts[tenant.defaultLanguage]?.trim()
    ? source.texts[tenant.defaultLanguage]!
    : (source.base ?? '');
  const hash = base ? sourceHash(base) : null;
  return tenant.languages.map(({ code }) => {
    const row = states?.get(code);
    const text = source.texts[code] ?? '';
    const { state, outdated } = textState(text, row ?? null, code === tenant.defaultLanguage ? null : hash);
    return {
      languageCode: code,
      text,
      state,
      locked: row?.locked ?? false,
      outdated,
      suggestion: row?.suggestion ?? null,
      suggestedBy: row?.suggestedBy ?? null,
      seenOn: row?.seenOn ?? null,
    };
  });
}

/** Every text of the tenant as a row (unfiltered). */
export async function translationRows(tx: Tx, tenant: Tenant): Promise<TranslationRow[]> {
  const sources: Source[] = [];
  const languages = tenant.languages.map((language) => language.code);
  for (const entry of await translationsByTenant(tx, tenant, { languageCodes: languages })) {
    sources.push({
      address: `t:${entry.translationKey}`,
      group: entry.group,
      type: 'static',
      format: 'text',
      texts: Object.fromEntries(entry.translations.map((t) => [t.languageCode, t.translation])),
    });
  }
  for (const entity of contributed('translatableTexts')) {
    for (const text of await entity.list(tx)) {
      const field = entity.fieldTypes[text.field];
      sources.push({
        address: `${entity.entity}:${text.id}.${text.field}`,
        group: entity.entity,
        type: field?.type ?? 'dynamic',
        format: field?.format ?? 'text',
        texts: { ...text.texts },
        ...(text.base ? { base: text.base } : {}),
      });
    }
  }
  const states = new Map<string, Map<string, StateRow>>();
  for (const row of await tx.select().from(translationStates)) {
    const byLanguage = states.get(row.address) ?? new Map<string, StateRow>();
    byLanguage.set(row.languageCode, row);
    states.set(row.address, byLanguage);
  }
  return sources.map((source) => ({
    address: source.address,
    group: source.group,
    type: source.type,
    format: source.format,
    revision: revisionOf(states.get(source.address)),
    languages: cellsOf(source, tenant, states.get(source.address)),
  }));
}

function matches(row: TranslationRow, filter: TableFilter, search: string): boolean {
  if (filter.group && row.group !== filter.group) return false;
  if (filter.type && row.type !== filter.type) return false;
  if (
    filter.missingIn &&
    row.languages.find((c) => c.languageCode === filter.missingIn)?.state !== 'untranslated'
  )
    return false;
  if (filter.locked != null && row.languages.some((c) => c.locked) !== filter.locked) return false;
  const awaiting = row.languages.some((c) => c.suggestion !== null || c.state === 'machine');
  if (filter.awaitingReview != null && awaiting !== filter.awaitingReview) return false;
  if (filter.outdated != null && row.languages.some((c) => c.outdated) !== filter.outdated) return false;
  if (!search) return true;
  return (
    row.address.toLowerCase().includes(search) ||
    row.languages.some((cell) => cell.text.toLowerCase().includes(search))
  );
}

/** One page of the rows that pass the filter, in the asked order, how many pass, and every group (the filter's choices). */
export function pageOfRows(rows: readonly TranslationRow[], filter: TableFilter) {
  const search = filter.search?.trim().toLowerCase() ?? '';
  const passing = rows.filter((row) => matches(row, filter, search));
  const keyOf = (row: TranslationRow) =>
    filter.sort === 'GROUP'
      ? `${row.group} ${row.address}`
      : filter.sort === 'TYPE'
        ? `${row.type} ${row.address}`
        : row.address;
  const keyed = passing.map((row) => ({ row, key: keyOf(row) }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  if (filter.descending) keyed.reverse();
  const pageSize = Math.min(Math.max(filter.pageSize ?? 50, 1), MAX_PAGE_SIZE);
  const page = Math.max(filter.page ?? 0, 0);
  return {
    items: keyed.slice(page * pageSize, (page + 1) * pageSize).map((k) => k.row),
    total: passing.length,
    groups: [...new Set(rows.map((row) => row.group))].sort(),
  };
}

export async function translationTable(tx: Tx, tenant: Tenant, filter: TableFilter) {
  return pageOfRows(await translationRows(tx, tenant), filter);
}
