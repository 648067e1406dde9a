import { expect, test, type Page } from '@playwright/test';
import { DRUCKEREI, NORTHPRINT } from './shell.ts';

// Issue 13: what search engines and a phone's first paint need from every page: a description, the
// shop's favicon, and pictures that reserve their space, the first of them loaded first.

test.use({ locale: 'en-GB' });

const description = (page: Page) => page.locator('meta[name="description"]');

test('every page has one description: its own, else the shop claim', async ({ page }) => {
  const cases: [string, RegExp][] = [
    // The home page's own SEO description (the CMS home page's, issue 25).
    [DRUCKEREI, /^Druckerei Sonnenschein: design business cards, flyers and letterheads online/],
    [`${DRUCKEREI}/catalog`, /^All our print products at a glance/],
    [`${DRUCKEREI}/catalog/visitenkarten`, /^First impressions count\.$/],
    [`${DRUCKEREI}/products/visitenkarten-standard`, /350 gsm/],
    [`${DRUCKEREI}/login`, /^Printed with care, delivered with sunshine\.$/],
    [`${NORTHPRINT}/cart`, /^Sharp print for bold brands\.$/],
  ];
  for (const [url, expected] of cases) {
    await page.goto(url);
    await expect(description(page), url).toHaveCount(1);
    await expect(description(page), url).toHaveAttribute('content', expected);
  }
});

test("the favicon is the shop's own", async ({ page }) => {
  for (const [shop, initial] of [
    [DRUCKEREI, 'D'],
    [NORTHPRINT, 'N'],
  ] as const) {
    await page.goto(shop);
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(href).toBe('/favicon.svg');
    // Opened in the browser: it resolves *.localhost, Node's resolver does not.
    const icon = await page.goto(new URL(href!, shop).href);
    expect(icon?.headers()['content-type']).toMatch(/^image\/svg\+xml/);
    expect(await icon?.text()).toContain(`>${initial}</text>`);
  }
});

test('the product picture loads first with its size reserved', async ({ page }) => {
  await page.goto(`${DRUCKEREI}/products/visitenkarten-standard`);
  const main = page.getByTestId('product-main-image');
  await expect(main).toHaveAttribute('fetchpriority', 'high');
  await expect(main).toHaveAttribute('width', /^\d+$/);
  await expect(main).toHaveAttribute('height', /^\d+$/);
  await expect(main).not.toHaveAttribute('loading', 'lazy');
  await expect(main).toHaveJSProperty('complete', true);
  expect(await main.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test("the catalogue's first picture loads at once, the pictures further down when scrolled to", async ({
  page,
}) => {
  await page.goto(`${DRUCKEREI}/catalog`);
  const pictures = page.getByTestId('product-tile').locator('img');
  await expect(pictures.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(pictures.first()).not.toHaveAttribute('loading', 'lazy');
  await expect(pictures.last()).toHaveAttribute('loading', 'lazy');
  for (const picture of [pictures.first(), pictures.last()]) {
    await expect(picture).toHaveAttribute('width', /^\d+$/);
    await expect(picture).toHaveAttribute('height', /^\d+$/);
  }
});

// Text shows at once in the fallback font and swaps when the theme's font arrives. The fonts are not
// preloaded: measured, preloads made them compete with the stylesheets and held the first screen's
// largest text back by 0.15–0.45 s (docs/benchmarks.md, 2026-11-25, Lighthouse).
test("text never waits for the theme's fonts", async ({ page }) => {
  for (const shop of [DRUCKEREI, NORTHPRINT]) {
    await page.goto(shop);
    const theme = (await page.locator('#tenant-theme').textContent()) ?? '';
    const faces = theme.match(/@font-face\{[^}]*\}/g) ?? [];
    expect(faces.length).toBeGreaterThan(0);
    for (const face of faces) expect(face).toContain('font-display:swap');
  }
});
