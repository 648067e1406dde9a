import { and, asc, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { CATEGORY_PREVIEW_MAX, CATEGORY_RANDOM_POOL } from '@print/core/constants';
import type { ProductField } from '@print/core/print/product-field';
import type { Tx } from '../../platform/db/client.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import {
  categories,
  productCategories,
  productFieldDefinitions,
  productFields,
  products,
  productVariants,
} from './catalog.tables.ts';
import { resolvedFieldsOf } from './fields/product-fields.ts';
import type { CategoryAccess } from './categories/category-access.ts';

// Catalogue reads of the storefront (issue 4: catalogue and product pages). Every function issues a
// fixed number of statements however many products it returns; per-product data (variants, fields,
// categories, prices) is loaded for a whole batch of products at once (see catalog.loaders.ts).

const { template: _template, searchText: _searchText, ...storedColumns } = getTableColumns(products);

/**
 * The units a shopper can still order of the product (decision 0047): without live variants the
 * product's own count; with them the largest count among them, a variant counting its own stock or,
 * when it tracks none, drawing on the product's. Null = unlimited (not tracked); 0 or less = sold out,
 * which for a product with variants means every variant is.
 */
// Qualified by hand: in a one-table select the builder leaves columns bare, which inside the subquery
// would name the variant's columns.
export const availableStockColumn = sql<number | null>`(select case
    when count(*) = 0 then product.stock
    when bool_or(coalesce(v.stock, product.stock) is null) then null
    else max(coalesce(v.stock, product.stock)) end
  from ${productVariants} v
  where v.tenant_id = product.tenant_id and v.product_id = product.id
    and v.published and v.archived_at is null)`;

/** Whether a live variant counts its own stock: the product then sells only as one of its variants. */
const variantsCountStockColumn = sql<boolean>`exists (select 1 from ${productVariants} v
  where v.tenant_id = product.tenant_id and v.product_id = product.id
    and v.published and v.archived_at is null and v.stock is not null)`;

/**
 * Product columns the shop reads: all but the (possibly large) print template and the admin list's search
 * text, plus the stock view.
 */
export const productColumns = {
  ...storedColumns,
  availableStock: availableStockColumn,
  variantsCountStock: variantsCountStockColumn,
};
export type ProductRow = Omit<typeof products.$inferSelect, 'template' | 'searchText'> & {
  availableStock: number | null;
  variantsCountStock: boolean;
};
export type VariantRow = typeof productVariants.$inferSelect;
import type { FieldRow } from './fields/product-fields.ts';
export type { FieldRow };

/**
 * Which products a caller sees: published, not archived, and reachable. A product is reachable when it
 * is in at least one category the caller sees, or in no category at all (an uncategorised product is
 * open, e.g. one only linked from a CMS page). So a product whose only categories are restricted to
 * other roles, or offline, stays hidden also by slug and in search. A product with access roles of its
 * own is shown only to callers holding one of them. Catalogue managers skip both.
 *
 * `few`: the rows are a handful picked by key (a slug, some ids). Their category links are then looked
 * up per row through the (tenant, product) index; for a list, the planner may instead read all of the
 * tenant's links once into a hash, which for one product page of a 1,000-product shop cost more than
 * the rest of the product's read (issue 23).
 */
export function productVisibility(access: CategoryAccess, options: { few?: boolean } = {}): SQL {
  const shown = and(eq(products.published, true), eq(products.archived, false))!;
  if (access.canManage) return shown;
  const inVisible = inArray(productCategories.categoryId, access.shopVisibleIds());
  const roleOpen = rolesOpen(access);
  if (options.few) {
    // One correlated read of the row's links: none (null) = open, else at least one visible.
    const reachable = sql`coalesce((select bool_or(${inVisible}) from ${productCategories}
      where ${productCategories.tenantId} = ${products.tenantId} and ${productCategories.productId} = ${products.id}), true)`;
    return and(shown, roleOpen, reachable)!;
  }
  const links = (extra?: SQL) =>
    sql`select 1 from ${productCategories} where ${and(eq(productCategories.productId, products.id), extra)}`;
  return and(shown, roleOpen, sql`(not exists (${links()}) or exists (${links(inVisible)}))`)!;
}

