import type { CatalogueText } from './types.ts';

// The admin group's texts of a tenant's integration tabs (issue 27): print-design integration and the
// scheduling service, their "Test connection" results, and the shop's own tenant settings page.
// Part of the 'admin' group (admin.ts); the scheduling field labels are in admin-tenant-settings.ts.
export const adminIntegrationEntries: Record<string, CatalogueText> = {
  'admin.navTenantSettings': { 'de-DE': 'Shop-Einstellungen', 'en-GB': 'Shop settings' },
  'admin.headerSettingsSection': { 'de-DE': 'Kopfzeile', 'en-GB': 'Header' },
  'admin.integrationEnabled': { 'de-DE': 'Aktiviert', 'en-GB': 'Enabled' },
  'admin.printDesignIntro': {
    'de-DE':
      'Der Server ruft die Druckdesign-Integration unter dieser Adresse mit Ihrem API-Schlüssel auf (Authorization: Bearer).',
    'en-GB':
      'The server calls the print-design integration at this address with your API key (Authorization: Bearer).',
  },
  'admin.printDesignEndpointUrl': { 'de-DE': 'Endpunkt-URL', 'en-GB': 'Endpoint URL' },
  'admin.printDesignEndpointHint': {
    'de-DE': 'Eine Adresse mit http:// oder https://, z. B. https://design.example.com/api',
    'en-GB': 'An address starting with http:// or https://, e.g. https://design.example.com/api',
  },
  'admin.printDesignApiKey': { 'de-DE': 'API-Schlüssel', 'en-GB': 'API key' },
  'admin.schedulingIntro': {
    'de-DE':
      'Die Terminbuchung nutzt Cal.com. Legen Sie dort einen API-Schlüssel an und tragen Sie die ID des Termintyps ein.',
    'en-GB': 'Scheduling uses Cal.com. Create an API key there and enter the event type’s identifier.',
  },
  'admin.schedulingNotConfigured': {
    'de-DE': 'Noch kein API-Schlüssel gespeichert: Die Terminbuchung ist nicht eingerichtet.',
    'en-GB': 'No API key stored yet: scheduling is not set up.',
  },
  'admin.testConnection': { 'de-DE': 'Verbindung testen', 'en-GB': 'Test connection' },
  'admin.testingConnection': { 'de-DE': 'Verbindung wird getestet…', 'en-GB': 'Testing connection…' },
  'admin.connectionOk': { 'de-DE': 'Verbindung erfolgreich', 'en-GB': 'Connection successful' },
  'admin.connectionNotConfigured': {
    'de-DE': 'Nicht eingerichtet: Endpunkt und API-Schlüssel fehlen noch.',
    'en-GB': 'Not configured: the endpoint or the API key is missing.',
  },
  'admin.connectionUnauthorised': {
    'de-DE': 'Der Dienst hat den API-Schlüssel abgelehnt (nicht autorisiert).',
    'en-GB': 'The service refused the API key (unauthorised).',
  },
  'admin.connectionUnreachable': {
    'de-DE': 'Der Dienst ist nicht erreichbar. Prüfen Sie die Adresse.',
    'en-GB': 'The service could not be reached. Check the address.',
  },
  'admin.connectionAddressNotAllowed': {
    'de-DE': 'Diese Adresse liegt in einem privaten Netz und wird nicht aufgerufen.',
    'en-GB': 'This address is on a private network and is not called.',
  },
  'admin.connectionEventNotFound': {
    'de-DE': 'Der Schlüssel gilt, aber den Termintyp gibt es dort nicht.',
    'en-GB': 'The key works, but the service has no such event type.',
  },
  'admin.connectionUnexpectedAnswer': {
    'de-DE': 'Der Dienst hat unerwartet geantwortet.',
    'en-GB': 'The service gave an unexpected answer.',
  },
};
