import { sourceHash, textState } from '@print/core/i18n/translation-rules';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { contributed } from '../../platform/module-contributions.ts';
import type { Tenant } from '../tenancy/tenancy.service.ts';
import { translationsByTenant } from './i18n.service.ts';
import type { TextFormat, TranslatableEntity } from './translatable-texts.ts';
import type { StateRow } from './translation-state-rows.ts';
import { translationStates } from './translation-states.tables.ts';

// The translations table's rows before their texts are read (issue 27): every text of the tenant as an
// address with its group, type, the languages it is written in and whether the search found it, and
// per language what its state row says. The table filters, sorts and pages these, and reads the texts
// of one page only (translation-table.ts). The owners answer for their records in SQL (their
// `index`); the catalogue keys are in memory anyway and come with their texts.

/** The texts of one row, by language. */
export type Source = {
  address: string;
  group: string;
  type: string;
  format: TextFormat;
  texts: Record<string, string>;
  base?: string;
  /**
   * The record a text belongs to, by its first text in the default language (a product's name for its
   * description, a field's label): the table names it, as its address holds only ids.
   */
  owner?: string;
};

/** One row of the table before its texts are read. */
export type IndexEntry = {
  address: string;
  group: string;
  type: string;
  format: TextFormat;
  /** The shop's languages in which the text is written (not blank). */
  written: ReadonlySet<string>;
  /** Whether one of the shop's languages' texts contains the search. */
  found: boolean;
  /** The texts, when at hand (catalogue keys); a record's are read for its page. */
  source: Source | null;
  entity: TranslatableEntity | null;
  /** The record's id and field (record texts). */
  id: string;
  field: string;
};

/** What a language's state row says, without its suggestion's text. */
export type StateFacts = Pick<StateRow, 'state' | 'locked' | 'sourceHash'> & { suggested: boolean };

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

const written = (text: string | undefined) => Boolean(text?.trim());
const languagesOf = (tenant: Tenant) => tenant.languages.map((language) => language.code);

/** Every text of the tenant, the catalogue's keys (with their texts) and the owners' records. */
async function tableIndex(tx: Tx, tenant: Tenant, search: string): Promise<IndexEntry[]> {
  const languages = languagesOf(tenant);
  const entries: IndexEntry[] = [];
  for (const entry of await translationsByTenant(tx, tenant, { languageCodes: languages })) {
    const texts = Object.fromEntries(entry.translations.map((t) => [t.languageCode, t.translation]));
    const address = `t:${entry.translationKey}`;
    const source: Source = { address, group: entry.group, type: 'static', format: 'text', texts };
    entries.push({
      ...source,
      written: new Set(languages.filter((code) => written(texts[code]))),
      found: Boolean(search) && languages.some((code) => texts[code]?.toLowerCase().includes(search)),
      source,
      entity: null,
      id: entry.translationKey,
      field: '',
    });
  }
  for (const entity of contributed('translatableTexts')) {
    for (const text of await entity.index(tx, { languages, search: search || null })) {
      const field = entity.fieldTypes[text.field];
      entries.push({
        address: `${entity.entity}:${text.id}.${text.field}`,
        group: entity.entity,
        type: field?.type ?? 'dynamic',
        format: field?.format ?? 'text',
        written: new Set(text.written),
        found: text.found,
        source: null,
        entity,
        id: text.id,
        field: text.field,
      });
    }
  }
  return entries;
}

/** Every state row's facts by address, then language (one statement, no suggestion texts). */
async function stateFacts(tx: Tx): Promise<Map<string, Map<string, StateFacts>>> {
  const rows = await tx
    .select({
      address: translationStates.address,
      languageCode: translationStates.languageCode,
      state: translationStates.state,
      locked: translationStates.locked,
      sourceHash: translationStates.sourceHash,
      suggested: sql<boolean>`${translationStates.suggestion} is not null`,
    })
    .from(translationStates);
  const byAddress = new Map<string, Map<string, StateFacts>>();
  for (const { address, languageCode, ...facts } of rows) {
    const languages = byAddress.get(address) ?? new Map<string, StateFacts>();
    languages.set(languageCode, facts);
    byAddress.set(address, languages);
  }
  return byAddress;
}

