import type { LocalizedText } from '../../catalog.tables.ts';
import { builder } from '../../../../platform/graphql/builder.ts';
import type { AdminProductRow } from './admin-product.service.ts';

// What the catalogue administration's schema files share (products, and the tabs of the product
// editor that add fields to AdminProduct): the rights and the admin's view of a product.

/**
 * Reading the catalogue's administration (unpublished and archived products, access roles and the
 * like). Shoppers hold catalog.read too (it lets them browse the shop), so the administration's reads
 * also need admin.access.
 */
export const readCatalog = { $all: { right: 'catalog.read', $any: { right: 'admin.access' } } } as const;
export const writeCatalog = { right: 'catalog.write' } as const;

/** A text in one language, as the catalogue administration lists texts (one entry per language). */
export type CatalogTextEntry = { language: string; text: string };

export const CatalogText = builder.objectRef<CatalogTextEntry>('CatalogText').implement({
  description: 'A text in one language (catalogue administration).',
  authScopes: readCatalog,
  fields: (t) => ({ language: t.exposeString('language'), text: t.exposeString('text') }),
});

export const catalogTextEntries = (texts: LocalizedText): CatalogTextEntry[] =>
  Object.entries(texts).map(([language, text]) => ({ language, text }));

/** A product as the administration sees it (any state); tabs add their own fields to it. */
export const AdminProductRef = builder.objectRef<AdminProductRow>('AdminProduct');
