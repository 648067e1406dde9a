import { randomUUID } from 'node:crypto';
import { ACTING_TENANT_HEADER } from '@print/core/shell-data';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { products } from '../catalog/catalog.tables.ts';
import { contentPages } from '../content/content.tables.ts';
import { themes } from '../theme/theme.tables.ts';
import { roles, users } from '../users/users.tables.ts';

// The tenant setup wizard (spec §2, decision 0089): the operator starts a tenant, saves its steps
// inside it through the acting-tenant header and finishes it; only then does its host answer.

const START = `mutation StartTenantSetup($input: StartTenantSetupInput!) {
  startTenantSetup(input: $input) { id slug status setupStep companyName pageTitle } }`;
const SAVE = `mutation SaveTenantSetupStep($input: TenantSetupStepInput!) {
  saveTenantSetupStep(input: $input) { setupStep companyName headerType theme { preset primary } languages defaultLanguage } }`;
const FINISH = 'mutation FinishTenantSetup { finishTenantSetup { status host } }';
const CURRENT = 'query CurrentTenant { currentTenant { companyName pageTitle } }';

let t: TestApp;
let operator: CookieJar;
let admin: CookieJar;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
  operator = await loginAs(t, 'plattform', 'Plattform#2026');
  admin = await loginAs(t, 'admin', 'Admin#2026');
});
afterAll(() => t?.close());

const newSlug = () => `wizard-${Date.now().toString(36)}-${++serial}`;
const startInput = (slug: string) => ({
  requestKey: randomUUID(),
  slug,
  companyName: `Company ${slug}`,
  pageTitle: 'Print, nearby',
  claim: 'Sharp print',
});
const actingFor = (tenantId: string) => ({ [ACTING_TENANT_HEADER]: tenantId });

type Started = { startTenantSetup: { id: string; status: string; setupStep: number } };

async function start(slug = newSlug()) {
  const answer = await graphqlAs<Started>(t, operator, START, { input: startInput(slug) });
  expect(answer.body.errors).toBeUndefined();
  return { slug, id: answer.body.data!.startTenantSetup.id };
}

const save = (id: string, input: Record<string, unknown>) =>
  graphqlAs(t, operator, SAVE, { input }, 'localhost', actingFor(id));

