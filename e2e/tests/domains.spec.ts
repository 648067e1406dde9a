import { request as httpRequest } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { FAKE_DNS_CONTROL_PORT, SHOP_PORT } from '../ports.ts';
import { DRUCKEREI_SHOP, NORTHPRINT_SHOP, signIn, type Account } from './demo-shops.ts';
import { API_HEADERS } from './shop-api.ts';
import { waitForHydration } from './shell.ts';

// Issue 27, spec §3 Domain and §8: a tenant's own domains. The operator connects two domains of the
// Druckerei in its tenant detail's Domain tab: the manager says which DNS records are missing or wrong,
// the fake DNS server (e2e config) then answers them, and the checks turn the domains Active. One becomes
// the default: the other answers 301 there, the TLS proxy may get certificates for both, and the shop's
// pages name it in their canonical and `hreflang` links. NorthPrint's own admin sees the same manager
// at /admin/domains. Every domain added here is deleted again, so the other specs see the shops as seeded.

test.use({ locale: 'en-GB' });
test.describe.configure({ mode: 'serial' });

const OPERATOR: Account = ['plattform', 'Plattform#2026', 'plattform@druckerei.test'];
const CNAME_TARGET = 'shops.print-e2e.example';
const WWW = 'www.druckerei-e2e.example';
const SHOP = 'shop.druckerei-e2e.example';

/** Sets what the fake DNS server answers for a name (no values: nothing). */
async function answerDns(type: 'TXT' | 'CNAME' | 'A', name: string, values: string[]) {
  const answer = await fetch(`http://127.0.0.1:${FAKE_DNS_CONTROL_PORT}/records`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type, name, values }),
  });
  expect(answer.ok).toBe(true);
}

/** A GET to the shop as a browser at `host` sends it (the shop resolves its tenant by the Host header). */
function getAtHost(host: string, path: string): Promise<{ status: number; location?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      { host: '127.0.0.1', port: SHOP_PORT, path, headers: { host, 'accept-language': 'en-GB' } },
      (answer) => {
        let body = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (body += chunk));
        answer.on('end', () =>
          resolve({ status: answer.statusCode ?? 0, location: answer.headers.location, body }),
        );
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

/** The `<link rel=canonical|alternate>` of a page's head, as `rel [hreflang] href`. */
function headLinks(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link [^>]*rel="(canonical|alternate)"[^>]*>/g)].map((match) => {
    const tag = match[0];
    const hreflang = /hrefLang="([^"]+)"|hreflang="([^"]+)"/i.exec(tag);
    const href = /href="([^"]+)"/.exec(tag)![1]!.replaceAll('&amp;', '&');
    return [match[1], hreflang?.[1] ?? hreflang?.[2], href].filter(Boolean).join(' ');
  });
}

const row = (page: Page, name: string) => page.getByTestId(`domain-${name}`);
const status = (page: Page, name: string) => row(page, name).getByTestId('domain-status');
const recordState = (page: Page, name: string, type: string) =>
  page.getByTestId(`record-${name}-${type}`).getByTestId('record-state');

async function addDomain(page: Page, name: string) {
  await page.getByTestId('domain-name').fill(name);
  await page.getByTestId('add-domain').click();
}

/** The value the manager asks for in a record (the TXT record's token). */
async function neededValue(page: Page, name: string, type: string): Promise<string> {
  return (await page.getByTestId(`record-${name}-${type}`).locator('code').nth(1).textContent())!.trim();
}

