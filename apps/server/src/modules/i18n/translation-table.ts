import { sourceHash, textState, type TranslationState } from '@print/core/i18n/translation-rules';
import type { Tx } from '../../platform/db/client.ts';
import { contributed } from '../../platform/module-contributions.ts';
import type { Tenant } from '../tenancy/tenancy.service.ts';
import { translationsByTenant } from './i18n.service.ts';
import type { TextFormat } from './translatable-texts.ts';
import { filteredEntries, sourcesOf, type Source, type TableFilter } from './translation-table-index.ts';
import { revisionOf, stateRowsOf, type StateRow } from './translation-state-rows.ts';
import { translationStates } from './translation-states.tables.ts';

// The translations admin's one table (issue 27): every built-in catalogue key with the tenant's own
// texts, and every contributed record text, each with its state per language of the shop. The rows
// are filtered, sorted and paged before their texts are read (translation-table-index.ts): a page
// reads the texts and state rows of its own rows only.

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
  /** The record's name in the default language (record texts; none for catalogue keys). */
  owner?: string;
};

export const MAX_PAGE_SIZE = 200;

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

/** Every text of the tenant as a row, unfiltered (an export of all texts). */
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

/** One page of the rows that pass the filter, in the asked order, how many pass, and every group. */
export async function translationTable(tx: Tx, tenant: Tenant, filter: TableFilter) {
  const { entries, groups } = await filteredEntries(tx, tenant, filter);
  const pageSize = Math.min(Math.max(filter.pageSize ?? 50, 1), MAX_PAGE_SIZE);
  const page = Math.max(filter.page ?? 0, 0);
  const shown = entries.slice(page * pageSize, (page + 1) * pageSize);
  const sources = await sourcesOf(tx, shown, tenant.defaultLanguage);
  const states = await stateRowsOf(
    tx,
    shown.map((entry) => entry.address),
  );
  const items = shown.flatMap((entry): TranslationRow[] => {
    const source = sources.get(entry.address);
    if (!source) return []; // deleted since the index was read
    const rows = states.get(entry.address);
    return [
      {
        address: entry.address,
        group: entry.group,
        type: entry.type,
        format: entry.format,
        revision: revisionOf(rows),
        languages: cellsOf(source, tenant, rows),
        ...(source.owner ? { owner: source.owner } : {}),
      },
    ];
  });
  return { items, total: entries.length, groups };
}
