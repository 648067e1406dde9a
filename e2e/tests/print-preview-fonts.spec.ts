import { expect, test } from '@playwright/test';
import { acceptCookies, DRUCKEREI, waitForHydration } from './shell.ts';

// "Printed as shown in the preview": the Flyer A6 headline is Montserrat bold in the print PDF, so the
// browser's preview loads Montserrat bold too, whatever fonts the shop's theme uses.

test('the Flyer A6 preview draws its headline in Montserrat bold, loaded from the shop', async ({ page }) => {
  await page.goto(`${DRUCKEREI}/products/flyer-a6`);
  await waitForHydration(page);
  await acceptCookies(page);
  await page.getByTestId('product-personalise').click();
  const preview = page.getByTestId('form-preview');
  await expect(preview).toBeVisible();
  await page.getByTestId('form-field-headline').fill('Sommerfest');
  await expect(preview).toContainText('Sommerfest');

  await expect
    .poll(() =>
      page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts]
          .filter((face) => face.family.replaceAll(/['"]/g, '') === 'Montserrat' && face.status === 'loaded')
          .map((face) => face.weight);
      }),
    )
    .toContain('700');
  expect(await page.evaluate(() => document.fonts.check("700 20px 'Montserrat'", 'Sommerfest'))).toBe(true);
});
