import type { PageLinks } from '../../lib/page-url.ts';
import type { ApiProductField } from '../../lib/print/print-model.ts';
import { shownUnitPrice } from '@print/core/pricing/unit-price';
import { categoryPath, productPath } from '@print/core/shop-paths';
import type { MetaDescriptor } from 'react-router';
import type { ProductDetail, ProductImage, ProductPriceRow } from './product-api.ts';

// The product page's rules without React: gallery, quantities, totals, stock, links, meta tags.

/** The gallery; a product without one shows its plain image, a product without any shows none. */
export function galleryImages(product: Pick<ProductDetail, 'images' | 'imageUrl' | 'name'>): ProductImage[] {
  if (product.images.length > 0) return product.images;
  return product.imageUrl
    ? [{ url: product.imageUrl, thumbnailUrl: product.imageUrl, alt: product.name }]
    : [];
}

/**
 * The quantities the selector offers: the price table's (spec §3), without those a limited stock
 * cannot cover (checkout would refuse them), but never none while the table has rows.
 */
export function quantityOptions(table: readonly ProductPriceRow[], stock: number | null): number[] {
  const all = table.map((row) => row.quantity);
  if (stock === null || stock <= 0) return all;
  const coverable = all.filter((quantity) => quantity <= stock);
  return coverable.length > 0 ? coverable : all.slice(0, 1);
}

/** The smallest offered quantity, or the item's when it is one of the options (personalise again). */
export function initialQuantity(options: readonly number[], itemQuantity: number | null): number {
  if (itemQuantity !== null && options.includes(itemQuantity)) return itemQuantity;
  return options.length > 0 ? Math.min(...options) : 1;
}

/** The price table's row of exactly this quantity (the selector only offers table quantities). */
export function rowForQuantity(table: readonly ProductPriceRow[], quantity: number): ProductPriceRow | null {
  return table.find((row) => row.quantity === quantity) ?? null;
}

/** The item's variant when the product still has it, else the first one in stock, else the first, else none. */
export function initialVariant(
  variants: readonly { id: string; inStock?: boolean }[],
  itemVariantId: string | null,
): string | null {
  if (itemVariantId !== null && variants.some((variant) => variant.id === itemVariantId))
    return itemVariantId;
  return (variants.find((variant) => variant.inStock !== false) ?? variants[0])?.id ?? null;
}

/**
 * The stock that counts for the visitor's choice (decision 0047): the chosen variant's — its own count
 * or the product's it draws on —, else the product's (with variants: the most any variant has left).
 */
export function chosenStock(
  product: Pick<ProductDetail, 'stock' | 'inStock' | 'variants'>,
  variantId: string | null,
): Pick<ProductDetail, 'stock' | 'inStock'> {
  const variant = product.variants.find((candidate) => candidate.id === variantId);
  if (!variant) return { stock: product.stock, inStock: product.inStock };
  // The server answers a variant's count already resolved; null there means the product's says.
  const stock = variant.stock ?? product.stock;
  return { stock, inStock: variant.inStock && product.inStock && (stock === null || stock > 0) };
}

