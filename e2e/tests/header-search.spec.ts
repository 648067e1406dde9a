import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { acceptCookies, DRUCKEREI } from './shell.ts';

// The header search's German placeholder ('Produkte durchsuchen…', the longest) was cut off on desktops.

test.use({ locale: 'de-DE' });

/** Whether the visible search field's placeholder fits its text box (measured in the field's font). */
const placeholderFits = (page: Page) =>
  page
    .locator('header input[type="search"]:visible')
    .first()
    .evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { text: input.placeholder, needed: context.measureText(input.placeholder).width, room };
    });

test('the header search shows its whole German placeholder on desktops and phones', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(DRUCKEREI);
  await acceptCookies(page);
  await page.evaluate(() => document.fonts.ready);
  for (const width of [1440, 1280, 1153]) {
    await page.setViewportSize({ width, height: 900 });
    const { text, needed, room } = await placeholderFits(page);
    expect(text).toBe('Produkte durchsuchen…');
    expect(needed, `at ${width} px`).toBeLessThanOrEqual(room);
  }
  // Phones: the search is in the menu.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('banner').getByRole('button', { name: 'Menü öffnen' }).click();
  const { needed, room } = await placeholderFits(page);
  expect(needed).toBeLessThanOrEqual(room);
});
