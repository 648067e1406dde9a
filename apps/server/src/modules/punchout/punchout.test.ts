import { readFileSync } from 'node:fs';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { withSystem, withTenant } from '../../platform/db/tenant-scope.ts';
import { graphqlAs, storeCookies, type CookieJar } from '../../testing/auth-helpers.ts';
import { cookieHeader } from '../../testing/auth-helpers.ts';
import {
  addToCart,
  ENVELOPE_VALUES,
  ENVELOPES,
  placeOrder,
  productId,
  variantId,
} from '../../testing/checkout-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { products } from '../catalog/catalog.tables.ts';
import { findTenantIdByHost } from '../tenancy/tenancy.service.ts';
import { writeTenantSecret } from '../tenancy/tenant-secrets.ts';
import { PUNCHOUT_PATHS } from './punchout.routes.ts';

// Punch-out end to end against the recorded sample documents (samples/): setup with the shared secret,
// shopping in the session, and 'transfer cart' back to the procurement system (OCI and cXML).

const sample = (name: string) => readFileSync(new URL(`./samples/${name}`, import.meta.url), 'utf8');
const OCI_SETUP = sample('oci-setup-sap-srm.txt').trim();
const OCI_SECRET = 'Tr0ub4dor&3';
const CXML_SECRET = 'w3lc0me-PunchOut!';
const SESSION = 'query P { punchOutSession { protocol transferUrl } }';
const CART = 'query C { cartItems(kind: cart) { id } }';

let t: TestApp;
let envelopes: string;
beforeAll(async () => {
  t = await createTestApp();
  envelopes = await productId(t, ENVELOPES);
});
afterAll(() => t.close());

async function useSecret(secret: string, host = 'localhost') {
  const tenantId = (await findTenantIdByHost(t.database, host))!;
  await withTenant(t.database, tenantId, (tx) =>
    writeTenantSecret(tx, t.services.secrets, 'punchoutSecret', secret),
  );
}

async function request(
  method: 'GET' | 'POST',
  url: string,
  jar: CookieJar,
  body?: string,
  type?: string,
  host = 'localhost',
) {
  const response = await t.app.inject({
    method,
    url,
    headers: { host, cookie: cookieHeader(jar), ...(type ? { 'content-type': type } : {}) },
    ...(body !== undefined ? { payload: body } : {}),
  });
  storeCookies(jar, response.headers['set-cookie']);
  return response;
}

