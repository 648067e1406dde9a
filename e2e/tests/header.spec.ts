import { expect, test } from '@playwright/test';
import { acceptCookies, DRUCKEREI, NORTHPRINT } from './shell.ts';

test.use({ locale: 'en-GB' });

// 'Order basket' is the demo tenant's own text for `shell.cart`: tenant translations win.
test('default header: full navigation on desktop, a menu button up to 1152 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(DRUCKEREI);
  await acceptCookies(page);
  const header = page.getByRole('banner');
  const menuButton = header.getByRole('button', { name: 'Open menu' });

  await expect(header.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(header.getByRole('search')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Order basket' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Start designing' })).toBeVisible();
  await expect(menuButton).toBeHidden();

  await page.setViewportSize({ width: 1152, height: 800 });
  await expect(menuButton).toBeVisible();
  await expect(header.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  await menuButton.click();
  const panel = page.getByTestId('mobile-menu');
  await expect(panel.getByRole('link', { name: 'Catalogue' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(menuButton).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

// NorthPrint's header settings (demo seed): default type, search, favourites, cart ('Basket' is its own
// text for `shell.cart`), a CTA button, a top line, and the mobile scheme 'wide-cart-cta', which
// applies only above 768 up to 1152 px.
test("NorthPrint's header leads to the catalogue, cart, favourites and search at every width", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(NORTHPRINT);
  await acceptCookies(page);
  const header = page.getByRole('banner');
  const nav = header.getByRole('navigation', { name: 'Main navigation' });
  const menuButton = header.getByRole('button', { name: 'Open menu' });
  const panel = page.getByTestId('mobile-menu');
  const cta = header.getByRole('link', { name: 'Design your cards' });

  await expect(header).toHaveAttribute('data-header-type', 'default');
  await expect(nav.getByRole('link', { name: 'Catalogue' })).toBeVisible();
  await expect(header.getByRole('search')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Basket' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Favourites' })).toBeVisible();
  await expect(cta).toBeVisible();
  await expect(header.getByRole('link', { name: 'New: Luxe cards with copper foil' })).toBeVisible();
  await expect(menuButton).toBeHidden();

  // The mobile scheme's range: cart and CTA stay in the bar, the search moves into the menu.
  await page.setViewportSize({ width: 900, height: 900 });
  await expect(menuButton).toBeVisible();
  await expect(nav).toBeHidden();
  await expect(header.getByRole('link', { name: 'Basket' })).toBeVisible();
  await expect(cta).toBeVisible();
  await expect(header.getByRole('search')).toBeHidden();
  await menuButton.click();
  await expect(panel.getByRole('search')).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Catalogue' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Basket' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Phones: outside the scheme's range the CTA and the favourites move into the menu too.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(header.getByRole('link', { name: 'Basket' })).toBeVisible();
  await expect(cta).toBeHidden();
  await menuButton.click();
  await expect(panel.getByRole('search')).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Catalogue' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Basket' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Favourites' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Design your cards' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await panel.getByRole('link', { name: 'Catalogue' }).click();
  await expect(page).toHaveURL(`${NORTHPRINT}/catalog`);
});

test('the language switcher works with the keyboard', async ({ page }) => {
  await page.goto(DRUCKEREI);
  await acceptCookies(page);
  await page.getByTestId('language-switcher').focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  // Focus starts on the current language (English); one up is German.
  await expect(page.getByRole('menuitemradio', { name: 'English (United Kingdom)' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('menuitemradio', { name: 'German (Germany)' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByRole('link', { name: 'Impressum' })).toBeVisible();
});
