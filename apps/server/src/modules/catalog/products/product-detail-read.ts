import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client.ts';
import type { ProductPricing } from '../../pricing/pricing.service.ts';
import { productColumns, productVisibility, type ProductRow, type VariantRow } from '../catalog.service.ts';
import {
  categories,
  productCategories,
  productFieldDefinitions,
  productFields,
  products,
} from '../catalog.tables.ts';
import type { FieldRow } from '../fields/product-fields.ts';
import type { CategoryAccess } from '../categories/category-access.ts';
import { pricingFromStored, type StoredScales } from '../../pricing/stored-pricing.ts';
import { pricingJson, variantsJson } from './product-list.ts';

// The product page's product (issue 23: a page that is not in the page cache cost five times what it
// did). The product by slug and, when the query shows them, its print template, variants, prices,
// personalisation fields and category links come back in one statement instead of six; the per-request loaders are primed with
// them (product-queries.schema.ts), as the product list does (product-list.ts).

/** What to read with the product besides its row. */
export type ProductDetailExtras = {
  template?: boolean;
  variants?: boolean;
  pricing?: boolean;
  categoryIds?: boolean;
  fields?: boolean;
};

export type ProductDetailRead = {
  row: ProductRow;
  /** The stored print template (null: none); only when asked for, as the other extras. */
  template?: unknown;
  variants?: VariantRow[];
  pricing?: ProductPricing;
  categoryIds?: string[];
  fields?: FieldRow[];
};

// As catalog.service categoryIdsOfProducts: the product's categories in the categories' order.
const categoryIdsJson = sql`(select coalesce(json_agg(pc.category_id order by c.sort_order, c.slug), '[]')
  from ${productCategories} pc join ${categories} c on c.tenant_id = pc.tenant_id and c.id = pc.category_id
  where pc.tenant_id = ${products.tenantId} and pc.product_id = ${products.id})`;

// As product-fields resolvedFieldsOf: the product's fields with its overrides applied, in form order.
const fieldsJson = sql`(select coalesce(json_agg(json_build_object(
    'id', f.id, 'productId', f.product_id, 'fieldId', f.field_id, 'name', d.name,
    'label', coalesce(d.label || f.label, d.label), 'type', d.type, 'required', coalesce(f.required, d.required),
    'defaultValue', coalesce(f.default_value, d.default_value, d.default_url), 'options', d.options,
    'min', d.min, 'max', d.max, 'step', d.step, 'conditions', f.conditions, 'sortOrder', f.sort_order)
    order by f.sort_order, d.name), '[]')
  from ${productFields} f join ${productFieldDefinitions} d on d.tenant_id = f.tenant_id and d.id = f.field_id
  where f.tenant_id = ${products.tenantId} and f.product_id = ${products.id})`;

/** A visible product by slug with what `extras` asks, or null (unknown, hidden from the caller, archived). */
export async function findProductDetailBySlug(
  tx: Tx,
  access: CategoryAccess,
  slug: string,
  extras: ProductDetailExtras,
): Promise<ProductDetailRead | null> {
  const [found] = await tx
    .select({
      ...productColumns,
      templateJson: extras.template ? products.template : sql<null>`null`,
      variantsJson: extras.variants ? sql<VariantRow[]>`${variantsJson}` : sql<null>`null`,
      pricingJson: extras.pricing ? sql<StoredScales>`${pricingJson}` : sql<null>`null`,
      categoryIdsJson: extras.categoryIds ? sql<string[]>`${categoryIdsJson}` : sql<null>`null`,
      fieldsJson: extras.fields ? sql<FieldRow[]>`${fieldsJson}` : sql<null>`null`,
    })
    .from(products)
    .where(and(eq(products.slug, slug), productVisibility(access, { few: true })));
  if (!found) return null;
  const {
    templateJson,
    variantsJson: variants,
    pricingJson: stored,
    categoryIdsJson: ids,
    fieldsJson: fields,
    ...row
  } = found;
  return {
    row,
    ...(extras.template ? { template: templateJson ?? null } : {}),
    ...(extras.variants ? { variants: variants ?? [] } : {}),
    ...(extras.pricing ? { pricing: pricingFromStored(row, stored) } : {}),
    ...(extras.categoryIds ? { categoryIds: ids ?? [] } : {}),
    ...(extras.fields ? { fields: fields ?? [] } : {}),
  };
}
