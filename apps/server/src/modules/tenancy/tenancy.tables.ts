import type { StockPhotoSettings } from '@print/core/media/stock-photos';
import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  jsonb,
  pgPolicy,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@print/core/i18n/localized-text';
import type { OrderWorkflowSettings } from '@print/core/orders/order-workflow';
import type { TaxSettings } from '@print/core/pricing/tax';
import type { ShellTenant } from '@print/core/shell-data';
import type { HeaderSettings } from '@print/core/theme/header-settings';
import { appUser, currentTenantId, tenantTable } from '../../platform/db/tenant-table.ts';

/**
 * Tenant settings kept as one document: read together on every page render, rarely written. Each
 * section is read through its tolerant reader in @print/core (readHeaderSettings, readLocalizedText,
 * readTaxSettings, readOrderWorkflow), so documents written by earlier versions keep working: e.g. a
 * `claim` stored as one string is the text of the tenant's default language.
 */
export type TenantSettings = {
  companyName: string;
  /** Per language (earlier versions: one string). */
  pageTitle: LocalizedText | string;
  claim?: LocalizedText | string;
  header: Partial<HeaderSettings>;
  footer: ShellTenant['footer'];
  home: ShellTenant['home'];
  tax?: Partial<TaxSettings>;
  orderWorkflow?: Partial<OrderWorkflowSettings>;
  /** The page builder's stock photo search (its provider key is a secret apart from these). */
  stockPhotos?: Partial<StockPhotoSettings>;
  /** The tenant's subscription of the platform (spec §3), read-only in the admin; absent: none. */
  subscription?: TenantSubscription;
  /** How many CMS pages the shop may have (spec §3: a tier's page count; default in @print/core pages). */
  maxContentPages?: number;
};

/** A tenant's subscription of the platform (spec §3 Subscription); dates are ISO 8601. */
export type TenantSubscription = {
  status: 'Active' | 'Canceled';
  interval: 'day' | 'week' | 'month' | 'year';
  start: string;
  end?: string | null;
  trialStart?: string | null;
  trialEnd?: string | null;
  nextPayment?: string | null;
};

/** A tenant being set up is not served; finishing the setup wizard makes it active (spec §2). */
export type TenantStatus = 'setup' | 'active';

export const tenants = pgTable(
  'tenant',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    allowTemporaryUsers: boolean('allow_temporary_users').notNull().default(false),
    settings: jsonb('settings').$type<TenantSettings>().notNull(),
    /**
     * 'setup' while the platform operator's setup wizard is not finished (no host serves it yet),
     * then 'active'. Existing tenants are active.
     */
    status: text('status').$type<TenantStatus>().notNull().default('active'),
    /** The setup wizard's last saved step (0 before the first), so a closed browser resumes there. */
    setupStep: integer('setup_step').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A request sees (and may update) only its own tenant row; creating and deleting tenants is platform
  // administration on the privileged path (INSERT/DELETE are revoked from app_user in migration 0002).
  () => [
    pgPolicy('tenant_self_read', { for: 'select', to: appUser, using: sql`id = ${currentTenantId}` }),
    pgPolicy('tenant_self_update', {
      for: 'update',
      to: appUser,
      using: sql`id = ${currentTenantId}`,
      withCheck: sql`id = ${currentTenantId}`,
    }),
  ],
);

export const tenantLanguages = tenantTable(
  'tenant_language',
  {
    languageCode: text('language_code').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    // At most one default language per tenant.
    uniqueIndex('tenant_language_one_default')
      .on(t.tenantId)
      .where(sql`${t.isDefault}`),
  ],
  { references: () => tenants.id, primaryKey: ['languageCode'] },
);

export const domainStatuses = ['Pending', 'Configuring', 'Active', 'Unknown'] as const;
export type DomainStatus = (typeof domainStatuses)[number];

export const domains = tenantTable(
  'domain',
  {
    // Host names are globally unique: one host serves exactly one tenant.
    name: text('name').notNull().unique(),
    status: text('status').$type<DomainStatus>().notNull().default('Pending'),
    isDefault: boolean('is_default').notNull().default(false),
    isFallback: boolean('is_fallback').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('domain_one_default')
      .on(t.tenantId)
      .where(sql`${t.isDefault}`),
  ],
  { references: () => tenants.id },
);

/**
 * Names of the tenant's write-only secrets (spec §3 order workflow, §5 'Secret keys are write-only'; the
 * stock photo provider's key of the page builder's image search).
 */
export const TENANT_SECRET_NAMES = [
  'cardSecretKey',
  'cardWebhookSecret',
  'punchoutSecret',
  'unsplashAccessKey',
] as const;
export type TenantSecretName = (typeof TENANT_SECRET_NAMES)[number];

/**
 * Secret settings, sealed with the app secret (platform/secrets/secret-box.ts). Kept apart from the
 * settings document, which every page render reads and the shell partly sends to browsers.
 */
export const tenantSecrets = tenantTable(
  'tenant_secret',
  {
    name: text('name').$type<TenantSecretName>().notNull(),
    sealed: text('sealed').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  undefined,
  { references: () => tenants.id, primaryKey: ['name'] },
);
