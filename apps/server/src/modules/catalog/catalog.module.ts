import type { ServerModule } from '../server-module.ts';
import {
  categories,
  productCategories,
  productFieldDefinitions,
  productFields,
  products,
  productVariants,
} from './catalog.tables.ts';
import { cataloguePricedProducts } from './catalogue-priced-products.ts';
import { catalogTexts } from './catalog-texts.ts';
import { catalogSitemapEntries } from './sitemap-entries.ts';

/** Categories, products with variants, fields and templates, their media and stock (prices: pricing). */
export const catalogModule: ServerModule = {
  name: 'catalog',
  schema: () => import('./catalog.schema.ts'),
  contributes: {
    // Galleries, templates and texts, variants' and fields' image values (media-cleanup.ts keeps them).
    mediaReferences: [
      {
        name: 'products',
        table: products,
        columns: [
          products.imageUrl,
          products.images,
          products.template,
          products.description,
          products.metaValues,
        ],
      },
      { name: 'product variants', table: productVariants, columns: [productVariants.fieldValues] },
      {
        name: 'product fields',
        table: productFieldDefinitions,
        columns: [productFieldDefinitions.defaultUrl, productFieldDefinitions.defaultValue],
      },
      { name: "products' field settings", table: productFields, columns: [productFields.defaultValue] },
      { name: 'categories', table: categories, columns: [categories.description, categories.linkUrl] },
    ],
    // Uploads are read and decoded before any transaction (product-media.schema.ts).
    outsideTransactionFields: ['uploadProductImage'],
    // The categories and products a visitor without a session can open, for /sitemap.xml (seo).
    sitemapEntries: [catalogSitemapEntries],
    // Products', categories' and product fields' texts per language, for the translations admin.
    translatableTexts: catalogTexts,
    // What the price administration needs to know of products (pricing sits below, decision 0067).
    pricedProducts: [cataloguePricedProducts],
    // What the shop's catalogue pages show (products and variants notify only when their stock count
    // changes whether they are in stock, migrations 0010 and 0014).
    publicContentTables: [
      categories,
      products,
      productCategories,
      productVariants,
      productFields,
      productFieldDefinitions,
    ],
  },
};
