import type { CatalogueText } from './types.ts';

// The platform's Tenants area (issue 27): the list, a tenant's detail page and its Settings and
// Subscription tabs. Part of the 'admin' group (admin.ts).
export const adminTenantEntries: Record<string, CatalogueText> = {
  'admin.searchTenants': { 'de-DE': 'Mandanten durchsuchen', 'en-GB': 'Search tenants' },
  'admin.colDomains': { 'de-DE': 'Domains', 'en-GB': 'Domains' },
  'admin.colLanguages': { 'de-DE': 'Sprachen', 'en-GB': 'Languages' },
  'admin.colCreated': { 'de-DE': 'Angelegt', 'en-GB': 'Created' },
  'admin.tenantStatusSetup': { 'de-DE': 'In Einrichtung', 'en-GB': 'Setup' },
  'admin.tenantStatusActive': { 'de-DE': 'Aktiv', 'en-GB': 'Active', context: 'Status of a tenant' },
  'admin.continueTenantSetup': { 'de-DE': 'Einrichtung fortsetzen', 'en-GB': 'Continue setup' },
  'admin.openTenantAdmin': { 'de-DE': 'Admin öffnen', 'en-GB': 'Open admin' },
  'admin.editTenant': { 'de-DE': 'Bearbeiten', 'en-GB': 'Edit' },
  'admin.deleteTenantSetup': { 'de-DE': 'Einrichtung löschen', 'en-GB': 'Delete setup' },
  'admin.deleteTenantSetupConfirm': {
    'de-DE':
      'Die Einrichtung von „{name}“ löschen? Ihre Einstellungen, Sprachen und hochgeladenen Bilder werden mitgelöscht. Das lässt sich nicht rückgängig machen.',
    'en-GB':
      'Delete the setup of “{name}”? Its settings, languages and uploaded pictures are deleted with it. This cannot be undone.',
  },
  'admin.tenantSetupDeleted': {
    'de-DE': 'Die Einrichtung von „{name}“ wurde gelöscht.',
    'en-GB': 'The setup of “{name}” was deleted.',
  },
  'admin.tenantDeleteActive': {
    'de-DE': 'Nur ein Mandant, der noch eingerichtet wird, lässt sich löschen.',
    'en-GB': 'Only a tenant that is still being set up can be deleted.',
  },
  'admin.tenantTabs': { 'de-DE': 'Bereiche des Mandanten', 'en-GB': 'Tenant sections' },
  'admin.noSubscription': {
    'de-DE': 'Für diesen Mandanten ist kein Abonnement hinterlegt.',
    'en-GB': 'No subscription is stored for this tenant.',
  },
  'admin.subscriptionReadOnly': {
    'de-DE': 'Das Abonnement wird von der Plattform verwaltet und kann hier nicht geändert werden.',
    'en-GB': 'The subscription is managed by the platform and cannot be changed here.',
  },
};