/** The product's own access roles (Category & Access tab): empty = everyone, else one of the caller's. */
function rolesOpen(access: CategoryAccess): SQL {
  const roles = access.roleNames();
  return roles.length
    ? sql`(cardinality(${products.accessRoles}) = 0 or ${products.accessRoles} && array[${sql.join(
        roles.map((role) => sql`${role}`),
        sql`, `,
      )}]::text[])`
    : sql`cardinality(${products.accessRoles}) = 0`;
}

/** Visible products by id (batch). */
export async function findProductsByIds(
  tx: Tx,
  access: CategoryAccess,
  ids: readonly string[],
): Promise<ProductRow[]> {
  const valid = ids.filter(isUuid);
  if (!valid.length) return [];
  return tx
    .select(productColumns)
    .from(products)
    .where(and(inArray(products.id, valid), productVisibility(access, { few: true })));
}

/**
 * Up to CATEGORY_PREVIEW_MAX preview products per category (spec §9: the category navigation shows at
 * most 3), chosen by each category's display mode: random (a pool of up to CATEGORY_RANDOM_POOL in a
 * fresh order, from which the page draws three per visit, since the answer may be cached), newest (by
 * creation), static (the static product list in its order; while that list is empty, the category's
 * own products in their order). Only products the caller may see. One statement for all categories.
 */
export async function previewProductIds(
  tx: Tx,
  access: CategoryAccess,
  categoryIds: readonly string[],
): Promise<Map<string, string[]>> {
  const ids = categoryIds.filter(isUuid);
  const previews = new Map(ids.map((id) => [id, [] as string[]]));
  if (!ids.length) return previews;
  const visible = productVisibility(access);
  const modeKeys = sql`case when c.display_mode = 'random' then random() end as random_key,
    case when c.display_mode = 'newest' then ${products.createdAt} end as newest_key`;
  const result = await tx.execute<{ category_id: string; product_id: string }>(sql`
    select category_id, product_id from (
      select candidate.*, row_number() over (
        partition by candidate.category_id
        order by random_key, newest_key desc nulls last, position, product_id) as rank
      from (
        select c.id as category_id, ${products.id} as product_id, ${modeKeys}, s.position as position
        from ${categories} c
        cross join lateral unnest(c.static_product_ids) with ordinality as s(product_id, position)
        join ${products} on ${products.tenantId} = c.tenant_id and ${products.id} = s.product_id
        where c.display_mode = 'static' and ${inArray(sql`c.id`, ids)} and ${visible}
        union all
        select c.id, ${products.id}, ${modeKeys}, pc.sort_order
        from ${categories} c
        join ${productCategories} pc on pc.tenant_id = c.tenant_id and pc.category_id = c.id
        join ${products} on ${products.tenantId} = pc.tenant_id and ${products.id} = pc.product_id
        where (c.display_mode <> 'static' or cardinality(c.static_product_ids) = 0)
          and ${inArray(sql`c.id`, ids)} and ${visible}
      ) candidate
    ) ranked
    where rank <= case when random_key is null then ${CATEGORY_PREVIEW_MAX}::int else ${CATEGORY_RANDOM_POOL}::int end
    order by category_id, rank`);
  for (const row of result.rows) previews.get(row.category_id)?.push(row.product_id);
  return previews;
}

/** The stored print templates of many products (one statement; lists leave the column out). */
export async function templatesOfProducts(
  tx: Tx,
  productIds: readonly string[],
): Promise<Map<string, unknown>> {
  const valid = productIds.filter(isUuid);
  const rows = valid.length
    ? await tx
        .select({ id: products.id, template: products.template })
        .from(products)
        .where(inArray(products.id, valid))
    : [];
  return new Map(rows.map((row) => [row.id, row.template]));
}

/** Groups rows by a key, keeping every requested key (empty list when it has no rows). */
function groupBy<T>(
  keys: readonly string[],
  rows: readonly T[],
  keyOf: (row: T) => string,
): Map<string, T[]> {
  const groups = new Map(keys.map((key) => [key, [] as T[]]));
  for (const row of rows) groups.get(keyOf(row))?.push(row);
  return groups;
}

/** Published, not archived variants of many products (one statement). */
export async function variantsOfProducts(tx: Tx, productIds: readonly string[]) {
  const rows = productIds.length
    ? await tx
        .select()
        .from(productVariants)
        .where(
          and(
            inArray(productVariants.productId, [...productIds]),
            eq(productVariants.published, true),
            isNull(productVariants.archivedAt),
          ),
        )
        .orderBy(asc(productVariants.sortOrder), asc(productVariants.code))
    : [];
  return groupBy(productIds, rows, (row) => row.productId);
}

