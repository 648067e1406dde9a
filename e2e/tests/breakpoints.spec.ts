import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { acceptCookies, NORTHPRINT } from './shell.ts';

// Spec §9's breakpoints, on both sides of each: smartphone up to 768 px (header and page alike),
// small up to 640 px, extra large from 1280 px. The stylesheets take them from @print/core
// (apps/web/app/styles/media-queries.test.ts); this shows a shopper sees each one change something.

const columns = (page: Page) =>
  page
    .getByTestId('product-grid')
    .first()
    .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
/** The grid's gap: the phone layout's is tighter (12 px) than the wider screens' (20 px). */
const gap = (page: Page) =>
  page
    .getByTestId('product-grid')
    .first()
    .evaluate((grid) => getComputedStyle(grid).columnGap);

test('header and page switch to the phone layout at the same width, and small and extra large screens differ', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${NORTHPRINT}/catalog`);
  await acceptCookies(page);
  const header = page.getByRole('banner');
  // NorthPrint's mobile scheme keeps the CTA in the bar above the phone width, not on phones.
  const cta = header.getByRole('link', { name: 'Design your cards' });

  await page.setViewportSize({ width: 769, height: 900 });
  await expect(cta).toBeVisible();
  expect(await gap(page)).toBe('20px');

  await page.setViewportSize({ width: 768, height: 900 });
  await expect(cta).toBeHidden();
  expect(await gap(page)).toBe('12px');
  expect(await columns(page)).toBe(3);

  await page.setViewportSize({ width: 641, height: 900 });
  expect(await columns(page)).toBe(3);
  await page.setViewportSize({ width: 640, height: 900 });
  expect(await columns(page)).toBe(2);

  const pageWidth = () =>
    page.getByTestId('catalog-page').evaluate((element) => element.getBoundingClientRect().width);
  await page.setViewportSize({ width: 1279, height: 900 });
  const large = await pageWidth();
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await pageWidth()).toBeGreaterThan(large);
});
