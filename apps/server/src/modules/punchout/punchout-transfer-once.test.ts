import { readFileSync } from 'node:fs';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/db/tenant-scope.ts';
import { cookieHeader, graphqlAs, storeCookies, type CookieJar } from '../../testing/auth-helpers.ts';
import { addToCart, ENVELOPE_VALUES, ENVELOPES, productId } from '../../testing/checkout-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { findTenantIdByHost } from '../tenancy/tenancy.service.ts';
import { writeTenantSecret } from '../tenancy/tenant-secrets.ts';
import { PUNCHOUT_PATHS } from './punchout.routes.ts';

// 'Transfer cart' hands one cart back once (issue 12). A double click sends the form twice and the
// browser shows only the second answer, so every answer must carry the transferred cart; a second
// session of the same buyer finds the cart gone rather than sending it twice.

const sample = (name: string) => readFileSync(new URL(`./samples/${name}`, import.meta.url), 'utf8');
const OCI_SETUP = sample('oci-setup-sap-srm.txt').trim();
const OCI_SECRET = 'Tr0ub4dor&3';
const CXML_SECRET = 'w3lc0me-PunchOut!';
const CART = 'query C { cartItems(kind: cart) { id } }';

let t: TestApp;
let envelopes: string;
beforeAll(async () => {
  t = await createTestApp();
  envelopes = await productId(t, ENVELOPES);
  const tenantId = (await findTenantIdByHost(t.database, 'localhost'))!;
  await withTenant(t.database, tenantId, async (tx) => {
    await writeTenantSecret(tx, t.services.secrets, 'punchoutSecret', OCI_SECRET);
  });
});
afterAll(() => t.close());

async function request(method: 'GET' | 'POST', url: string, jar: CookieJar, body?: string, type?: string) {
  const response = await t.app.inject({
    method,
    url,
    headers: { host: 'localhost', cookie: cookieHeader(jar), ...(type ? { 'content-type': type } : {}) },
    ...(body !== undefined ? { payload: body } : {}),
  });
  storeCookies(jar, response.headers['set-cookie']);
  return response;
}

const transfer = (jar: CookieJar) => request('POST', PUNCHOUT_PATHS.transfer, new Map(jar));
const cartOf = async (jar: CookieJar) =>
  (await graphqlAs<{ cartItems: unknown[] }>(t, jar, CART)).body.data!.cartItems;

describe('transfer cart, once', () => {
  it('a transfer sent 5 times at once: the cart leaves once, and every answer is the page that carries it', async () => {
    const jar: CookieJar = new Map();
    await request('POST', PUNCHOUT_PATHS.oci, jar, OCI_SETUP, 'application/x-www-form-urlencoded');
    await addToCart(t, jar, { productId: envelopes, quantity: 100, fieldValues: ENVELOPE_VALUES });
    const answers = await Promise.all(Array.from({ length: 5 }, () => transfer(jar)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(5).fill(200));
    expect(answers[0]!.body).toContain(`name="NEW_ITEM-VENDORMAT[1]" value="${ENVELOPES}"`);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(await cartOf(jar)).toEqual([]);
  });

  it('two cXML sessions of one buyer transferring at once: one carries the cart, the other finds it empty', async () => {
    const tenantId = (await findTenantIdByHost(t.database, 'localhost'))!;
    await withTenant(t.database, tenantId, (tx) =>
      writeTenantSecret(tx, t.services.secrets, 'punchoutSecret', CXML_SECRET),
    );
    const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false });
    // The same buyer (UserEmail) starts two sessions, e.g. in two tabs of the procurement system.
    const session = async () => {
      const setup = await request(
        'POST',
        PUNCHOUT_PATHS.cxml,
        new Map(),
        sample('PunchOutSetupRequest.xml'),
        'text/xml',
      );
      const startUrl = new URL(
        parser.parse(setup.body).cXML.Response.PunchOutSetupResponse.StartPage.URL as string,
      );
      const jar: CookieJar = new Map();
      expect((await request('GET', startUrl.pathname, jar)).statusCode).toBe(303);
      return jar;
    };
    const [first, second] = [await session(), await session()];
    await addToCart(t, first, { productId: envelopes, quantity: 100, fieldValues: ENVELOPE_VALUES });
    expect(await cartOf(second)).toHaveLength(1);

    const answers = await Promise.all([transfer(first), transfer(second)]);
    const carried = answers.filter((answer) => answer.statusCode === 200);
    expect(carried).toHaveLength(1);
    expect(carried[0]!.body).toContain('cxml-urlencoded');
    const refused = answers.find((answer) => answer.statusCode !== 200)!;
    // The tenant's default language (no language cookie): "Your shopping cart is empty."
    expect([refused.statusCode, refused.body]).toEqual([400, 'Ihr Warenkorb ist leer.']);
    expect(await cartOf(first)).toEqual([]);
  });
});