/** Product fields (personalisation) of many products, in form order (one statement). */
export async function fieldsOfProducts(tx: Tx, productIds: readonly string[]) {
  const rows = await resolvedFieldsOf(tx, productIds);
  return groupBy(productIds, rows, (row) => row.productId);
}

type Nullable<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: T[P] | null };
type StoredFieldJson = Nullable<ProductField, 'defaultValue' | 'min' | 'max' | 'step'>;

/** Core's field from the stored JSON (nulls are absent settings). */
function productFieldOfJson(json: StoredFieldJson): ProductField {
  const { defaultValue, min, max, step, ...field } = json;
  return {
    ...field,
    ...(defaultValue !== null ? { defaultValue } : {}),
    ...(min !== null ? { min } : {}),
    ...(max !== null ? { max } : {}),
    ...(step !== null ? { step } : {}),
  };
}

/** A resolved field row as core's field (what the form and the cart's checks read). */
export function productFieldOfRow(row: FieldRow): ProductField {
  return productFieldOfJson({
    name: row.name,
    label: row.label,
    type: row.type,
    required: row.required,
    defaultValue: row.defaultValue,
    options: row.options.map((option) => option.value),
    min: row.min,
    max: row.max,
    step: row.step,
    conditions: row.conditions,
  });
}

/**
 * A product's personalisation as the cart checks an item against it: its fields in form order and its
 * stored (not yet validated) print template, in one statement. Null for an unknown product.
 */
export async function personalisationOfProduct(
  tx: Tx,
  productId: string,
): Promise<{ fields: ProductField[]; template: unknown } | null> {
  if (!isUuid(productId)) return null;
  // The fields as one JSON array beside the template, so the (large) template is sent once, not per field.
  const fieldsJson = sql<StoredFieldJson[]>`coalesce((
    select json_agg(json_build_object('name', d.name, 'label', coalesce(d.label || f.label, d.label), 'type', d.type,
      'required', coalesce(f.required, d.required),
      'defaultValue', coalesce(f.default_value, d.default_value, d.default_url),
      'options', (select coalesce(json_agg(o ->> 'value'), '[]'::json) from jsonb_array_elements(d.options) o),
      'min', d.min, 'max', d.max, 'step', d.step, 'conditions', f.conditions) order by f.sort_order, d.name)
    from ${productFields} f join ${productFieldDefinitions} d on d.tenant_id = f.tenant_id and d.id = f.field_id
    where f.tenant_id = product.tenant_id and f.product_id = product.id), '[]'::json)`;
  const [row] = await tx
    .select({ template: products.template, fields: fieldsJson })
    .from(products)
    .where(eq(products.id, productId));
  if (!row) return null;
  const fields = row.fields.map(productFieldOfJson);
  return { fields, template: row.template };
}

/** Category ids of many products, in category display order (one statement). */
export async function categoryIdsOfProducts(tx: Tx, productIds: readonly string[]) {
  const rows = productIds.length
    ? await tx
        .select({ productId: productCategories.productId, categoryId: productCategories.categoryId })
        .from(productCategories)
        .innerJoin(
          categories,
          and(
            eq(categories.tenantId, productCategories.tenantId),
            eq(categories.id, productCategories.categoryId),
          ),
        )
        .where(inArray(productCategories.productId, [...productIds]))
        .orderBy(asc(categories.sortOrder), asc(categories.slug))
    : [];
  const groups = groupBy(productIds, rows, (row) => row.productId);
  return new Map([...groups].map(([id, links]) => [id, links.map((link) => link.categoryId)]));
}

/** Why a visible product cannot be ordered now ('Product is not available at the moment.'). */
export type UnavailableReason = 'notOrderable' | 'outOfStock' | 'noPrice';

/** Whether units are left: null = unlimited, 0 or less = none (a product with variants: in any). */
export const hasStock = (stock: number | null): boolean => stock === null || stock > 0;

/**
 * Null when the product can be ordered. Checked in this order: switched to not orderable, out of stock
 * (availableStock null = unlimited, 0 = none left; with variants: all of them sold out), no usable price.
 */
export function unavailableReason(
  product: Pick<ProductRow, 'orderable' | 'availableStock'>,
  priced: boolean,
): UnavailableReason | null {
  if (!product.orderable) return 'notOrderable';
  if (!hasStock(product.availableStock)) return 'outOfStock';
  if (!priced) return 'noPrice';
  return null;
}
