// Every Drizzle table of every module, for drizzle-kit (migrations) and the typed query builder.
export * from '../../modules/tenancy/tenancy.tables.ts';
export * from '../../modules/theme/theme.tables.ts';
export * from '../../modules/i18n/i18n.tables.ts';
export * from '../../modules/pricing/pricing.tables.ts';
export * from '../../modules/catalog/catalog.tables.ts';
export * from '../../modules/pricing/price-scales.tables.ts';
export * from '../../modules/users/users.tables.ts';
export * from '../../modules/mail/mail.tables.ts';
export * from '../../platform/kv/kv.tables.ts';
export * from '../../platform/jobs/jobs.tables.ts';
export { appUser } from '../../platform/db/tenant-table.ts';
export * from '../../modules/cart/cart.tables.ts';
export * from '../../modules/media/media.tables.ts';
export * from '../../modules/orders/orders.tables.ts';
export * from '../../modules/punchout/punchout.tables.ts';
export * from '../../modules/audit/audit.tables.ts';
export * from '../../modules/production/print-files.tables.ts';
export * from '../../modules/content/content.tables.ts';
