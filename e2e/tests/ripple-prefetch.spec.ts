import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { LINK_PREFETCH_MARGIN_PX } from '@print/core/constants';
import { DRUCKEREI_SHOP, signIn } from './demo-shops.ts';
import { acceptCookies, DRUCKEREI, waitForHydration } from './shell.ts';

// Spec §9: the click ripple (buttons 500 ms, the generic click ripple 600 ms) and the link prefetch
// margin (200 px).

/** Presses (without releasing) the pointer on a point of `selector`'s first match away from its links. */
async function pressOn(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  await page.mouse.move(box.x + box.width - 6, box.y + box.height - 6);
  await page.mouse.down();
}

test('catalogue tiles and category cards ripple for 600 ms when pressed, buttons for 500 ms', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${DRUCKEREI}/catalog`);
  await acceptCookies(page);
  await waitForHydration(page);

  // A button (the catalogue search's): the button ripple, 500 ms.
  await pressOn(page, '[data-testid="catalog-search"] button[type="submit"]');
  await expect(page.locator('[data-testid="catalog-search"] [data-ripple-ms]').first()).toHaveAttribute(
    'data-ripple-ms',
    '500',
  );
  // Released away from it: no search is sent.
  await page.mouse.move(0, 0);
  await page.mouse.up();

  await pressOn(page, '[data-testid="category-card"]');
  await expect(page.locator('[data-testid="category-card"] [data-ripple-ms]').first()).toHaveAttribute(
    'data-ripple-ms',
    '600',
  );
  await page.mouse.move(0, 0);
  await page.mouse.up();

  await page.getByTestId('product-tile').first().scrollIntoViewIfNeeded();
  await pressOn(page, '[data-testid="product-tile"]');
  await expect(page.locator('[data-testid="product-tile"] [data-ripple-ms]').first()).toHaveAttribute(
    'data-ripple-ms',
    '600',
  );
  // It is gone once its time is over.
  await expect(page.locator('[data-testid="product-tile"] [data-ripple-ms]')).toHaveCount(0);
  await page.mouse.move(0, 0);
  await page.mouse.up();

  // The heart inside the tile is a control of its own: pressing it does not ripple the tile, nor does
  // Enter on it (the key event alone, without the favourite it would add). Every ripple the tile
  // starts is counted (each removes itself after 600 ms, so a look at one moment could miss one).
  const tile = page.getByTestId('product-tile').first();
  await tile.evaluate((surface) => {
    const started = { count: 0 };
    Object.assign(window, { e2eTileRipples: started });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          const ripples = [node, ...node.querySelectorAll('*')].filter((e) => e.matches('[data-ripple-ms]'));
          // The tile's own ripple layer only, not the heart's button ripple inside it.
          started.count += ripples.filter((ripple) => ripple.parentElement?.parentElement === surface).length;
        }
    }).observe(surface, { subtree: true, childList: true });
  });
  const tileRipples = () =>
    page.evaluate(() => (window as unknown as { e2eTileRipples: { count: number } }).e2eTileRipples.count);
  // At its centre: the heart is round, and its box's corners are the tile's link.
  const heart = (await tile.locator('button').boundingBox())!;
  await page.mouse.move(heart.x + heart.width / 2, heart.y + heart.height / 2);
  await page.mouse.down();
  // Then, in one go, Enter on the heart and Enter on the tile's link, which ripples the tile: the tile's
  // ripples are one list its updates join in order, so once the link's shows, the heart's would have.
  await tile.evaluate((surface) => {
    const enter = () => new KeyboardEvent('keydown', { key: 'Enter', bubbles: true });
    surface.querySelector('button')!.dispatchEvent(enter());
    surface.querySelector('h3 a')!.dispatchEvent(enter());
  });
  await expect.poll(tileRipples).toBeGreaterThan(0);
  expect(await tileRipples()).toBe(1);
  await page.mouse.move(0, 0);
  await page.mouse.up();
});

test('a product link is prefetched once it comes within 200 px of the viewport, not before', async ({
  page,
}) => {
  // Search results: the products without the category navigation's previews (links to the same pages).
  await page.setViewportSize({ width: 1440, height: 400 });
  await page.goto(`${DRUCKEREI}/catalog?q=e`);
  await waitForHydration(page);

  /**
   * Per tile link: how far below the viewport it starts, whether its page data is prefetched, and
   * whether another link to the same page (a category's preview) is near the viewport.
   */
  const links = () =>
    page.evaluate(() => {
      const below = (link: Element) => link.getBoundingClientRect().top - window.innerHeight;
      const all = [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/products/"]')];
      return [...document.querySelectorAll<HTMLAnchorElement>('[data-testid="product-tile"] h3 a')].map(
        (link) => {
          const path = new URL(link.href).pathname;
          return {
            path,
            below: below(link),
            nearElsewhere: all.some(
              (other) => other !== link && other.pathname === path && below(other) < 260,
            ),
            prefetched: document.querySelector(`link[rel="prefetch"][href^="${path}.data"]`) !== null,
          };
        },
      );
    });

  const far = (await links()).filter((link) => link.below > 260 && !link.nearElsewhere);
  expect(far.length).toBeGreaterThan(0);
  await expect
    .poll(async () => (await links()).filter((link) => link.below < 150).every((l) => l.prefetched))
    .toBe(true);
  for (const link of await links())
    if (link.below > 260 && !link.nearElsewhere) expect(link.prefetched, link.path).toBe(false);

  // Scrolled near, the farthest link is prefetched too.
  const last = far.at(-1)!;
  await page.evaluate((below) => window.scrollBy(0, below - 100), last.below);
  await expect
    .poll(async () => (await links()).find((link) => link.path === last.path)?.prefetched)
    .toBe(true);
});

test('signed in, product links do not prefetch their data (answered private, no-store)', async ({ page }) => {
  await signIn(page, DRUCKEREI_SHOP, DRUCKEREI_SHOP.customer);
  const dataRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.data')) dataRequests.push(request.url());
  });
  await page.setViewportSize({ width: 1440, height: 400 });
  await page.goto(`${DRUCKEREI}/catalog?q=e`);
  await waitForHydration(page);
  await expect(page.getByTestId('product-tile').first()).toBeVisible();

  // The links near the viewport had their turn (anonymous, they are prefetched at once): their
  // observers (PrefetchLink, set up on hydration) are told before one set up now, React renders what
  // they changed in a task of its own, and the browser is idle only once no task is left.
  await page.evaluate(
    (margin) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(
          () => {
            observer.disconnect();
            requestIdleCallback(() => resolve());
          },
          { rootMargin: `${margin}px` },
        );
        for (const link of document.querySelectorAll('[data-testid="product-tile"] h3 a'))
          observer.observe(link);
      }),
    LINK_PREFETCH_MARGIN_PX,
  );
  expect(await page.locator('link[rel="prefetch"][href*=".data"]').count()).toBe(0);
  expect(dataRequests).toEqual([]);
});
