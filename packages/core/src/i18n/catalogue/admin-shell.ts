import type { CatalogueText } from './types.ts';

// The admin's frame (top bar, tenant switcher) and its dashboard.
export const adminShellEntries: Record<string, CatalogueText> = {
  'admin.tenantSwitcher': { 'de-DE': 'Mandant wechseln', 'en-GB': 'Switch tenant' },
  'admin.tenantCurrent': {
    'de-DE': 'aktuell',
    'en-GB': 'current',
    context: 'Marks the tenant whose admin is open in the tenant switcher',
  },
  'admin.tenantNoDomain': {
    'de-DE': 'keine aktive Domain',
    'en-GB': 'no active domain',
    context: 'A tenant in the tenant switcher whose admin has no address yet',
  },
  'admin.dashboardNoCards': {
    'de-DE': 'Für Ihre Rechte gibt es auf der Übersicht noch nichts zu sehen.',
    'en-GB': 'There is nothing on the dashboard for your rights yet.',
  },
};
