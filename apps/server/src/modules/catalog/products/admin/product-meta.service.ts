import {
  normalizeProductMeta,
  validateProductMeta,
  type ProductMetaFieldDefinition,
  type ProductMetaInput,
} from '@print/core/catalog/product-meta';
import type { ProductMetaFieldType } from '@print/core/catalog/product-field-admin';
import { and, eq, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../../../platform/service-context.ts';
import { differs } from '../../../../platform/db/differs.ts';
import { ownTextsSaved } from '../../../../platform/events/own-texts-saved.ts';
import { isUuid } from '../../../../platform/db/uuid.ts';
import { invalidInput, notFound } from '../../../../platform/errors.ts';
import { products } from '../../catalog.tables.ts';
import { listMetaFields } from '../../fields/product-meta-fields.service.ts';
import { adminProductColumns, type AdminProductRow } from './admin-product.service.ts';
import { recordProductActivity } from './product-activity.ts';
import { unchangedProduct } from './product-settings.service.ts';

// The product editor's Meta Fields tab (spec §2): SEO title and description per language and the
// values of the tenant's product meta fields, saved together.

type Ctx = Pick<ServiceContext, 'tx' | 'tenant' | 'user'>;

/** The tenant's meta fields as the tab's rules need them. */
export async function metaFieldDefinitions(
  ctx: Pick<ServiceContext, 'tx'>,
): Promise<ProductMetaFieldDefinition[]> {
  return (await listMetaFields(ctx.tx)).map((field) => ({
    name: field.name,
    type: field.type as ProductMetaFieldType,
    required: field.required,
  }));
}

/**
 * Replaces the product's SEO texts and meta values with the input's, after the tab's rules (the same
 * as the browser's). Values of fields the tenant no longer has are dropped; the form keeps what was
 * typed when this fails, as every field error names its input.
 */
export async function updateProductMeta(
  ctx: Ctx,
  id: string,
  input: ProductMetaInput,
): Promise<AdminProductRow> {
  if (!isUuid(id)) throw notFound('admin.productNotFound');
  const fields = await metaFieldDefinitions(ctx);
  const languages = ctx.tenant.languages.map((language) => language.code);
  const meta = normalizeProductMeta(input, fields, languages, ctx.tenant.defaultLanguage);
  const result = validateProductMeta(meta, fields, languages, ctx.tenant.defaultLanguage);
  if (!result.valid) {
    const first = result.formError ?? Object.values(result.errors)[0]!;
    throw invalidInput(first.key, result.errors, first.params);
  }
  const values = { seoTitle: meta.seoTitle, seoDescription: meta.seoDescription, metaValues: meta.values };
  // The texts as they are, locked for this save (their translation states follow what it changes).
  const [stored] = await ctx.tx
    .select({ seoTitle: products.seoTitle, seoDescription: products.seoDescription })
    .from(products)
    .where(eq(products.id, id))
    .for('no key update');
  // Only when something changes: the same save twice at once is stored and recorded once.
  const [row] = await ctx.tx
    .update(products)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(products.id, id), differs(products, values)))
    .returning(adminProductColumns);
  if (!row) return unchangedProduct(ctx, id);
  await ownTextsSaved({ tx: ctx.tx, tenant: ctx.tenant, userId: ctx.user?.userId ?? null }, [
    { entity: 'product', id, field: 'seoTitle', before: stored!.seoTitle, after: meta.seoTitle },
    {
      entity: 'product',
      id,
      field: 'seoDescription',
      before: stored!.seoDescription,
      after: meta.seoDescription,
    },
  ]);
  await recordProductActivity(ctx, 'update', row, { tab: 'meta', fields: Object.keys(meta.values) });
  return row;
}
