import type { CatalogueText } from './types.ts';

// The admin group's texts of the domain manager (a tenant's Domain tab): the DNS records a domain needs
// and what the check found. Part of the 'admin' group (admin.ts); statuses and toasts live in
// admin-tenant-settings.ts and admin-messages.ts.
export const adminDomainEntries: Record<string, CatalogueText> = {
  'admin.domainStatusUnknownHint': {
    'de-DE': 'Das DNS antwortet seit 72 Stunden nicht',
    'en-GB': 'DNS has not answered for 72 hours',
  },
  'admin.domainRecordMismatch': {
    'de-DE': 'Sie haben {found}, wir brauchen {expected}',
    'en-GB': 'You have {found}, we need {expected}',
  },
  'admin.domainRecordMissing': {
    'de-DE': 'Kein {type}-Eintrag für {name} gefunden, wir brauchen {expected}',
    'en-GB': 'No {type} record found for {name}, we need {expected}',
  },
  'admin.domainRecordOk': { 'de-DE': 'Eintrag stimmt', 'en-GB': 'Record is correct' },
  'admin.domainRecordNotChecked': { 'de-DE': 'Noch nicht geprüft', 'en-GB': 'Not checked yet' },
  'admin.domainRecordType': { 'de-DE': 'Typ', 'en-GB': 'Type' },
  'admin.domainRecordName': { 'de-DE': 'Name', 'en-GB': 'Name' },
  'admin.domainRecordValue': { 'de-DE': 'Wert', 'en-GB': 'Value' },
  'admin.domainRecordOwnership': { 'de-DE': 'Nachweis des Besitzes', 'en-GB': 'Proof of ownership' },
  'admin.domainRecordRouting': { 'de-DE': 'Weiterleitung zum Shop', 'en-GB': 'Routing to the shop' },
  'admin.domainCheckNow': { 'de-DE': 'Jetzt prüfen', 'en-GB': 'Check now' },
  'admin.domainCheckQueued': { 'de-DE': 'Die Prüfung wurde gestartet', 'en-GB': 'The check has started' },
  'admin.domainLastChecked': { 'de-DE': 'Zuletzt geprüft: {time}', 'en-GB': 'Last checked: {time}' },
  'admin.domainDeleteConfirm': {
    'de-DE': 'Die Domain {name} löschen? Der Shop ist dann unter ihr nicht mehr erreichbar.',
    'en-GB': 'Delete the domain {name}? The shop will no longer answer on it.',
  },
  'admin.domainCopyValue': { 'de-DE': 'Wert kopieren', 'en-GB': 'Copy value' },
  'admin.domainCopied': { 'de-DE': 'Kopiert', 'en-GB': 'Copied' },
  'admin.domainNone': { 'de-DE': 'Noch keine Domains', 'en-GB': 'No domains yet' },
  'admin.domainActions': { 'de-DE': 'Aktionen', 'en-GB': 'Actions' },
  'admin.domainNotFound': { 'de-DE': 'Domain nicht gefunden', 'en-GB': 'Domain not found' },
  'admin.domainNotActive': {
    'de-DE': 'Nur eine aktive Domain kann Standard sein',
    'en-GB': 'Only an active domain can be the default',
  },
  'admin.domainStatus': { 'de-DE': 'Status', 'en-GB': 'Status' },
};
