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

test('simple header: logo, language switcher and login only', async ({ page }) => {
  await page.goto(NORTHPRINT);
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-header-type', 'simple');
  await expect(header.getByRole('link', { name: 'NorthPrint Studio Ltd' })).toBeVisible();
  await expect(header.getByTestId('language-switcher')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(header.getByRole('navigation')).toHaveCount(0);
  await expect(header.getByRole('search')).toHaveCount(0);
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
