import type { Tx } from '../../platform/db/client.ts';
import {
  categories,
  productCategories,
  productFields,
  products,
  productVariants,
  type LocalizedText,
  type ProductImage,
} from './catalog.tables.ts';
import { insertListScales, insertPriceList } from '../pricing/price-lists.service.ts';
import { ensureLibraryFields } from './fields/product-fields.ts';

// A whole catalogue written at once (a new shop's starting catalogue, the demo shops), in the tenant's
// scope. Each product gets a price list of its own with its quantity scales.

export type { LocalizedText, ProductImage };

export type CategorySetup = {
  slug: string;
  name: LocalizedText;
  description: LocalizedText;
  parentSlug?: string;
  accessRoles?: string[];
};

export type ProductSetup = {
  slug: string;
  name: LocalizedText;
  description: LocalizedText;
  categorySlugs: string[];
  taxCategory: string;
  /** Quantity scales: from minQuantity on, one unit costs unitPriceMinor (integer minor units). */
  scales: { minQuantity: number; unitPriceMinor: number }[];
  variants: { code: string; name: LocalizedText }[];
  fields: {
    name: string;
    label: LocalizedText;
    type: 'text' | 'textarea' | 'email' | 'phone' | 'url' | 'number' | 'image' | 'select';
    required: boolean;
    defaultValue?: string;
  }[];
  stock?: number;
  /** The main picture's address (the demo's generated SVGs are under /demo/). */
  image: string;
  images: ProductImage[];
  /** The print template, checked by @print/core when a personalisation arrives; null for none. */
  template: unknown;
};

/** Categories in the given order (a parent before its children), then the published products. */
export async function addCatalogue(
  tx: Tx,
  catalogue: {
    currency: string;
    /** The language a product's price list is named in. */
    baseLanguage: string;
    categories: readonly CategorySetup[];
    products: readonly ProductSetup[];
  },
) {
  const categoryIds = new Map<string, string>();
  for (const [index, category] of catalogue.categories.entries()) {
    const [row] = await tx
      .insert(categories)
      .values({
        slug: category.slug,
        parentId: category.parentSlug ? categoryIds.get(category.parentSlug) : undefined,
        name: category.name,
        description: category.description,
        sortOrder: index,
        accessRoles: category.accessRoles ?? [],
      })
      .returning({ id: categories.id });
    categoryIds.set(category.slug, row!.id);
  }

  for (const [index, product] of catalogue.products.entries()) {
    const listId = await insertPriceList(tx, {
      name: `${product.name[catalogue.baseLanguage] ?? product.slug}`,
      currency: catalogue.currency,
    });
    const [row] = await tx
      .insert(products)
      .values({
        slug: product.slug,
        name: product.name,
        description: product.description,
        published: true,
        taxCategory: product.taxCategory,
        pricingMode: 'priceList',
        priceListId: listId,
        currency: catalogue.currency,
        stock: product.stock ?? null,
        imageUrl: product.image,
        images: product.images,
        template: product.template,
      })
      .returning({ id: products.id });
    const productId = row!.id;
    await insertListScales(tx, listId, product.scales);
    if (product.variants.length) {
      await tx.insert(productVariants).values(
        product.variants.map((v, sortOrder) => ({
          productId,
          code: v.code,
          name: v.name,
          sortOrder,
        })),
      );
    }
    if (product.fields.length) {
      // The library field is the first product's; later products override what differs.
      const library = await ensureLibraryFields(tx, product.fields);
      await tx.insert(productFields).values(
        product.fields.map((f, sortOrder) => ({
          productId,
          fieldId: library.get(f.name)!,
          label: f.label,
          required: f.required,
          defaultValue: f.defaultValue ?? null,
          sortOrder,
        })),
      );
    }
    const links = product.categorySlugs.flatMap((slug) => {
      const categoryId = categoryIds.get(slug);
      return categoryId ? [{ productId, categoryId, sortOrder: index }] : [];
    });
    if (links.length) await tx.insert(productCategories).values(links);
  }
}
