import { expect, test, type Page } from '@playwright/test';
import { DRUCKEREI_SHOP, NORTHPRINT_SHOP, signIn, type DemoShop } from './demo-shops.ts';
import { rawVariable } from './shell.ts';

// Issue 26 in both demo shops — Druckerei Sonnenschein in German, NorthPrint in English (theme-editor.spec
// adds NorthPrint's way in from the sidebar): the editor at three widths; an entry linked to another and that one's followers counted; a circle refused
// with its message; a font, the corner radius and the button outline changed; a button text made to fail
// contrast and fixed with one click, undone and redone; a preset of one's own; a broken preset file
// refused with nothing applied; a header setting saved and seen in the frame; published and seen by a shopper in another browser; the look before
// restored.

test.describe.configure({ timeout: 150_000 });

/** Each shop's language, the texts the journey reads, and settings its look does not have yet. */
type Journey = {
  shop: DemoShop;
  locale: string;
  followers: RegExp;
  circle: string;
  radius: { label: RegExp; px: string };
  outline: { label: RegExp; px: string };
  font: string;
  brokenFile: string;
  favourites: string;
  publish: string;
  published: string;
  restore: string;
};
const JOURNEYS: Journey[] = [
  {
    shop: DRUCKEREI_SHOP,
    locale: 'de-DE',
    followers: /ändert (\d+) Eintr/,
    circle: 'Diese Verknüpfung führt im Kreis:',
    radius: { label: /^Stark/, px: '12px' },
    outline: { label: /^Dick/, px: '2px' },
    font: 'Oswald',
    brokenFile: 'Die Datei kaputt.json ist kein gültiges Theme. Es wurde nichts übernommen:',
    favourites: 'Favoriten',
    publish: 'Veröffentlichen',
    published: 'Veröffentlicht',
    restore: 'Wiederherstellen',
  },
  {
    shop: NORTHPRINT_SHOP,
    locale: 'en-GB',
    followers: /changes (\d+) entr/,
    circle: 'This link goes round in a circle:',
    radius: { label: /^Off/, px: '0px' },
    outline: { label: /^Thin/, px: '1px' },
    font: 'Lora',
    brokenFile: 'The file kaputt.json is not a valid theme. Nothing was applied:',
    favourites: 'Favourites',
    publish: 'Publish',
    published: 'Published',
    restore: 'Restore',
  },
];

const frame = (page: Page) => page.frameLocator('[data-testid="theme-frame"]');
const frameVariable = (page: Page, name: string) =>
  frame(page)
    .locator('html')
    .evaluate((root, variable) => getComputedStyle(root).getPropertyValue(variable).trim(), name);

/** A CSS variable of the shop as a shopper without a session sees it (another browser context). */
async function shopperVariable(page: Page, journey: Journey, name: string): Promise<string> {
  const shopper = await page.context().browser()!.newContext({ locale: journey.locale });
  const shop = await shopper.newPage();
  await shop.goto(`${journey.shop.origin}/catalog`);
  const value = await rawVariable(shop, name);
  await shopper.close();
  return value;
}

const followerCount = async (page: Page, journey: Journey, path: string) =>
  Number((await page.getByTestId(`colour-followers-${path}`).textContent())?.match(journey.followers)?.[1]);

