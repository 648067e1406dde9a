import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ProductFieldType } from '@print/core/print/product-field';
import type { ElementConditions } from '@print/core/print/template-types';
import { tenantTable } from '../../platform/db/tenant-table.ts';
import { priceLists } from '../pricing/pricing.tables.ts';
import { tenants } from '../tenancy/tenancy.tables.ts';

/** Text per language code, e.g. { 'de-DE': 'Visitenkarten', 'en-GB': 'Business cards' }. */
export type LocalizedText = Record<string, string>;

/**
 * One product picture (spec §3 Media: images and thumbnails, alternative images per language). An
 * alternative replaces the picture for visitors reading that language, e.g. a card with English text.
 * The first picture that is not external is the standard image; `cover` marks the one catalogue tiles
 * show (at most one); `external` marks the product's external media link (at most one, never shown as a
 * picture: the shop's pages load no images from other hosts). Decision 0046.
 */
export type ProductImage = {
  url: string;
  thumbnailUrl?: string;
  alt?: LocalizedText;
  alternatives?: Record<string, { url: string; thumbnailUrl?: string }>;
  cover?: boolean;
  external?: boolean;
};

export const categories = tenantTable(
  'category',
  {
    slug: text('slug').notNull(),
    parentId: uuid('parent_id'),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull().default({}),
    published: boolean('published').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Role names allowed to see the category; empty = open to all ('All'). */
    accessRoles: text('access_roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    linkUrl: text('link_url'),
    linkTarget: text('link_target').$type<'same' | 'new'>().notNull().default('same'),
    displayMode: text('display_mode').$type<'random' | 'newest' | 'static'>().notNull().default('static'),
    staticProductIds: uuid('static_product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
  },
  (t) => [
    uniqueIndex('category_slug').on(t.tenantId, t.slug),
    foreignKey({ columns: [t.tenantId, t.parentId], foreignColumns: [t.tenantId, t.id] }),
  ],
  { references: () => tenants.id },
);

export const products = tenantTable(
  'product',
  {
    slug: text('slug').notNull(),
    /** The shop's own article number (searchable in the admin), unlike the per-variant codes. */
    articleCode: text('article_code'),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull().default({}),
    published: boolean('published').notNull().default(false),
    archived: boolean('archived').notNull().default(false),
    orderable: boolean('orderable').notNull().default(true),
    taxCategory: text('tax_category').notNull().default('standard'),
    paymentMode: text('payment_mode').$type<'single' | 'subscription'>().notNull().default('single'),
    subscriptionInterval: text('subscription_interval').$type<'day' | 'week' | 'month' | 'year'>(),
    trialDays: integer('trial_days'),
    pricingMode: text('pricing_mode').$type<'simple' | 'priceList'>().notNull().default('priceList'),
    priceListId: uuid('price_list_id'),
    /** Simple pricing: integer minor units; scales live in price_scale with price_list_id null. */
    simplePriceMinor: integer('simple_price_minor'),
    currency: text('currency').notNull().default('EUR'),
    stock: integer('stock'),
    stockWarningThreshold: integer('stock_warning_threshold'),
    imageUrl: text('image_url'),
    /** The gallery, in order; the first is the main picture (imageUrl is kept as its plain URL). */
    images: jsonb('images').$type<ProductImage[]>().notNull().default([]),
    /** The print design template (validated by @print/core when the personalisation arrives). */
    template: jsonb('template'),
    /** Role names that may see and order the product; empty = everyone the categories let in. */
    accessRoles: text('access_roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** SEO title and description per language (the Meta Fields tab). */
    seoTitle: jsonb('seo_title').$type<LocalizedText>().notNull().default({}),
    seoDescription: jsonb('seo_description').$type<LocalizedText>().notNull().default({}),
    /** Values of the tenant's product meta fields (product_meta_field.name → text per language). */
    metaValues: jsonb('meta_values').$type<Record<string, LocalizedText>>().notNull().default({}),
    /**
     * What the admin's products list searches: the names in every language, the article code and every
     * variant's code, lower-cased, one per line. Kept by triggers in the database (migration 0015), so
     * every write to a product or its variants keeps it right; never written by the server.
     */
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('product_slug').on(t.tenantId, t.slug),
    index('product_article_code').on(t.tenantId, t.articleCode),
    foreignKey({
      columns: [t.tenantId, t.priceListId],
      foreignColumns: [priceLists.tenantId, priceLists.id],
    }),
  ],
  { references: () => tenants.id },
);

export const productCategories = tenantTable(
  'product_category',
  {
    productId: uuid('product_id').notNull(),
    categoryId: uuid('category_id').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    // A product's categories (visibility rule, category links of a page of products).
    index('product_category_product').on(t.tenantId, t.productId),
    foreignKey({
      columns: [t.tenantId, t.productId],
      foreignColumns: [products.tenantId, products.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.categoryId],
      foreignColumns: [categories.tenantId, categories.id],
    }).onDelete('cascade'),
  ],
  { primaryKey: ['categoryId', 'productId'] },
);

export const productVariants = tenantTable(
  'product_variant',
  {
    productId: uuid('product_id').notNull(),
    code: text('code').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    published: boolean('published').notNull().default(true),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Field values that override the product's (inherited otherwise). */
    fieldValues: jsonb('field_values').$type<Record<string, string>>().notNull().default({}),
    /** Units of this variant in stock when the product tracks stock per variant; null = not tracked. */
    stock: integer('stock'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('product_variant_code').on(t.tenantId, t.code),
    // The variants of a page of products (catalog.service variantsOfProducts) without reading them all.
    index('product_variant_product').on(t.tenantId, t.productId, t.sortOrder),
    foreignKey({
      columns: [t.tenantId, t.productId],
      foreignColumns: [products.tenantId, products.id],
    }).onDelete('cascade'),
  ],
);

/**
 * The tenant's product-field library (spec §2 product-fields table: field name, label, type, required,
 * use). A product uses a field through a product_field row, which may override label, required and
 * default (decision 0039).
 */
export const productFieldDefinitions = tenantTable(
  'product_field_definition',
  {
    /** Letters and digits (spec §5 field name); templates bind to it. */
    name: text('name').notNull(),
    label: jsonb('label').$type<LocalizedText>().notNull(),
    type: text('type').$type<ProductFieldType>().notNull(),
    required: boolean('required').notNull().default(false),
    /** select: the choices, each with its label per language. */
    options: jsonb('options').$type<{ value: string; label: LocalizedText }[]>().notNull().default([]),
    min: doublePrecision('min'),
    max: doublePrecision('max'),
    step: doublePrecision('step'),
    defaultValue: text('default_value'),
    /** image: the picture used until the shopper uploads one. */
    defaultUrl: text('default_url'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('product_field_definition_name').on(t.tenantId, t.name)],
  { references: () => tenants.id },
);

/** The tenant's product meta fields (values in product.meta_values, edited on the Meta Fields tab). */
export const productMetaFields = tenantTable(
  'product_meta_field',
  {
    name: text('name').notNull(),
    label: jsonb('label').$type<LocalizedText>().notNull(),
    type: text('type').notNull(),
    required: boolean('required').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('product_meta_field_name').on(t.tenantId, t.name)],
  { references: () => tenants.id },
);

export const productFields = tenantTable(
  'product_field',
  {
    productId: uuid('product_id').notNull(),
    /** The field of the tenant's product-field library this product uses (its name, type, options). */
    fieldId: uuid('field_id').notNull(),
    /** Overrides for this product; null = as the library field says. */
    label: jsonb('label').$type<LocalizedText>(),
    required: boolean('required'),
    defaultValue: text('default_value'),
    /** When the field is offered and required on this product (the product form's showWhen, hideWhen, optionalWhen). */
    conditions: jsonb('conditions').$type<ElementConditions>().notNull().default({}),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('product_field_once').on(t.tenantId, t.productId, t.fieldId),
    foreignKey({
      columns: [t.tenantId, t.productId],
      foreignColumns: [products.tenantId, products.id],
    }).onDelete('cascade'),
    // A library field in use cannot be deleted (the admin removes it from the products first).
    foreignKey({
      columns: [t.tenantId, t.fieldId],
      foreignColumns: [productFieldDefinitions.tenantId, productFieldDefinitions.id],
    }),
  ],
);
