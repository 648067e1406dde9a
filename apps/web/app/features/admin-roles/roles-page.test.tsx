import { catalogueForLanguage } from '@print/core/i18n/catalogue/index';
import { BUILT_IN_ROLES } from '@print/core/rights';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/api/query-client.ts';
import { ConfirmProvider } from '../../shell/confirm/confirm-provider.tsx';
import { registeredSession, renderWithShellData, testShellData } from '../../shell/test-helpers.tsx';
import { RolesPage } from './roles-page.tsx';
import { rolesQuery, type Role } from '../../lib/admin/roles-query.ts';

const seeded = (name: string): Role => {
  const role = BUILT_IN_ROLES.find((builtIn) => builtIn.name === name)!;
  return { name, description: role.description, type: 'system', rights: [...role.rights] };
};

/** The roles page of a German admin, server-rendered with the roles already loaded. */
function germanRolesPage(roles: Role[]): string {
  const client = createQueryClient();
  client.setQueryData(rolesQuery.queryKey, roles);
  const shell = {
    ...testShellData({ ...registeredSession, rights: ['admin.access', 'roles.manage'] }),
    language: 'de-DE',
    translations: catalogueForLanguage('de-DE'),
  };
  return renderWithShellData(
    '/admin/roles',
    <QueryClientProvider client={client}>
      <ConfirmProvider>
        <RolesPage />
      </ConfirmProvider>
    </QueryClientProvider>,
    shell,
  );
}

describe('roles page in German', () => {
  it('shows built-in roles, their descriptions and every right by German names, not English or codes', () => {
    const html = germanRolesPage([seeded('admin'), seeded('shopadmin'), seeded('temporary')]);
    expect(html).toContain('Shop-Administrator');
    expect(html).toContain('Temporärer Besucher');
    expect(html).toContain('Administrator des Mandanten mit allen Rechten des Mandanten');
    expect(html).toContain('Führt den Shop: Produkte, Preise, Bestellungen, Seiten');
    expect(html).toContain('Benutzer verwalten');
    expect(html).toContain('Mandanteneinstellungen bearbeiten');
    expect(html).not.toContain('Tenant administrator with every tenant right');
    expect(html).not.toContain('Runs the shop');
    expect(html).not.toContain('users.manage');
    expect(html).not.toContain('tenant.settings');
  });

  it('shows custom roles and changed descriptions as the admin typed them', () => {
    const html = germanRolesPage([
      { name: 'einkauf', description: 'Bestellt für die Abteilung', type: 'custom', rights: ['orders.read'] },
      { ...seeded('customer'), description: 'Stammkunden aus dem Laden' },
    ]);
    expect(html).toContain('einkauf');
    expect(html).toContain('Bestellt für die Abteilung');
    expect(html).toContain('Stammkunden aus dem Laden');
    expect(html).not.toContain('Registrierter Kunde');
    // The built-in name is translated even when its description was changed.
    expect(html).toMatch(/>Kunde</);
    expect(html).toContain('Bestellungen ansehen');
  });

  it('shows the platform operators’ role translated and built in, without Delete, as stored before', () => {
    const html = germanRolesPage([
      {
        name: 'platform',
        description: 'Platform operators: every tenant',
        type: 'custom',
        rights: ['platform.tenants'],
      },
      { name: 'einkauf', description: 'Einkauf', type: 'custom', rights: ['orders.read'] },
    ]);
    expect(html).toContain('Plattformbetrieb');
    expect(html).toContain('Betreiber der Plattform: alle Mandanten');
    expect(html).not.toContain('Platform operators');
    expect(html).not.toContain('data-testid="delete-role-platform"');
    expect(html).toContain('data-testid="delete-role-einkauf"');
  });

  it('shows the rights of every area with a screen', () => {
    const html = germanRolesPage([seeded('admin')]);
    expect(html).toContain('Benutzer verwalten');
    // CMS pages (issue 25), the theme editor (issue 26) and translations (issue 27) have their screens.
    expect(html).toContain('Seiten bearbeiten');
    expect(html).toContain('Theme bearbeiten');
    expect(html).toContain('Übersetzungen bearbeiten');
  });
});
