import type { CatalogueText } from './types.ts';

// Names and descriptions of the built-in roles (builtInRoleTextKeys in rights.ts). The en-GB
// descriptions are the ones seeded into every tenant (BUILT_IN_ROLES): a test keeps them equal.
export const adminRoleEntries: Record<string, CatalogueText> = {
  'admin.roleAdminName': { 'de-DE': 'Administrator', 'en-GB': 'Administrator' },
  'admin.roleAdminDescription': {
    'de-DE': 'Administrator des Mandanten mit allen Rechten des Mandanten',
    'en-GB': 'Tenant administrator with every tenant right',
  },
  'admin.roleShopadminName': { 'de-DE': 'Shop-Administrator', 'en-GB': 'Shop administrator' },
  'admin.roleShopadminDescription': {
    'de-DE': 'Führt den Shop: Produkte, Preise, Bestellungen, Seiten',
    'en-GB': 'Runs the shop: products, prices, orders, pages',
  },
  'admin.roleCoachName': { 'de-DE': 'Coach', 'en-GB': 'Coach' },
  'admin.roleCoachDescription': {
    'de-DE': 'Gestaltet Seiten mit dem Seiteneditor',
    'en-GB': 'Builds pages with the page builder',
  },
  'admin.roleCustomerName': { 'de-DE': 'Kunde', 'en-GB': 'Customer' },
  'admin.roleCustomerDescription': { 'de-DE': 'Registrierter Kunde', 'en-GB': 'Registered shopper' },
  'admin.roleTemporaryName': { 'de-DE': 'Temporärer Besucher', 'en-GB': 'Temporary visitor' },
  'admin.roleTemporaryDescription': {
    'de-DE': 'Anonymer Besucher mit einer temporären Sitzung',
    'en-GB': 'Anonymous visitor with a temporary session',
  },
  'admin.rolePlatformName': { 'de-DE': 'Plattformbetrieb', 'en-GB': 'Platform operator' },
  'admin.rolePlatformDescription': {
    'de-DE': 'Betreiber der Plattform: alle Mandanten',
    'en-GB': 'Platform operators: every tenant',
  },
  'admin.rightPlatformTenants': {
    'de-DE': 'Alle Mandanten verwalten',
    'en-GB': 'Manage all tenants',
    context: 'Right of platform operators, never part of a tenant role',
  },
};