describe('tenant setup wizard', () => {
  it('keeps a tenant in setup off every host, then serves it at <slug>.localhost at once on Finish', async () => {
    const { slug, id } = await start();
    const host = `${slug}.localhost`;
    // Asked for while in setup: "no tenant" (which the resolver keeps for 30 s).
    const before = await graphqlAs(t, null, CURRENT, {}, host);
    expect(before.body.data).toBeFalsy();

    expect((await save(id, { step: 'pagebar', headerType: 'simple' })).body.errors).toBeUndefined();
    const theme = { preset: 'forest', primary: '#1d4ed8', secondary: '#0f766e' };
    const themed = await save(id, { step: 'theme', theme });
    expect(themed.body.errors).toBeUndefined();
    const languages = { codes: ['en-GB', 'de-DE'], defaultLanguage: 'en-GB' };
    const translated = await save(id, { step: 'translation', languages });
    expect(translated.body.data).toMatchObject({
      saveTenantSetupStep: { headerType: 'simple', languages: ['en-GB', 'de-DE'], defaultLanguage: 'en-GB' },
    });

    const finished = await graphqlAs(t, operator, FINISH, {}, 'localhost', actingFor(id));
    expect(finished.body).toEqual({ data: { finishTenantSetup: { status: 'active', host } } });

    const served = await graphqlAs<{ currentTenant: { companyName: string; pageTitle: string } }>(
      t,
      null,
      CURRENT,
      {},
      host,
    );
    expect(served.body.data?.currentTenant).toEqual({
      companyName: `Company ${slug}`,
      pageTitle: 'Print, nearby',
    });

    const made = await withTenant(t.database, id, async (tx) => ({
      pages: await tx.select({ kind: contentPages.kind, status: contentPages.status }).from(contentPages),
      roles: await tx.select({ name: roles.name, type: roles.type }).from(roles),
      products: await tx.select({ id: products.id }).from(products),
      users: await tx.select({ id: users.id }).from(users),
      themes: await tx.select({ config: themes.config, isActive: themes.isActive }).from(themes),
    }));
    // Legal pages and a home page, all waiting inactive for the shop's texts; no demo data.
    expect(made.pages.map((page) => `${page.kind}:${page.status}`).sort()).toEqual([
      'home:inactive',
      'imprint:inactive',
      'privacy:inactive',
      'terms:inactive',
    ]);
    expect(made.roles.map((role) => role.name)).toEqual(expect.arrayContaining(['admin']));
    expect(made.roles.every((role) => role.type === 'system')).toBe(true);
    expect(made.products).toEqual([]);
    expect(made.users).toEqual([]);
    expect(made.themes).toHaveLength(1);
    expect(JSON.stringify(made.themes[0]!.config)).toContain('#1d4ed8');

    // A visitor at the imprint's address finds no page while it is inactive.
    const imprint = await graphqlAs(t, null, 'query P { contentPage(slug: "imprint") { id } }', {}, host);
    expect(imprint.body.data).toEqual({ contentPage: null });
  });

  it('answers the same tenant to the same request key, and "Domain already exists" to a taken slug', async () => {
    const input = startInput(newSlug());
    const first = await graphqlAs<Started>(t, operator, START, { input });
    const again = await graphqlAs<Started>(t, operator, START, { input });
    expect(again.body.data?.startTenantSetup.id).toBe(first.body.data?.startTenantSetup.id);
    expect(first.body.data?.startTenantSetup).toMatchObject({ status: 'setup', setupStep: 2 });

    const taken = await graphqlAs(t, operator, START, { input: { ...input, requestKey: randomUUID() } });
    expect(taken.body.errors?.[0]).toMatchObject({ message: 'Domain already exists' });
    const demo = await graphqlAs(t, operator, START, { input: startInput('northprint') });
    expect(demo.body.errors?.[0]?.extensions).toMatchObject({
      fields: { slug: { key: 'validation.domainExists' } },
    });
  });

  it('checks each step as the wizard does: slug, contrast, languages', async () => {
    const badSlug = await graphqlAs(t, operator, START, { input: startInput('Bad Slug') });
    expect(badSlug.body.errors?.[0]?.message).toBe('Invalid slug');
    const { id } = await start();
    const dull = await save(id, {
      step: 'theme',
      theme: { preset: 'classic', primary: '#ffff66', secondary: '#0f766e' },
    });
    expect(dull.body.errors?.[0]?.extensions).toMatchObject({ key: 'admin.wizardColourContrast' });
    const noDefault = await save(id, {
      step: 'translation',
      languages: { codes: ['en-GB'], defaultLanguage: 'de-DE' },
    });
    expect(noDefault.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('refuses every step to anyone without platform.tenants, and a step of an active tenant', async () => {
    const refused = await graphqlAs(t, admin, START, { input: startInput(newSlug()) });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const { id } = await start();
    const foreign = await graphqlAs(
      t,
      admin,
      SAVE,
      { input: { step: 'pagebar', headerType: 'simple' } },
      'localhost',
      actingFor(id),
    );
    expect(foreign.status).toBe(404);
    // Without the header the operator's own (active) shop is not in setup.
    const own = await graphqlAs(t, operator, SAVE, { input: { step: 'pagebar', headerType: 'simple' } });
    expect(own.body.errors?.[0]?.extensions?.key).toBe('admin.wizardResumeMissing');
    // Finish on an active shop (the operator's own) changes nothing and answers its address.
    const finishedOwn = await graphqlAs(t, operator, FINISH);
    expect(finishedOwn.body).toEqual({
      data: { finishTenantSetup: { status: 'active', host: 'druckerei.localhost' } },
    });
  });

  it('finishes once when Finish arrives twice at once', async () => {
    const { id, slug } = await start();
    const answers = await Promise.all(
      [1, 2].map(() => graphqlAs(t, operator, FINISH, {}, 'localhost', actingFor(id))),
    );
    for (const answer of answers)
      expect(answer.body).toEqual({
        data: { finishTenantSetup: { status: 'active', host: `${slug}.localhost` } },
      });
    const pages = await withTenant(t.database, id, (tx) =>
      tx.select({ id: contentPages.id }).from(contentPages).where(eq(contentPages.kind, 'imprint')),
    );
    expect(pages).toHaveLength(1);
  });
});
