import { expect, test, type Page } from '@playwright/test';
import { NORTHPRINT_SHOP, signIn } from './demo-shops.ts';
import { rawVariable, waitForHydration } from './shell.ts';

// Issue 26: the theme editor against the real server — opened from the admin's sidebar, the shop in its
// frame at three widths, a colour changed and seen in the frame at once, saved as a draft that shoppers
// do not see, published (asked first) so a shopper sees it on the next page, and the look before
// restored from the versions.

test.use({ locale: 'en-GB' });
test.describe.configure({ timeout: 120_000 });

const frame = (page: Page) => page.frameLocator('[data-testid="theme-frame"]');
const framePrimary = (page: Page) =>
  frame(page)
    .locator('html')
    .evaluate((root) => getComputedStyle(root).getPropertyValue('--color-primary-background').trim());

async function shopperPrimary(page: Page): Promise<string> {
  const shopper = await page.context().browser()!.newContext();
  const shop = await shopper.newPage();
  await shop.goto(`${NORTHPRINT_SHOP.origin}/catalog`);
  const colour = await rawVariable(shop, '--color-primary-background');
  await shopper.close();
  return colour;
}

test('edits, saves, publishes and restores the shop’s look', async ({ page }) => {
  const before = await shopperPrimary(page);
  await signIn(page, NORTHPRINT_SHOP, NORTHPRINT_SHOP.admin);
  await page.goto(`${NORTHPRINT_SHOP.origin}/admin/orders`);
  await waitForHydration(page);
  await page.getByTestId('admin-nav-themeeditor').click();
  await expect(page).toHaveURL(/\/themeeditor\?from=%2Fadmin%2Forders$/);
  await expect(page.getByTestId('theme-address')).toHaveValue('/');
  await expect(frame(page).getByTestId('user-menu-button')).toBeVisible();

  await page.getByTestId('viewport-mobile').click();
  await expect(page.getByTestId('theme-frame')).toHaveCSS('width', '390px');
  await page.getByTestId('viewport-desktop').click();

  await page.getByTestId('colour-group-colors.primary').click();
  await page.getByTestId('colour-input-colors.primary.background').fill('#7c3aed');
  await expect.poll(() => framePrimary(page)).toBe('#7c3aed');

  await page.getByTestId('theme-save').click();
  await expect(page.getByTestId('theme-status')).toHaveText('Draft, not published');
  expect(await shopperPrimary(page)).toBe(before);

  await page.getByTestId('theme-publish').click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByTestId('theme-status')).toHaveText('Published');
  await expect.poll(() => shopperPrimary(page)).toBe('#7c3aed');

  // The look before: the first publish kept it as version 1.
  await page.getByTestId('theme-tab-versions').click();
  await page.getByTestId('theme-version-1').getByTestId('theme-version-restore').click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
  await expect.poll(() => framePrimary(page)).toBe(before);
  await expect.poll(() => shopperPrimary(page)).toBe(before);

  await page.getByTestId('theme-close').click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
});