/** "Check now" until the domain shows `wanted` (each check runs as a job; the list follows by polling). */
async function checkUntil(page: Page, name: string, wanted: string) {
  await expect(async () => {
    if ((await status(page, name).getAttribute('data-value')) !== wanted)
      await page.getByTestId(`check-${name}`).click();
    await expect(status(page, name)).toHaveAttribute('data-value', wanted, { timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
}

/** Adds a domain whose records the fake DNS answers right, and checks it until it is Active. */
async function connectDomain(page: Page, name: string) {
  await addDomain(page, name);
  await expect(row(page, name)).toBeVisible();
  await answerDns('TXT', `_print-verify.${name}`, [await neededValue(page, name, 'TXT')]);
  await answerDns('CNAME', name, [CNAME_TARGET]);
  await checkUntil(page, name, 'Configuring');
  await checkUntil(page, name, 'Active');
}

test('public pages of both shops name their canonical address and one alternate per language', async () => {
  for (const shop of [DRUCKEREI_SHOP, NORTHPRINT_SHOP]) {
    const { host, origin } = new URL(shop.origin);
    const page = await getAtHost(host, '/catalog');
    expect(page.status).toBe(200);
    const links = headLinks(page.body);
    // Without a default domain of their own the shops name the address they were asked at.
    expect(links[0]).toBe(`canonical ${origin}/catalog`);
    const alternates = links.filter((link) => link.startsWith('alternate'));
    expect(alternates.at(-1)).toBe(`alternate x-default ${origin}/catalog`);
    expect(alternates.length).toBeGreaterThanOrEqual(3);
    for (const link of alternates.slice(0, -1))
      expect(link).toMatch(new RegExp(`^alternate ([a-z]{2}-[A-Z]{2}) ${origin}/catalog\\?lang=\\1$`));
    // The address naming a language is that language's page: its canonical keeps it.
    const english = await getAtHost(host, '/catalog?lang=en-GB');
    expect(headLinks(english.body)[0]).toBe(`canonical ${origin}/catalog?lang=en-GB`);
    expect(english.body).toMatch(/<html lang="en-GB"/);
  }
});

test('the operator connects two Druckerei domains; the default serves, the other redirects there', async ({
  page,
}) => {
  await signIn(page, DRUCKEREI_SHOP, OPERATOR);
  await page.goto(`${DRUCKEREI_SHOP.origin}/admin/tenants`);
  await waitForHydration(page);
  await page.getByTestId('edit-tenant-druckerei').click();
  await expect(page).toHaveURL(/\/admin\/tenants\/[0-9a-f-]{36}$/);
  const tenantId = page.url().split('/').at(-1)!;
  await page.getByTestId('tenant-tab-domain').click();
  const fallback = row(page, 'druckerei.localhost');
  await expect(fallback).toContainText('Fallback');
  await expect(fallback.getByTestId('delete-druckerei.localhost')).toHaveCount(0);

  // A typo is refused as it is typed; nothing is sent.
  await addDomain(page, 'not a domain');
  await expect(page.getByText('Invalid domain format')).toBeVisible();

  // The routing record points elsewhere before the domain is added: the manager says what it found.
  await answerDns('CNAME', WWW, ['old-host.example.net']);
  await addDomain(page, WWW);
  await expect(page.getByText('Domain added')).toBeVisible();
  await expect(status(page, WWW)).toHaveAttribute('data-value', 'Pending');
  await expect(recordState(page, WWW, 'CNAME')).toHaveText(
    `You have old-host.example.net, we need ${CNAME_TARGET}`,
    { timeout: 30_000 },
  );
  const token = await neededValue(page, WWW, 'TXT');
  expect(token).toMatch(/^print-verify=/);
  await expect(recordState(page, WWW, 'TXT')).toHaveText(
    `No TXT record found for _print-verify.${WWW}, we need ${token}`,
  );
  await page.screenshot({ path: 'test-results/domains-pending-1440.png', fullPage: true });

  // The same name again, also in other letters, and another shop's host: taken.
  await addDomain(page, WWW.toUpperCase());
  await expect(
    page.getByText('Failed to add, delete or set default domain: Domain already exists'),
  ).toBeVisible();
  await expect(page.getByTestId('domain-name')).toHaveValue(WWW.toUpperCase());

  await answerDns('TXT', `_print-verify.${WWW}`, [token]);
  await answerDns('CNAME', WWW, [CNAME_TARGET]);
  await checkUntil(page, WWW, 'Configuring');
  await checkUntil(page, WWW, 'Active');
  await expect(page.getByTestId(`records-${WWW}`)).toHaveCount(0);
  await connectDomain(page, SHOP);

  await page.getByTestId(`default-${SHOP}`).click();
  await expect(page.getByText('Domain set as default')).toBeVisible();
  await expect(row(page, SHOP)).toContainText('Default');
  await expect(row(page, 'druckerei.localhost')).not.toContainText('Default');

  // Another Active domain answers 301 to the default one, path and query kept.
  const moved = await getAtHost(WWW, '/catalog?lang=en-GB');
  expect(moved.status).toBe(301);
  expect(moved.location).toBe(`https://${SHOP}/catalog?lang=en-GB`);
  // The default serves the shop, and its pages name it in their links.
  const served = await getAtHost(SHOP, '/catalog');
  expect(served.status).toBe(200);
  const links = headLinks(served.body);
  expect(links[0]).toBe(`canonical https://${SHOP}/catalog`);
  expect(links).toContain(`alternate de-DE https://${SHOP}/catalog?lang=de-DE`);
  expect(links).toContain(`alternate x-default https://${SHOP}/catalog`);
  // The shop at its development address names the default domain too.
  expect(headLinks((await getAtHost('localhost', '/catalog')).body)[0]).toBe(
    `canonical https://${SHOP}/catalog`,
  );

  // Certificates only for Active domains.
  const ask = async (domain: string) =>
    (await page.request.get(`${DRUCKEREI_SHOP.origin}/service-api/tls/ask?domain=${domain}`)).status();
  expect(await ask(SHOP)).toBe(200);
  expect(await ask(WWW)).toBe(200);
  expect(await ask('pending.druckerei-e2e.example')).toBe(404);

  // The fallback domain has no delete button, and the server refuses to delete it all the same.
  const listed = await page.request.post(`${DRUCKEREI_SHOP.origin}/service-api/graphql?c=Domains`, {
    headers: { ...API_HEADERS, 'x-print-tenant': tenantId },
    data: { query: 'query Domains { tenantDomains { id isFallback } }' },
  });
  const domains = (
    (await listed.json()) as { data: { tenantDomains: { id: string; isFallback: boolean }[] } }
  ).data.tenantDomains;
  const refused = await page.request.post(`${DRUCKEREI_SHOP.origin}/service-api/graphql?c=Delete`, {
    headers: { ...API_HEADERS, 'x-print-tenant': tenantId },
    data: {
      query: 'mutation Delete($id: ID!) { deleteTenantDomain(id: $id) }',
      variables: { id: domains.find((domain) => domain.isFallback)!.id },
    },
  });
  expect(((await refused.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(
    'Cannot delete fallback domain',
  );

  // Deleting asks first; declined, the domain stays.
  await page.getByTestId(`delete-${WWW}`).click();
  const question = page.getByTestId('confirm-dialog');
  await expect(question).toContainText(WWW);
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(row(page, WWW)).toBeVisible();
  await page.getByTestId(`delete-${WWW}`).click();
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(row(page, WWW)).toHaveCount(0);
  expect(await ask(WWW)).toBe(404);

  // Deleting the default makes the fallback the default again: the shop is as seeded.
  await page.getByTestId(`delete-${SHOP}`).click();
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(row(page, SHOP)).toHaveCount(0);
  await expect(row(page, 'druckerei.localhost')).toContainText('Default');
  await expect(async () => {
    const links = headLinks((await getAtHost('localhost', '/catalog')).body);
    expect(links[0]).toBe(`canonical http://localhost/catalog`);
  }).toPass({ timeout: 15_000 });
});

test('NorthPrint’s own admin sees the records an apex domain needs at /admin/domains', async ({ page }) => {
  await signIn(page, NORTHPRINT_SHOP, NORTHPRINT_SHOP.admin);
  await page.goto(`${NORTHPRINT_SHOP.origin}/admin/domains`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Domain');
  await expect(row(page, 'northprint.localhost')).toContainText('Fallback');

  const apex = 'northprint-e2e.example';
  await addDomain(page, apex);
  await expect(page.getByText('Domain added')).toBeVisible();
  await expect(recordState(page, apex, 'A')).toHaveText(
    `No A record found for ${apex}, we need 203.0.113.10`,
    {
      timeout: 30_000,
    },
  );
  // The platform's own names belong to shops: none can be claimed.
  await addDomain(page, 'druckerei.localhost');
  await expect(
    page.getByText('Failed to add, delete or set default domain: Domain already exists'),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/domains-1440.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByTestId(`records-${apex}`)).toBeVisible();
  await page.screenshot({ path: 'test-results/domains-375.png', fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await page.getByTestId(`delete-${apex}`).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Domain deleted')).toBeVisible();
  await expect(row(page, apex)).toHaveCount(0);
});
