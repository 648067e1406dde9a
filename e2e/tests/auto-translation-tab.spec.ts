import { expect, test } from '@playwright/test';
import { DRUCKEREI_SHOP, signIn, type Account } from './demo-shops.ts';
import { waitForHydration } from './shell.ts';

// Issue 27: a tenant's Automatic translation tab. The platform operator opens NorthPrint in the Tenants
// area, chooses DeepL with a key and a formality, and saves: the key is never shown back (only that one
// is set), the formality stays after a reload, and removing the key asks first. The glossary saved on
// the tab goes to DeepL at once, and the tab says whether DeepL took it.

test.use({ locale: 'en-GB' });

const OPERATOR: Account = ['plattform', 'Plattform#2026', 'plattform@druckerei.test'];
const KEY = 'e2e-shop-deepl-key:fx';

test('an admin sets DeepL with a key that is never shown back, and the formality is kept', async ({
  page,
}) => {
  await signIn(page, DRUCKEREI_SHOP, OPERATOR);
  await page.goto(`${DRUCKEREI_SHOP.origin}/admin/tenants`);
  await waitForHydration(page);
  await page.getByTestId('tenants-search').fill('northprint');
  await page.getByTestId('tenants-table').getByTestId('edit-tenant-northprint').click();
  await page.getByTestId('tenant-tab-auto-translation').click();

  const form = page.getByTestId('auto-translation-form');
  await expect(form).toBeVisible();
  await expect(page.getByTestId('secret-deeplKey')).toContainText('Not set');
  await page.getByTestId('auto-translation-formality').click();
  await page.getByRole('option', { name: 'More formal' }).click();
  await page.getByTestId('secret-input-deeplKey').fill(KEY);
  await page.getByTestId('save-auto-translation').click();
  await expect(page.getByText('Settings saved')).toBeVisible();

  // The key is gone from the input and the page; only that one is set is said.
  await expect(page.getByTestId('secret-input-deeplKey')).toHaveValue('');
  await expect(page.getByTestId('secret-deeplKey')).toContainText('Set. Enter a new one to replace it.');
  await page.screenshot({ path: 'test-results/auto-translation-1440.png', fullPage: true });
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('auto-translation-formality')).toContainText('More formal');
  await expect(page.getByTestId('secret-deeplKey')).toContainText('Set.');
  expect(await page.content()).not.toContain(KEY);

  // The glossary goes to DeepL at once: this key is not one the (fake) DeepL knows, so it refuses.
  const saveGlossary = async (terms: string) => {
    await page.getByTestId('glossary-terms').fill(terms);
    await page.getByTestId('save-glossary').click();
  };
  await saveGlossary('Flyer = leaflet');
  await expect(page.getByTestId('glossary-deepl-status')).toContainText(
    'Saved, but DeepL refused the glossary:',
  );

  // Removing the key asks first, then saves.
  await page.getByTestId('secret-remove-deeplKey').click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Do you really want to remove "DeepL API key"?');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByTestId('secret-deeplKey')).toContainText('Removed when you save');
  await page.getByTestId('save-auto-translation').click();
  await expect(page.getByTestId('secret-deeplKey')).toContainText('Not set');

  // Without the shop's key the platform's works: DeepL takes the glossary now.
  await saveGlossary('Flyer = leaflet\nBusiness card = calling card');
  await expect(page.getByTestId('glossary-deepl-status')).toHaveText('DeepL has the glossary now.');
  await page
    .getByTestId('glossary-editor')
    .screenshot({ path: 'test-results/auto-translation-glossary.png' });
});
