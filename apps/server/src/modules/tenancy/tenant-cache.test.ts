import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// The tenant row is cached per process (issue 13): API calls of a known shop read no tenant row, and
// an admin's saved settings still show on the very next call.

const HEADER = 'query HeaderSettings { headerSettings { cart search } }';
const UPDATE = `mutation UpdateHeaderSettings($input: HeaderSettingsInput!) {
  updateHeaderSettings(input: $input) { cart } }`;

let t: TestApp;
let admin: CookieJar;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
});
afterAll(() => t?.close());

async function tenantReads(call: () => Promise<unknown>): Promise<string[]> {
  const reads: string[] = [];
  t.database.onStatement = (sql) => {
    if (/from "tenant"/.test(sql)) reads.push(sql);
  };
  try {
    await call();
  } finally {
    t.database.onStatement = undefined;
  }
  return reads;
}

describe('the tenant of an API call', () => {
  it('is read once per process, not on every call', async () => {
    const products = 'query P { products(limit: 1) { total } }';
    await graphqlAs(t, null, products);
    expect(await tenantReads(() => graphqlAs(t, null, products))).toEqual([]);
    expect(await tenantReads(() => graphqlAs(t, admin, HEADER))).toEqual([]);
  });

  it("shows an admin's saved settings on the next call", async () => {
    const before = await graphqlAs<{ headerSettings: { cart: boolean; search: boolean } }>(t, admin, HEADER);
    const header = before.body.data!.headerSettings;
    const input = {
      type: 'default',
      showLogo: true,
      notifications: false,
      favourites: true,
      cart: !header.cart,
      search: header.search,
      userContextMenu: 'loginLogout',
      mobileLayoutScheme: 'square-search-cta',
      cta: null,
      topCta: null,
    };
    const saved = await graphqlAs(t, admin, UPDATE, { input });
    expect(saved.body.errors).toBeUndefined();
    const after = await graphqlAs<{ headerSettings: { cart: boolean } }>(t, admin, HEADER);
    expect(after.body.data?.headerSettings.cart).toBe(!header.cart);
  });
});
