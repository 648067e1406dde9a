import { expect, test, type Page } from '@playwright/test';
import { DRUCKEREI_SHOP, NORTHPRINT_SHOP, signIn, type DemoShop } from './demo-shops.ts';
import { rawKeysIn } from './raw-keys.ts';
import { waitForHydration, waitForTranslations } from './shell.ts';

// Localization (spec §2, §4): an admin adds a language the shop has no texts for; the shop offers it
// at once and shows every text through the fallback chain, never a raw key; then the admin removes it
// again after a confirmation. In both demo shops.

const FRENCH = /Französisch \(Frankreich\)|French \(France\)/;

async function openLocalization(page: Page, shop: DemoShop) {
  await page.goto(`${shop.origin}/admin/localization`);
  await waitForHydration(page);
  await expect(page.getByTestId('languages-table')).toBeVisible();
}

for (const shop of [DRUCKEREI_SHOP, NORTHPRINT_SHOP]) {
  test(`${shop.name}: a new language shows no raw key, then is removed`, async ({ page }) => {
    await signIn(page, shop, shop.admin);
    await openLocalization(page, shop);
    await page.screenshot({ path: `test-results/localization-${shop.name}-1440.png`, fullPage: true });

    await page.getByTestId('language-to-add').click();
    await page.getByRole('option', { name: FRENCH }).click();
    await page.getByTestId('add-language').click();
    await expect(page.getByTestId('language-row-fr-FR')).toBeVisible();
    await expect(page.getByTestId('language-row-fr-FR')).toContainText('Français (France)');
    // The default is never offered for removal.
    const defaultRow = page.getByRole('row').filter({ has: page.getByTestId('default-language') });
    await expect(defaultRow.getByRole('button')).toHaveCount(0);

    await page.goto(shop.origin);
    await waitForTranslations(page);
    await page.getByTestId('language-switcher').click();
    await page.getByRole('menuitemradio', { name: FRENCH }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    for (const path of ['/', '/catalog']) {
      await page.goto(`${shop.origin}${path}`);
      await waitForTranslations(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
      expect(rawKeysIn(await page.locator('body').innerText()), path).toEqual([]);
    }

    await openLocalization(page, shop);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `test-results/localization-${shop.name}-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByTestId('remove-language-fr-FR').click();
    await page
      .getByTestId('confirm-dialog')
      .getByRole('button', { name: /Entfernen|Remove/ })
      .click();
    await expect(page.getByTestId('language-row-fr-FR')).toHaveCount(0);
  });
}
