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
import type { LogoKind } from '@print/core/media/logo-rules';
import type { RecordCheck } from '@print/core/tenancy/domain-status';
import type { OrderWorkflowSettings } from '@print/core/orders/order-workflow';
import type { TaxSettings } from '@print/core/pricing/tax';
import type { ShellTenant } from '@print/core/shell-data';
import type { HeaderSettings } from '@print/core/theme/header-settings';
import type { TenantThemeValues } from '@print/core/tenancy/tenant-wizard';
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
  /** The shop's logos as media ids (spec §3 Media); sizes checked by @print/core media/logo-rules. */
  logos?: Partial<Record<LogoKind, string>>;
  /** The scheduling service (spec §3 Scheduling settings; its API key is a secret apart from these). */
  scheduling?: { enabled: boolean; eventId: string };
  /** The print-design integration (its API key is a secret apart from these): @print/core tenancy/integrations. */
  printDesign?: { enabled: boolean; endpointUrl: string };
  /** The setup wizard's choices that other modules apply when it finishes (the theme step's look). */
  wizard?: { theme?: TenantThemeValues };
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

/** What the last DNS check of a domain found (modules/tenancy/domains/domain-check.job.ts). */
export type DomainChecks = {
  records: RecordCheck[];
  /** When the checks started failing without a break (null while DNS answers): 72 h of it is Unknown. */
  erroredSince: string | null;
};

export const domains = tenantTable(
  'domain',
  {
    // Host names are globally unique: one host serves exactly one tenant.
    name: text('name').notNull().unique(),
    status: text('status').$type<DomainStatus>().notNull().default('Pending'),
    isDefault: boolean('is_default').notNull().default(false),
    isFallback: boolean('is_fallback').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The value of the TXT record that proves the tenant owns the name (`print-verify=<token>`). */
    verifyToken: text('verify_token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    checks: jsonb('checks').$type<DomainChecks>(),
    /** Checks made since the domain was added or "check now" was pressed: the next waits longer. */
    checkAttempt: integer('check_attempt').notNull().default(0),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('domain_one_default')
      .on(t.tenantId)
      .where(sql`${t.isDefault}`),
    uniqueIndex('domain_one_fallback')
      .on(t.tenantId)
      .where(sql`${t.isFallback}`),
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
  // Automatic translation (issue 27): the shop's own DeepL and AI keys.
  'deeplKey',
  'aiKey',
  // The tenant's integrations (issue 27): print-design and the scheduling service (Cal.com).
  'printDesignApiKey',
  'schedulingApiKey',
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