for (const journey of JOURNEYS) {
  test.describe(journey.shop.name, () => {
    test.use({ locale: journey.locale });
    test('a shop owner restyles the shop in the theme editor, checks contrast and publishes', async ({
      page,
    }) => {
      const radiusBefore = await shopperVariable(page, journey, '--radius');
      await signIn(page, journey.shop, journey.shop.admin);
      await page.goto(`${journey.shop.origin}/themeeditor?path=/catalog`);
      await expect(page.getByTestId('theme-address')).toHaveValue('/catalog');
      await expect(frame(page).getByTestId('user-menu-button')).toBeVisible();

      // Three widths.
      await page.getByTestId('viewport-tablet').click();
      await expect(page.getByTestId('theme-frame')).toHaveCSS('width', '1024px');
      await page.getByTestId('viewport-mobile').click();
      await expect(page.getByTestId('theme-frame')).toHaveCSS('width', '390px');
      await page.getByTestId('viewport-desktop').click();

      // Primary · Background linked to Secondary · Background: Secondary now has Primary's followers too.
      await page.getByTestId('colour-group-colors.secondary').click();
      await page.getByTestId('colour-group-colors.primary').click();
      const secondaryBefore = await followerCount(page, journey, 'colors.secondary.background');
      await page
        .getByTestId('colour-link-colors.primary.background')
        .selectOption('colors.secondary.background');
      await expect
        .poll(() => followerCount(page, journey, 'colors.secondary.background'))
        .toBeGreaterThan(secondaryBefore + 1);
      const secondary = await page.getByTestId('colour-input-colors.secondary.background').inputValue();
      await expect.poll(() => frameVariable(page, '--color-primary-background')).toBe(secondary);

      // Linking Secondary back to Primary would close a circle: refused with the message, nothing applied.
      await page
        .getByTestId('colour-link-colors.secondary.background')
        .selectOption('colors.primary.background');
      await expect(page.getByTestId('colour-refusal-colors.secondary.background')).toContainText(
        `${journey.circle} colors.secondary.background → colors.primary.background → colors.secondary.background.`,
      );
      await expect(page.getByTestId('colour-link-colors.secondary.background')).toHaveValue('');

      // Undo takes the link back.
      await page.getByTestId('theme-undo').click();
      await expect(page.getByTestId('colour-link-colors.primary.background')).toHaveValue('');

      // A font, the corner radius and the button outline.
      await page.getByTestId('theme-tab-fonts').click();
      await page.getByTestId('font-select-display').selectOption(journey.font);
      await expect.poll(() => frameVariable(page, '--font-display')).toContain(journey.font);
      await page.getByTestId('theme-tab-shapes').click();
      await page.getByTestId('shape-radius').getByText(journey.radius.label).click();
      await page.getByTestId('shape-outline').getByText(journey.outline.label).click();
      await expect.poll(() => frameVariable(page, '--radius')).toBe(journey.radius.px);
      await expect.poll(() => frameVariable(page, '--button-outline-width')).toBe(journey.outline.px);

      // Button text the colour of its button fails contrast; one click fixes it; undo and redo.
      await page.getByTestId('theme-tab-colours').click();
      await page.getByTestId('colour-group-colors.primary').click();
      const primary = await page.getByTestId('colour-input-colors.primary.background').inputValue();
      await page.getByTestId('colour-input-colors.primary.text').fill(primary);
      await page.getByTestId('theme-tab-contrast').click();
      const failing = page.getByTestId('contrast-button.primary');
      await expect(failing).toBeVisible();
      await page.screenshot({ path: `test-results/theme-editor-${journey.shop.name}-contrast.png` });
      await failing.getByTestId('contrast-fix').click();
      await expect(failing).toHaveCount(0);
      await page.keyboard.press('Control+z');
      await expect(failing).toBeVisible();
      await page.keyboard.press('Control+Shift+z');
      await expect(failing).toHaveCount(0);

      // A preset of one's own; a broken preset file refused, nothing applied.
      const presetName = `Herbst ${Date.now() % 100_000}`;
      await page.getByTestId('theme-tab-presets').click();
      await page.getByTestId('theme-save-preset').click();
      await page.getByTestId('theme-preset-name').fill(presetName);
      await page.getByTestId('save-theme-preset').click();
      await expect(page.getByTestId(`theme-preset-${presetName}`)).toBeVisible();
      await page.getByTestId('theme-import-file').setInputFiles({
        name: 'kaputt.json',
        mimeType: 'application/json',
        buffer: Buffer.from(
          JSON.stringify({ colors: { colors: { primary: { background: { color: 'lila' } } } } }),
        ),
      });
      await expect(page.getByTestId('theme-import-refusal')).toContainText(journey.brokenFile);
      await expect.poll(() => frameVariable(page, '--radius')).toBe(journey.radius.px);
      await page.screenshot({ path: `test-results/theme-editor-${journey.shop.name}-presets.png` });

      // The header, saved apart from the theme: the frame reloads without the favourites, then with them.
      await page.getByTestId('theme-tab-header').click();
      const favourites = frame(page).getByRole('link', { name: journey.favourites });
      await expect(favourites).toBeVisible();
      await page.getByTestId('header-favourites').click();
      await page.getByTestId('header-save').click();
      await expect(favourites).toHaveCount(0);
      await page.getByTestId('header-favourites').click();
      await page.getByTestId('header-save').click();
      await expect(favourites).toBeVisible();

      // Published: a shopper in another browser gets the new corners and font on the next page.
      await page.getByTestId('theme-publish').click();
      await page.getByRole('alertdialog').getByRole('button', { name: journey.publish }).click();
      await expect(page.getByTestId('theme-status')).toHaveText(journey.published);
      await expect.poll(() => shopperVariable(page, journey, '--radius')).toBe(journey.radius.px);
      expect(await shopperVariable(page, journey, '--font-display')).toContain(journey.font);

      // The look before, restored from the versions.
      await page.getByTestId('theme-tab-versions').click();
      await page.getByTestId('theme-version-1').getByTestId('theme-version-restore').click();
      await page.getByRole('alertdialog').getByRole('button', { name: journey.restore }).click();
      await expect.poll(() => shopperVariable(page, journey, '--radius')).toBe(radiusBefore);
    });
  });
}
