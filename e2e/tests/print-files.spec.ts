import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { logIn } from './login.ts';
import { acceptCookies, DRUCKEREI, NORTHPRINT, waitForHydration } from './shell.ts';
import { API_HEADERS } from './shop-api.ts';

// Print files for production (issue 15) in both demo shops: a customer orders a personalised business
// card, the admin opens the order, sees its print file turn ready and downloads the PDF (the card's trim
// size plus bleed and crop marks) and the order's ZIP.

test.describe.configure({ timeout: 120_000 });

const MM = 72 / 25.4;
const SHOPS = [
  {
    origin: DRUCKEREI,
    locale: 'de-DE',
    card: 'visitenkarten-standard',
    customer: ['kunde', 'Kunde#2026', 'kunde@druckerei.test'],
    admin: ['admin', 'Admin#2026', 'admin@druckerei.test'],
  },
  {
    origin: NORTHPRINT,
    locale: 'en-GB',
    card: 'business-cards-classic',
    customer: ['customer', 'Customer#2026', 'customer@northprint.test'],
    admin: ['admin', 'Admin#2026', 'admin@northprint.test'],
  },
] as const;

async function signIn(page: Page, origin: string, [login, password, email]: readonly string[]) {
  await page.goto(`${origin}/login`);
  await waitForHydration(page);
  await acceptCookies(page);
  await logIn(page, login!, password!, email!);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
}

/** A GraphQL call from the signed-in page, as its web app makes it (the browser resolves *.localhost). */
async function call(page: Page, query: string, variables = {}) {
  const name = /(?:query|mutation)\s+(\w+)/.exec(query)![1]!;
  const body = await page.evaluate(
    async ({ name, query, variables, headers }) => {
      const answer = await fetch(`/service-api/graphql?c=${name}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables }),
      });
      return answer.json() as Promise<{
        data?: Record<string, { id?: string; number?: number }>;
        errors?: unknown;
      }>;
    },
    { name, query, variables, headers: API_HEADERS },
  );
  expect(body.errors).toBeUndefined();
  return body.data!;
}

/** The personalised card into the cart and ordered on invoice, as the product form and checkout send it. */
async function orderCard(page: Page, slug: string, lastName: string) {
  const { product } = await call(page, `query P { product(slug: "${slug}") { id } }`);
  await call(
    page,
    'mutation Add($input: CartItemInput!) { addCartItem(kind: cart, input: $input, contentReleased: true) { id } }',
    {
      input: {
        productId: product!.id,
        quantity: 100,
        fieldValues: { firstName: 'Ada', lastName, email: 'ada@example.com', phone: '+49 30 123456' },
      },
    },
  );
  const billingAddress = {
    firstName: 'Ada',
    lastName,
    email: 'ada@example.com',
    street: 'Hofweg 3',
    zipCode: '50667',
    city: 'Köln',
    country: 'DE',
  };
  const { placeOrder } = await call(
    page,
    'mutation PlaceOrder($input: CheckoutInput!) { placeOrder(input: $input) { id number } }',
    { input: { billingAddress, shippingSameAsBilling: true, acceptTerms: true, paymentMethod: 'invoice' } },
  );
  return String(placeOrder!.number);
}

const bytesOf = async (download: Download) => new Uint8Array(await readFile((await download.path())!));

for (const shop of SHOPS) {
  test(`${shop.origin}: the admin downloads the print PDF of an ordered business card, and the order's ZIP`, async ({
    browser,
  }) => {
    const customerContext = await browser.newContext({ locale: shop.locale });
    const customer = await customerContext.newPage();
    await signIn(customer, shop.origin, shop.customer);
    const lastName = `Lovelace${String(Date.now()).slice(-5)}`;
    const number = await orderCard(customer, shop.card, lastName);
    await customerContext.close();

    const adminContext = await browser.newContext({ locale: shop.locale, acceptDownloads: true });
    const admin = await adminContext.newPage();
    await signIn(admin, shop.origin, shop.admin);
    await admin.goto(`${shop.origin}/admin/orders`);
    await waitForHydration(admin);
    await admin.getByTestId(`order-link-${number}`).click();
    await expect(admin.getByTestId('print-files-panel')).toBeVisible();
    // Made by the job once the order was placed; the panel shows it ready on its own.
    const file = admin.getByTestId('print-file-1');
    await expect(file).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });

    const [pdfDownload] = await Promise.all([
      admin.waitForEvent('download'),
      file.getByTestId('print-file-download').click(),
    ]);
    expect(pdfDownload.suggestedFilename()).toBe(`${number}-1.pdf`);
    const pdf = await PDFDocument.load(await bytesOf(pdfDownload));
    const page = pdf.getPage(0);
    // 85 × 55 mm trimmed, 2 mm bleed on each side, crop marks 5 mm beyond the bleed.
    expect(page.getTrimBox().width).toBeCloseTo(85 * MM, 1);
    expect(page.getTrimBox().height).toBeCloseTo(55 * MM, 1);
    expect(page.getBleedBox().width).toBeCloseTo(89 * MM, 1);
    expect(page.getMediaBox().width).toBeCloseTo(99 * MM, 1);
    expect(page.getMediaBox().height).toBeCloseTo(69 * MM, 1);

    const [zipDownload] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByTestId('print-files-zip').click(),
    ]);
    const zip = Buffer.from(await bytesOf(zipDownload));
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    expect(zip.includes(Buffer.from(`${number}-1.pdf`))).toBe(true);
    await adminContext.close();
  });
}
