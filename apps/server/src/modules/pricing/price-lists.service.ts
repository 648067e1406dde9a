import {
  MAX_PRICE_LIST_PAGE_SIZE,
  validatePriceList,
  type PriceListInput,
  type PriceListSortField,
} from '@print/core/pricing/price-list-rules';
import { and, asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { assertValid, notFound } from '../../platform/errors.ts';
import { recordActivity, type ActivityActor } from '../audit/audit.service.ts';
import { pricedProducts } from './priced-products.ts';
import { priceScales } from './price-scales.tables.ts';
import { priceLists } from './pricing.tables.ts';

// Price lists administration (spec §2 Price lists, §3 Price table, §4 archive/unarchive, §5 name
// required, §8 create/archive/restore errors). Archiving withdraws a list: products using it keep it
// but cannot be ordered until they get another list or it is restored (decision 0043).

export const DEFAULT_PRICE_LIST_PAGE_SIZE = 25;

// The outer row's columns are written out: in a one-table select Drizzle leaves columns unqualified,
// and inside these subqueries an unqualified tenant_id would be the inner table's.
const scaleCount = sql<number>`(select count(*)::int from ${priceScales} s
  where s.tenant_id = price_list.tenant_id and s.price_list_id = price_list.id)`;
// The products using the list are the catalogue's (priced-products.ts), asked for when a query is built.
const productCount = () => pricedProducts().productCountOfList;

const columns = () => ({
  id: priceLists.id,
  name: priceLists.name,
  currency: priceLists.currency,
  archived: priceLists.archived,
  priceEntry: priceLists.priceEntry,
  taxCategory: priceLists.taxCategory,
  createdAt: priceLists.createdAt,
  scaleCount,
  productCount: productCount(),
});

export type PriceListRow = {
  id: string;
  name: string;
  currency: string;
  archived: boolean;
  priceEntry: 'net' | 'gross';
  taxCategory: string;
  createdAt: Date;
  scaleCount: number;
  productCount: number;
};

export type PriceListListOptions = {
  search?: string | null;
  /** true: archived lists only; false: active only; absent: both. */
  archived?: boolean | null;
  offset?: number | null;
  limit?: number | null;
  sortBy?: PriceListSortField | null;
  sortDirection?: 'asc' | 'desc' | null;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

const sortColumns = (): Record<PriceListSortField, SQL> => ({
  name: sql`lower(${priceLists.name})`,
  currency: sql`${priceLists.currency}`,
  scales: scaleCount,
  products: productCount(),
  createdAt: sql`${priceLists.createdAt}`,
});

/** One page of the tenant's price lists with their scale and product counts (one statement), and the total. */
export async function listPriceLists(
  tx: Tx,
  options: PriceListListOptions,
): Promise<{ items: PriceListRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [];
  if (options.archived != null) conditions.push(eq(priceLists.archived, options.archived));
  const search = options.search?.trim();
  if (search) conditions.push(ilike(priceLists.name, `%${escapeLike(search)}%`));
  const limit = Math.min(
    Math.max(options.limit ?? DEFAULT_PRICE_LIST_PAGE_SIZE, 1),
    MAX_PRICE_LIST_PAGE_SIZE,
  );
  const offset = Math.max(options.offset ?? 0, 0);
  const direction = options.sortDirection === 'desc' ? desc : asc;
  const rows = await tx
    .select({ ...columns(), total: sql<number>`(count(*) over ())::int` })
    .from(priceLists)
    .where(and(...conditions))
    .orderBy(direction(sortColumns()[options.sortBy ?? 'name']), asc(priceLists.id))
    .limit(limit)
    .offset(offset);
  let total = rows[0]?.total ?? 0;
  if (!rows.length && offset > 0) {
    const [counted] = await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(priceLists)
      .where(and(...conditions));
    total = counted?.total ?? 0;
  }
  return { items: rows.map(({ total: _total, ...row }) => row), total };
}

/** A price list of this tenant, or null (also for another tenant's id: row-level security hides it). */
export async function getPriceList(tx: Tx, id: string): Promise<PriceListRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await tx.select(columns()).from(priceLists).where(eq(priceLists.id, id));
  return row ?? null;
}

/**
 * The list, locked until the transaction ends: every change of a list's scales takes this lock first,
 * so two saves or imports arriving at once run one after the other, and the second sees the first's
 * scales (no scale is added twice).
 */
export async function lockPriceList(tx: Tx, id: string): Promise<PriceListRow> {
  if (!isUuid(id)) throw notFound('admin.priceListNotFound');
  const [locked] = await tx
    .select({ id: priceLists.id })
    .from(priceLists)
    .where(eq(priceLists.id, id))
    .for('update');
  if (!locked) throw notFound('admin.priceListNotFound');
  return (await getPriceList(tx, id))!;
}

const normalize = (input: PriceListInput): PriceListInput => ({
  name: input.name.trim(),
  currency: input.currency.trim().toUpperCase(),
  priceEntry: input.priceEntry,
  taxCategory: input.taxCategory,
});

export async function createPriceList(
  tx: Tx,
  actor: ActivityActor,
  input: PriceListInput,
): Promise<PriceListRow> {
  const list = normalize(input);
  assertValid(validatePriceList(list));
  const [row] = await tx
    .insert(priceLists)
    .values({
      name: list.name,
      currency: list.currency,
      priceEntry: list.priceEntry as 'net' | 'gross',
      taxCategory: list.taxCategory,
    })
    .returning({ id: priceLists.id });
  await recordActivity(tx, actor, {
    action: 'priceList.create',
    entityType: 'priceList',
    entityId: row!.id,
    entityLabel: list.name,
  });
  return (await getPriceList(tx, row!.id))!;
}

/**
 * Name, currency, entry and tax category. The scales change one at a time
 * (price-list-scale-changes.ts) or by import (price-list-files.ts), never by sending them all.
 */
export async function updatePriceList(
  tx: Tx,
  actor: ActivityActor,
  id: string,
  input: PriceListInput,
): Promise<PriceListRow> {
  const current = await lockPriceList(tx, id);
  const list = normalize(input);
  assertValid(validatePriceList(list));
  const changedFields = (['name', 'currency', 'priceEntry', 'taxCategory'] as const).filter(
    (field) => current[field] !== list[field],
  );
  if (!changedFields.length) return current;
  await tx
    .update(priceLists)
    .set({
      name: list.name,
      currency: list.currency,
      priceEntry: list.priceEntry as 'net' | 'gross',
      taxCategory: list.taxCategory,
    })
    .where(eq(priceLists.id, id));
  await recordActivity(tx, actor, {
    action: 'priceList.update',
    entityType: 'priceList',
    entityId: id,
    entityLabel: list.name,
    details: { changed: changedFields },
  });
  return { ...current, ...list, priceEntry: list.priceEntry as 'net' | 'gross' };
}

/** Archives or restores a list; doing it twice changes nothing more (and logs once). */
export async function setPriceListArchived(
  tx: Tx,
  actor: ActivityActor,
  id: string,
  archived: boolean,
): Promise<PriceListRow> {
  const current = await lockPriceList(tx, id);
  if (current.archived === archived) return current;
  await tx.update(priceLists).set({ archived }).where(eq(priceLists.id, id));
  await recordActivity(tx, actor, {
    action: archived ? 'priceList.archive' : 'priceList.restore',
    entityType: 'priceList',
    entityId: id,
    entityLabel: current.name,
    details: { products: current.productCount },
  });
  return { ...current, archived };
}

// A new shop's starting catalogue and the demo shops (catalogue-setup.ts) write their lists as they are,
// without recording activity.

/** Writes a new price list; its id. */
export async function insertPriceList(tx: Tx, list: { name: string; currency: string }): Promise<string> {
  const [row] = await tx.insert(priceLists).values(list).returning({ id: priceLists.id });
  return row!.id;
}

/** Writes scales into a price list. */
export async function insertListScales(
  tx: Tx,
  priceListId: string,
  scales: readonly { minQuantity: number; unitPriceMinor: number }[],
): Promise<void> {
  await tx.insert(priceScales).values(scales.map((s) => ({ priceListId, ...s })));
}