/** The hidden fields of a transfer page, with HTML entities decoded. */
function hiddenFields(html: string): Map<string, string> {
  const decode = (text: string) =>
    text.replace(
      /&(amp|lt|gt|quot|#39|#x27);/g,
      (_m, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[e]!,
    );
  return new Map(
    [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((m) => [
      decode(m[1]!),
      decode(m[2]!),
    ]),
  );
}

describe('OCI', () => {
  it('SAP SRM setup → shopping session → transfer posts NEW_ITEM fields to HOOK_URL', async () => {
    await useSecret(OCI_SECRET);
    const jar: CookieJar = new Map();
    const setup = await request(
      'POST',
      PUNCHOUT_PATHS.oci,
      jar,
      OCI_SETUP,
      'application/x-www-form-urlencoded',
    );
    expect(setup.statusCode).toBe(303);
    expect(setup.headers.location).toBe('/catalog');
    const session = await graphqlAs<{ punchOutSession: { protocol: string } }>(t, jar, SESSION);
    expect(session.body.data!.punchOutSession).toEqual({
      protocol: 'oci',
      transferUrl: PUNCHOUT_PATHS.transfer,
    });

    await addToCart(t, jar, {
      productId: envelopes,
      variantId: await variantId(t, 'EN-DL-FENSTER'),
      quantity: 250,
      fieldValues: ENVELOPE_VALUES,
    });
    // No checkout for a punch-out buyer: the order belongs to the procurement system.
    const checkout = await placeOrder(t, jar);
    expect(checkout.errors?.[0]?.extensions?.key).toBe('punchout.checkoutNotAvailable');
    const transfer = await request('POST', PUNCHOUT_PATHS.transfer, jar);
    expect(transfer.statusCode).toBe(200);
    expect(transfer.headers['content-security-policy']).toMatch(/script-src 'sha256-/);
    expect(transfer.body).toContain(
      'action="https://srm.buyer.example:44300/sap/bc/bsp/sap/bbp_oci_rec/receive.htm?sap-client=100&amp;OCI_VERSION=4.0"',
    );
    const fields = hiddenFields(transfer.body);
    expect(Object.fromEntries(fields)).toMatchObject({
      '~OkCode': 'ADDI',
      // The chosen variant's code names exactly what is bought (issue 23), not the product's slug.
      'NEW_ITEM-VENDORMAT[1]': 'EN-DL-FENSTER',
      'NEW_ITEM-QUANTITY[1]': '250',
      'NEW_ITEM-PRICE[1]': '0.19',
      'NEW_ITEM-CURRENCY[1]': 'EUR',
      'NEW_ITEM-UNIT[1]': 'PCE',
    });
    expect(fields.get('NEW_ITEM-DESCRIPTION[1]')).toBe('Briefumschläge DIN lang – Mit Fenster');
    // Transferred: the cart is empty and the session is over.
    expect((await graphqlAs<{ cartItems: unknown[] }>(t, jar, CART)).body.data!.cartItems).toEqual([]);
    expect(
      (await graphqlAs<{ punchOutSession: null }>(t, jar, SESSION)).body.data!.punchOutSession,
    ).toBeNull();
    expect((await request('POST', PUNCHOUT_PATHS.transfer, jar)).statusCode).toBe(401);
  });

  it('a wrong secret or missing fields get a clear error and no session', async () => {
    await useSecret(OCI_SECRET);
    const wrong = await request(
      'POST',
      PUNCHOUT_PATHS.oci,
      new Map(),
      OCI_SETUP.replace('Tr0ub4dor%263', 'guess'),
      'application/x-www-form-urlencoded',
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toBe('Punch-out refused: wrong credentials.');
    expect(wrong.headers['set-cookie']).toBeUndefined();
    const missing = await request('GET', `${PUNCHOUT_PATHS.oci}?USERNAME=a&PASSWORD=b`, new Map());
    expect(missing.statusCode).toBe(400);
    expect(missing.headers['set-cookie']).toBeUndefined();
    // A shop without a punch-out secret accepts nobody.
    const other = await request(
      'POST',
      PUNCHOUT_PATHS.oci,
      new Map(),
      OCI_SETUP,
      'application/x-www-form-urlencoded',
      'northprint.localhost',
    );
    expect(other.statusCode).toBe(401);
  });

  it('an empty cart is not transferred, and the session stays open', async () => {
    await useSecret(OCI_SECRET);
    const jar: CookieJar = new Map();
    await request('GET', `${PUNCHOUT_PATHS.oci}?${OCI_SETUP}`, jar);
    const transfer = await request('POST', PUNCHOUT_PATHS.transfer, jar);
    expect(transfer.statusCode).toBe(400);
    expect(transfer.body).toBe('Ihr Warenkorb ist leer.');
    expect(
      (await graphqlAs<{ punchOutSession: unknown }>(t, jar, SESSION)).body.data!.punchOutSession,
    ).not.toBeNull();
  });
});

describe('punch-out safety', () => {
  it('two buyers behind one OCI catalogue login get separate carts', async () => {
    await useSecret(OCI_SECRET);
    const first: CookieJar = new Map();
    const second: CookieJar = new Map();
    await request('POST', PUNCHOUT_PATHS.oci, first, OCI_SETUP, 'application/x-www-form-urlencoded');
    await request('POST', PUNCHOUT_PATHS.oci, second, OCI_SETUP, 'application/x-www-form-urlencoded');
    await addToCart(t, first, { productId: envelopes, quantity: 100, fieldValues: ENVELOPE_VALUES });
    const theirs = await graphqlAs<{ cartItems: unknown[] }>(t, second, CART);
    expect(theirs.body.data!.cartItems).toEqual([]);
  });

  it('refuses a transfer sent from another origin (a sibling shop’s page included)', async () => {
    await useSecret(OCI_SECRET);
    const jar: CookieJar = new Map();
    await request('POST', PUNCHOUT_PATHS.oci, jar, OCI_SETUP, 'application/x-www-form-urlencoded');
    await addToCart(t, jar, { productId: envelopes, quantity: 100, fieldValues: ENVELOPE_VALUES });
    const response = await t.app.inject({
      method: 'POST',
      url: PUNCHOUT_PATHS.transfer,
      headers: { host: 'localhost', cookie: cookieHeader(jar), 'sec-fetch-site': 'same-site' },
    });
    expect(response.statusCode).toBe(403);
    expect((await graphqlAs<{ cartItems: unknown[] }>(t, jar, CART)).body.data!.cartItems).toHaveLength(1);
  });

  it('sends a line whose net total is not whole cents per unit as a price per quantity, exactly', async () => {
    await useSecret(OCI_SECRET);
    const jar: CookieJar = new Map();
    await request('POST', PUNCHOUT_PATHS.oci, jar, OCI_SETUP, 'application/x-www-form-urlencoded');
    // 101 envelopes at 25 ct net: 25.25 € net, 25 ct per piece exactly.
    await addToCart(t, jar, { productId: envelopes, quantity: 101, fieldValues: ENVELOPE_VALUES });
    const fields = hiddenFields((await request('POST', PUNCHOUT_PATHS.transfer, jar)).body);
    expect([fields.get('NEW_ITEM-PRICE[1]'), fields.get('NEW_ITEM-PRICEUNIT[1]')]).toEqual(['0.25', '1']);
  });

  it('stops guessing the shared secret after 20 wrong tries from one address', async () => {
    const host = 'northprint.localhost';
    await useSecret(OCI_SECRET, host);
    const wrong = OCI_SETUP.replace('Tr0ub4dor%263', 'guess');
    // From an address of its own, so earlier tests' failures do not count.
    const post = async (payload: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: PUNCHOUT_PATHS.oci,
          remoteAddress: '203.0.113.7',
          headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
          payload,
        })
      ).statusCode;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) statuses.push(await post(wrong));
    expect(statuses).toEqual([...Array<number>(20).fill(401), 429]);
    // Even the right secret waits now, from that address.
    expect(await post(OCI_SETUP)).toBe(429);
  });
});

describe('cXML', () => {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false });

  it('PunchOutSetupRequest → start URL (once) → transfer posts a PunchOutOrderMessage', async () => {
    await useSecret(CXML_SECRET);
    const setup = await request(
      'POST',
      PUNCHOUT_PATHS.cxml,
      new Map(),
      sample('PunchOutSetupRequest.xml'),
      'text/xml',
    );
    expect(setup.statusCode).toBe(200);
    const response = parser.parse(setup.body).cXML.Response;
    expect(response.Status['@code']).toBe('200');
    const startUrl = new URL(response.PunchOutSetupResponse.StartPage.URL as string);
    expect(startUrl.pathname).toMatch(/^\/service-api\/punchout\/start\//);

    const jar: CookieJar = new Map();
    const start = await request('GET', startUrl.pathname, jar);
    expect(start.statusCode).toBe(303);
    expect((await request('GET', startUrl.pathname, new Map())).statusCode).toBe(410);

    // The owner's article code is the part number of a line without a variant (issue 23).
    await withSystem(t.database, (tx) =>
      tx.update(products).set({ articleCode: 'UMS-DL' }).where(eq(products.id, envelopes)),
    );
    await addToCart(t, jar, { productId: envelopes, quantity: 100, fieldValues: ENVELOPE_VALUES });
    const transfer = await request('POST', PUNCHOUT_PATHS.transfer, jar);
    await withSystem(t.database, (tx) =>
      tx.update(products).set({ articleCode: null }).where(eq(products.id, envelopes)),
    );
    expect(transfer.statusCode).toBe(200);
    const xml = hiddenFields(transfer.body).get('cxml-urlencoded')!;
    const message = parser.parse(xml).cXML.Message.PunchOutOrderMessage;
    expect(message.BuyerCookie).toBe('34234234ADFSDF234234');
    expect(message.PunchOutOrderMessageHeader.Total.Money['#text']).toBe('25.00');
    expect(message.ItemIn['@quantity']).toBe('100');
    expect(message.ItemIn.ItemID.SupplierPartID).toBe('UMS-DL');
  });

  it('wrong secret, malformed XML and an entity attack are refused with a cXML error, no session', async () => {
    await useSecret(CXML_SECRET);
    const status = (body: string) => parser.parse(body).cXML.Response.Status['@code'];
    const wrong = await request(
      'POST',
      PUNCHOUT_PATHS.cxml,
      new Map(),
      sample('PunchOutSetupRequest.xml').replace(CXML_SECRET, 'guess'),
      'text/xml',
    );
    expect([wrong.statusCode, status(wrong.body)]).toEqual([401, '401']);
    for (const name of ['malformed.xml', 'xxe.xml', 'PunchOutSetupRequest-secret-shape.xml']) {
      const refused = await request('POST', PUNCHOUT_PATHS.cxml, new Map(), sample(name), 'application/xml');
      expect(refused.statusCode).toBe(400);
      expect(refused.body).not.toContain('StartPage');
    }
  });
});
