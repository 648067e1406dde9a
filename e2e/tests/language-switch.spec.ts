import { expect, test } from '@playwright/test';
import { DRUCKEREI, NORTHPRINT, waitForTranslations } from './shell.ts';

declare global {
  interface Window {
    pageMarker?: string;
  }
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('language switch', () => {
  test.use({ locale: 'de-DE' });

  test('changes the texts in place, without a reload, and is remembered', async ({ page, context }) => {
    await page.goto(DRUCKEREI);
    await waitForTranslations(page);
    await expect(page.getByTestId('hero-title')).toHaveText('Drucksachen, die Eindruck machen');
    await page.evaluate(() => (window.pageMarker = 'still here'));

    await page.getByTestId('language-switcher').click();
    await page.getByRole('menuitemradio', { name: 'Englisch (Vereinigtes Königreich)' }).click();

    await expect(page.getByTestId('hero-title')).toHaveText('Print that makes an impression');
    await expect(page.getByRole('link', { name: 'Imprint' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    expect(await page.evaluate(() => window.pageMarker)).toBe('still here');

    const cookie = (await context.cookies()).find((c) => c.name === 'lang');
    expect(cookie).toMatchObject({ value: 'en-GB', path: '/', sameSite: 'Lax' });
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 3600);

    // The next server render uses the chosen language.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await expect(page.getByTestId('hero-title')).toHaveText('Print that makes an impression');
  });

  test('the page title follows an in-place switch', async ({ page }) => {
    await page.goto(`${DRUCKEREI}/formtest`);
    await waitForTranslations(page);
    const heading = page.getByRole('heading', { level: 1 });
    const german = (await heading.textContent()) ?? '';
    expect(await page.title()).toMatch(new RegExp(`^${escapeRegExp(german)} \\| `));

    await page.getByTestId('language-switcher').click();
    await page.getByRole('menuitemradio', { name: 'Englisch (Vereinigtes Königreich)' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await expect(heading).not.toHaveText(german);
    const english = (await heading.textContent()) ?? '';
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(english)} \\| `));
  });

  test('works before the translations are loaded (texts fetched on demand)', async ({ page }) => {
    // Hold back the translations query so the switch has no cached texts to use.
    await page.route('**/service-api/graphql?c=TranslationsByTenant', () => undefined);
    await page.goto(NORTHPRINT);
    await expect(page.getByTestId('hero-title')).toBeVisible();
    await page.evaluate(() => (window.pageMarker = 'kept'));

    await page.getByTestId('language-switcher').click();
    await page
      .getByRole('menuitemradio')
      .filter({ hasNotText: /Vereinigtes Königreich|United Kingdom/ })
      .click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    expect(await page.evaluate(() => window.pageMarker)).toBe('kept');
  });
});
