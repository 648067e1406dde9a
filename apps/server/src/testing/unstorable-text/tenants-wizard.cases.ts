import { randomUUID } from 'node:crypto';
import { ACTING_TENANT_HEADER } from '@print/core/shell-data';
import { graphqlAs, loginAs, type CookieJar } from '../auth-helpers.ts';
import type { TestApp } from '../test-app.ts';
import { next, type Case } from './fixture.ts';

// The tenant setup wizard (modules/tenancy, decision 0089), called by the platform operator: the start
// (slug and general settings) on their own shop, a step inside a tenant in setup through the header.

let operator: CookieJar | null = null;
let setupTenantId = '';

async function asOperator({ t }: { t: TestApp }) {
  operator ??= await loginAs(t, 'plattform', 'Plattform#2026');
  return { jar: operator };
}

/** The operator acting for one tenant in setup, made once. */
async function inSetupTenant(session: { t: TestApp }) {
  const { jar } = await asOperator(session);
  if (!setupTenantId) {
    const started = await graphqlAs<{ startTenantSetup: { id: string } }>(
      session.t,
      jar,
      'mutation S($input: StartTenantSetupInput!) { startTenantSetup(input: $input) { id } }',
      { input: { requestKey: randomUUID(), slug: 'fuzz-setup', companyName: 'Fuzz', pageTitle: 'Fuzz' } },
    );
    setupTenantId = started.body.data!.startTenantSetup.id;
  }
  return { jar, headers: { [ACTING_TENANT_HEADER]: setupTenantId } };
}

export const tenantWizardCases: Record<string, Case> = {
  startTenantSetup: {
    base: () => ({
      input: {
        requestKey: randomUUID(),
        slug: `fuzz-${next()}`,
        companyName: 'Fuzz company',
        pageTitle: 'Fuzz title',
        claim: 'Fuzz claim',
      },
    }),
    caller: asOperator,
  },
  saveTenantSetupStep: {
    base: () => ({
      input: {
        step: 'general',
        general: { companyName: 'Fuzz company', pageTitle: 'Fuzz title', claim: 'Fuzz claim' },
        logos: {
          logo: null,
          wideLogo: null,
          favicon: null,
          darkLogo: null,
          darkWideLogo: null,
          loginBackground: null,
        },
        theme: { preset: 'classic', primary: '#1d4ed8', secondary: '#0f766e' },
        languages: { codes: ['de-DE'], defaultLanguage: 'de-DE' },
        scheduling: { enabled: false, eventId: '' },
      },
    }),
    caller: inSetupTenant,
  },
  // The id is never stored: any text answers cleanly (a malformed id names no tenant).
  deleteTenantSetup: {
    base: () => ({ id: randomUUID() }),
    caller: asOperator,
  },
};