/** The texts of these rows by address: a catalogue key's at hand, each owner's records in one read. */
export async function sourcesOf(
  tx: Tx,
  entries: readonly IndexEntry[],
  defaultLanguage: string,
): Promise<Map<string, Source>> {
  const sources = new Map<string, Source>();
  const byEntity = new Map<TranslatableEntity, IndexEntry[]>();
  for (const entry of entries) {
    if (entry.source) sources.set(entry.address, entry.source);
    else if (entry.entity) {
      const list = byEntity.get(entry.entity) ?? [];
      list.push(entry);
      byEntity.set(entry.entity, list);
    }
  }
  for (const [entity, wanted] of byEntity) {
    const addresses = new Set(wanted.map((entry) => entry.address));
    const texts = await entity.list(tx, [...new Set(wanted.map((entry) => entry.id))]);
    // Each record's first text (name, label, title) names it; read with the rest, no query of its own.
    const owners = new Map<string, string>();
    for (const text of texts)
      if (text.field === entity.fields[0])
        owners.set(text.id, (text.texts[defaultLanguage] ?? '').trim() || (text.base ?? '').trim());
    for (const text of texts) {
      const address = `${entity.entity}:${text.id}.${text.field}`;
      if (!addresses.has(address)) continue;
      const field = entity.fieldTypes[text.field];
      sources.set(address, {
        address,
        group: entity.entity,
        type: field?.type ?? 'dynamic',
        format: field?.format ?? 'text',
        texts: { ...text.texts },
        ...(text.base ? { base: text.base } : {}),
        ...(owners.get(text.id) ? { owner: owners.get(text.id)! } : {}),
      });
    }
  }
  return sources;
}

/** Whether a language other than the default was made from another default text than today's. */
function outdated(source: Source, tenant: Tenant, facts: ReadonlyMap<string, StateFacts> | undefined) {
  const base = written(source.texts[tenant.defaultLanguage])
    ? source.texts[tenant.defaultLanguage]!
    : (source.base ?? '');
  const hash = base ? sourceHash(base) : null;
  return languagesOf(tenant).some(
    (code) =>
      code !== tenant.defaultLanguage &&
      textState(source.texts[code], facts?.get(code) ?? null, hash).outdated,
  );
}

/** Whether the row passes the filters that need no texts. */
function passes(
  entry: IndexEntry,
  tenant: Tenant,
  filter: TableFilter,
  search: string,
  facts?: ReadonlyMap<string, StateFacts>,
) {
  const languages = languagesOf(tenant);
  if (filter.group && entry.group !== filter.group) return false;
  if (filter.type && entry.type !== filter.type) return false;
  if (filter.missingIn && (!languages.includes(filter.missingIn) || entry.written.has(filter.missingIn)))
    return false;
  const locked = languages.some((code) => facts?.get(code)?.locked);
  if (filter.locked != null && locked !== filter.locked) return false;
  const awaiting = languages.some((code) => {
    const row = facts?.get(code);
    return row && (row.suggested || (row.state === 'machine' && entry.written.has(code)));
  });
  if (filter.awaitingReview != null && awaiting !== filter.awaitingReview) return false;
  return !search || entry.found || entry.address.toLowerCase().includes(search);
}

/**
 * The rows that pass the filter, in the asked order, and every group of the shop's texts (the group
 * filter's choices). Texts are read only for rows the outdated filter needs to decide: those with a
 * language made from a recorded default text.
 */
export async function filteredEntries(tx: Tx, tenant: Tenant, filter: TableFilter) {
  const search = filter.search?.trim().toLowerCase() ?? '';
  const index = await tableIndex(tx, tenant, search);
  const states = await stateFacts(tx);
  let passing = index.filter((entry) => passes(entry, tenant, filter, search, states.get(entry.address)));
  if (filter.outdated != null) {
    const others = languagesOf(tenant).filter((code) => code !== tenant.defaultLanguage);
    const candidates = passing.filter((entry) =>
      others.some((code) => entry.written.has(code) && states.get(entry.address)?.get(code)?.sourceHash),
    );
    const sources = await sourcesOf(tx, candidates, tenant.defaultLanguage);
    const isOutdated = (entry: IndexEntry) => {
      const source = sources.get(entry.address);
      return Boolean(source && outdated(source, tenant, states.get(entry.address)));
    };
    passing = passing.filter((entry) => isOutdated(entry) === filter.outdated);
  }
  const keyOf = (entry: IndexEntry) =>
    filter.sort === 'GROUP'
      ? `${entry.group} ${entry.address}`
      : filter.sort === 'TYPE'
        ? `${entry.type} ${entry.address}`
        : entry.address;
  const keyed = passing.map((entry) => ({ entry, key: keyOf(entry) }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  if (filter.descending) keyed.reverse();
  return {
    entries: keyed.map((k) => k.entry),
    groups: [...new Set(index.map((entry) => entry.group))].sort(),
  };
}