/** The values the chosen variant overwrites (decision 0047): field name → value, none empty. */
function ownValues(product: Pick<ProductDetail, 'variants'>, variantId: string | null): Map<string, string> {
  const values: unknown = product.variants.find((variant) => variant.id === variantId)?.fieldValues;
  if (!values || typeof values !== 'object') return new Map();
  return new Map(
    Object.entries(values).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
}

/**
 * The chosen variant's own field values, labelled as the product's fields are: [label, value, field id]
 * (the id addresses the label for the in-page editor, decision 0083).
 */
export function variantFieldValues(
  product: Pick<ProductDetail, 'variants' | 'fields'>,
  variantId: string | null,
): [label: string, value: string, fieldId: string][] {
  const values = ownValues(product, variantId);
  return product.fields.flatMap((field) => {
    const value = values.get(field.name);
    return value === undefined ? [] : [[field.label, value, field.id] as [string, string, string]];
  });
}

/** At or below this many pieces the page says how many are left (so buyers of limited goods know). */
export const LOW_STOCK = 20;

export type StockInfo = { state: 'inStock' } | { state: 'low'; count: number } | { state: 'outOfStock' };

/** Stock availability: in stock, 'only n left' when little is left, out of stock. null stock = unlimited. */
export function stockInfo(product: Pick<ProductDetail, 'stock' | 'inStock'>): StockInfo {
  if (!product.inStock || product.stock === 0) return { state: 'outOfStock' };
  if (product.stock !== null && product.stock <= LOW_STOCK) return { state: 'low', count: product.stock };
  return { state: 'inStock' };
}

export { categoryPath, productPath };

/** Personalisable products open the product form; the others go straight into the cart. */
export const isPersonalisable = (product: Pick<ProductDetail, 'fields'>) => product.fields.length > 0;

/** What the product form gets of the product (its props contract). */
export type FormProduct = {
  id: string;
  slug: string;
  name: string;
  fields: ApiProductField[];
  template: unknown;
};

/**
 * The form's product for the chosen variant: a value the variant overwrites is the field's default
 * there, so the form starts from it (typed and profile values still come first).
 */
export function toFormProduct(product: ProductDetail, variantId: string | null): FormProduct {
  const values = ownValues(product, variantId);
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    fields: product.fields.map(
      ({ name, label, type, required, defaultValue, options, min, max, step, conditions }) => ({
        name,
        label,
        type,
        required,
        defaultValue: values.get(name) ?? defaultValue,
        options,
        min,
        max,
        step,
        conditions,
      }),
    ),
    template: product.template,
  };
}

/** Search results show about this many characters of a description. */
const META_DESCRIPTION_LENGTH = 160;

/** The description as one line for search results, cut at a word near the limit. */
export function metaDescription(description: string): string {
  const text = description.replace(/\s+/g, ' ').trim();
  if (text.length <= META_DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, META_DESCRIPTION_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 80 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * Title, description, Open Graph tags and schema.org Product data for search engines and link
 * previews, with the page's canonical and `hreflang` links (`linksAt`, lib/page-url.ts). Image and page
 * URLs are absolute, as crawlers require. The product's SEO title
 * and description (Meta Fields tab) win; a product without either description is described by
 * `fallbackDescription` (the shop's claim).
 */
export function productMeta(
  product: ProductDetail,
  siteTitle: string,
  linksAt: (path: string) => PageLinks,
  fallbackDescription = '',
): MetaDescriptor[] {
  // The Meta Fields tab's SEO title is the whole title; without one, the name and the shop's title.
  const title = product.seoTitle || (siteTitle ? `${product.name} | ${siteTitle}` : product.name);
  const description =
    metaDescription(product.seoDescription) || metaDescription(product.description) || fallbackDescription;
  const links = linksAt(productPath(product.slug));
  const url = links.canonical;
  const image = galleryImages(product)[0];
  const imageUrl = image ? new URL(image.url, links.origin).href : null;
  // The lowest unit price of the table, as the table shows it (total / quantity; compared exactly).
  const low = product.priceTable.reduce<ProductPriceRow | null>(
    (min, row) =>
      min === null ||
      BigInt(row.total.amountMinor) * BigInt(min.quantity) <
        BigInt(min.total.amountMinor) * BigInt(row.quantity)
        ? row
        : min,
    null,
  );
  const structured = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description,
    url,
    ...(imageUrl ? { image: imageUrl } : {}),
    ...(low !== null
      ? {
          offers: {
            '@type': 'AggregateOffer',
            priceCurrency: product.currency,
            // schema.org wants a decimal number in major units.
            lowPrice: shownUnitPrice(low.total.amountMinor, low.quantity, low.total.currency).decimal,
            availability: product.available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          },
        }
      : {}),
  };
  return [
    { title },
    { name: 'description', content: description },
    ...links.tags,
    { property: 'og:type', content: 'product' },
    { property: 'og:title', content: product.seoTitle || product.name },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    ...(imageUrl ? [{ property: 'og:image', content: imageUrl }] : []),
    { 'script:ld+json': structured },
  ];
}
