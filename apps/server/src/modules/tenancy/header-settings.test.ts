import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tenants } from './tenancy.tables.ts';

// Header settings (spec §3) as stored tenant settings, the shop's texts per language, and the demo
// shops' settings: NorthPrint's header leads somewhere, and it charges UK VAT.

const HEADER_FIELDS = `type showLogo notifications favourites cart search userContextMenu mobileLayoutScheme
  cta { link colour label { language text } } topCta { link suffix { language text } }`;
const HEADER = `query HeaderSettings { headerSettings { ${HEADER_FIELDS} } }`;
const UPDATE = `mutation UpdateHeaderSettings($input: HeaderSettingsInput!) {
  updateHeaderSettings(input: $input) { ${HEADER_FIELDS} } }`;
const TENANT_TEXTS = 'query CurrentTenant { currentTenant { pageTitle claim } }';
const NORTH = 'northprint.localhost';

type ErrorBody = {
  errors?: { message: string; extensions?: { key?: string; fields?: Record<string, { key: string }> } }[];
};

let t: TestApp;
let admin: CookieJar;
let northAdmin: CookieJar;
let customer: CookieJar;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
  northAdmin = await loginAs(t, 'admin', 'Admin#2026', { host: NORTH });
  customer = await loginAs(t, 'kunde', 'Kunde#2026');
});
afterAll(() => t?.close());

const validInput = {
  type: 'default',
  showLogo: true,
  notifications: false,
  favourites: true,
  cart: false,
  search: true,
  userContextMenu: 'loginLogout',
  mobileLayoutScheme: 'square-search-cta',
  cta: {
    link: 'https://example.com/design',
    colour: 'primary-light',
    label: [
      { language: 'de-DE', text: 'Jetzt gestalten' },
      { language: 'en-GB', text: 'Design now' },
      { language: 'fr-FR', text: 'Pas une langue du shop' },
    ],
  },
  topCta: null,
};

describe('header settings', () => {
  it('seeds NorthPrint with a header that leads to the catalogue, cart, favourites and search', async () => {
    const { body } = await graphqlAs<{ headerSettings: Record<string, unknown> }>(
      t,
      northAdmin,
      HEADER,
      {},
      NORTH,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.headerSettings).toMatchObject({
      type: 'default',
      cart: true,
      favourites: true,
      search: true,
      userContextMenu: 'full',
      cta: { link: '/catalog/business-cards', colour: 'secondary' },
    });
  });

  it('are changed only with tenant.settings, and only to valid settings (spec §5 link rule)', async () => {
    const forbidden = await graphqlAs(t, customer, UPDATE, { input: validInput });
    expect((forbidden.body as ErrorBody).errors?.[0]?.message).toBe('Forbidden');

    const badLink = await graphqlAs(t, admin, UPDATE, {
      input: { ...validInput, cta: { ...validInput.cta, link: 'http://example.com' } },
    });
    const error = (badLink.body as ErrorBody).errors?.[0];
    expect(error?.message).toBe(
      'URL is not valid and must start with https:// or be relative and start with /',
    );
    expect(error?.extensions?.fields?.['cta.link']?.key).toBe('validation.linkUrl');
    const badScheme = await graphqlAs(t, admin, UPDATE, {
      input: { ...validInput, mobileLayoutScheme: 'tall' },
    });
    expect((badScheme.body as ErrorBody).errors?.[0]?.extensions?.fields).toHaveProperty(
      'mobileLayoutScheme',
    );

    const saved = await graphqlAs<{ updateHeaderSettings: Record<string, unknown> }>(t, admin, UPDATE, {
      input: validInput,
    });
    expect(saved.body.errors).toBeUndefined();
    const { body } = await graphqlAs<{ headerSettings: Record<string, unknown> }>(t, admin, HEADER);
    expect(body.data?.headerSettings).toEqual({
      ...validInput,
      // Texts for languages the shop does not offer are not kept.
      cta: { ...validInput.cta, label: validInput.cta.label.slice(0, 2) },
    });
    // The other tenant's header is untouched.
    const north = await graphqlAs<{ headerSettings: { cart: boolean } }>(t, northAdmin, HEADER, {}, NORTH);
    expect(north.body.data?.headerSettings.cart).toBe(true);
  });
});

describe('tenant texts per language', () => {
  const visitor = (language: string): CookieJar => new Map([['lang', language]]);

  it("gives the first shop's claim and page title in the visitor's language", async () => {
    const english = await graphqlAs<{ currentTenant: { pageTitle: string; claim: string } }>(
      t,
      visitor('en-GB'),
      TENANT_TEXTS,
    );
    expect(english.body.data?.currentTenant).toEqual({
      pageTitle: 'Druckerei Sonnenschein – order print online',
      claim: 'Printed with care, delivered with sunshine.',
    });
    const german = await graphqlAs<{ currentTenant: { claim: string } }>(t, visitor('de-DE'), TENANT_TEXTS);
    expect(german.body.data?.currentTenant.claim).toBe('Gedruckt mit Sorgfalt, geliefert mit Sonnenschein.');
  });

  it('reads a claim stored as one string (earlier versions) as the default language text', async () => {
    const [changed] = await withSystem(t.database, (tx) =>
      tx
        .update(tenants)
        .set({ settings: sql`jsonb_set(${tenants.settings}, '{claim}', '"Nur deutsch."'::jsonb)` })
        .where(eq(tenants.slug, 'druckerei'))
        .returning({ id: tenants.id }),
    );
    // As the admin's settings save does: this instance's caches drop the tenant.
    t.services.tenantChanges.changed(changed!.id);
    const english = await graphqlAs<{ currentTenant: { claim: string } }>(t, visitor('en-GB'), TENANT_TEXTS);
    expect(english.body.data?.currentTenant.claim).toBe('Nur deutsch.');
  });
});

describe('NorthPrint tax settings', () => {
  it('charges UK VAT (20 %), not the German default of 19 %', async () => {
    const { body } = await graphqlAs<{ product: { taxRateBasisPoints: number } }>(
      t,
      null,
      'query Product($slug: String!) { product(slug: $slug) { taxRateBasisPoints } }',
      { slug: 'business-cards-classic' },
      NORTH,
    );
    expect(body.data?.product.taxRateBasisPoints).toBe(2_000);
  });
});
