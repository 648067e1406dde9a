import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventually, harnessBrowser } from '../../testing/harness-browser.ts';
import {
  frame,
  frameReady,
  openEditor,
  openGroup,
  shopButton,
  typeColour,
} from './test/theme-editor-fixtures.ts';

// The theme editor's live shop in Chromium (issue 26): the frame at three widths, its address field,
// reload, and every change drawn in the frame at once — colours, fonts, shapes, page transition —, with
// undo and redo by button and keyboard, a colour dragged across the picker being one step.

const browser = harnessBrowser(openEditor);

const BLUE = 'rgb(37, 99, 235)';
const RED = 'rgb(255, 0, 0)';
const frameWidth = (page: Page) =>
  page.getByTestId('theme-frame').evaluate((element) => (element as HTMLIFrameElement).style.width);

describe('the theme editor’s live shop', { timeout: 60_000 }, () => {
  it('shows the shop at Desktop, Tablet and Mobile width, follows its pages and goes to one typed in', async () => {
    const { page } = await browser.open();
    await frameReady(page);
    expect(await frameWidth(page)).toBe('1280px');
    await page.getByTestId('viewport-tablet').click();
    expect(await frameWidth(page)).toBe('1024px');
    await page.getByTestId('viewport-mobile').click();
    expect(await frameWidth(page)).toBe('390px');
    expect(await page.getByTestId('viewport-mobile').getAttribute('aria-pressed')).toBe('true');

    // A link inside the frame: the address follows.
    await frame(page).getByTestId('shop-link').click();
    await frameReady(page, '/shop/other');
    // Another origin is refused and the frame stays.
    await page.getByTestId('theme-address').fill('https://elsewhere.example/shop');
    await page.getByTestId('theme-address-go').click();
    await eventually(() => page.getByRole('alert').first().textContent()).toContain(
      'Enter an address of this shop, starting with /.',
    );
    expect(await frame(page).getByTestId('shop-page').textContent()).toBe('/shop/other');
    await page.getByTestId('theme-address').fill('/shop');
    await page.getByTestId('theme-address').press('Enter');
    await eventually(() => frame(page).getByTestId('shop-page').textContent()).toBe('/shop');
  });

  it('draws a colour in the frame as it is typed, undoes and redoes it, and keeps it through a reload', async () => {
    const { page } = await browser.open();
    await frameReady(page);
    expect(await shopButton(page)).toMatchObject({ background: BLUE });
    await openGroup(page, 'colors.primary');
    await typeColour(page, 'colors.primary.background', '#ff0000');
    await eventually(() => shopButton(page)).toMatchObject({ background: RED });
    expect(await page.getByTestId('theme-status').textContent()).toBe('Unsaved changes');
    expect(await page.getByTestId('theme-undo').getAttribute('title')).toBe('Undo: Primary · Background');

    await page.getByTestId('theme-undo').click();
    await eventually(() => shopButton(page)).toMatchObject({ background: BLUE });
    expect(await page.getByTestId('colour-input-colors.primary.background').inputValue()).toBe('#2563eb');
    await page.getByTestId('theme-redo').click();
    await eventually(() => shopButton(page)).toMatchObject({ background: RED });

    // The keyboard, outside a text field, and inside the frame.
    await page.getByTestId('theme-tab-colours').focus();
    await page.keyboard.press('Control+z');
    await eventually(() => shopButton(page)).toMatchObject({ background: BLUE });
    await frame(page).getByTestId('shop-link').focus();
    await page.keyboard.press('Control+Shift+z');
    await eventually(() => shopButton(page)).toMatchObject({ background: RED });

    await page.getByTestId('theme-reload').click();
    await frameReady(page);
    await eventually(() => shopButton(page)).toMatchObject({ background: RED });
  });

  it('makes a colour dragged across the picker one undo step', async () => {
    const { page } = await browser.open();
    await frameReady(page);
    await openGroup(page, 'colors.primary');
    await page.getByTestId('colour-input-colors.primary.background-swatch').click();
    const area = page
      .getByTestId('colour-input-colors.primary.background-picker')
      .locator('[role="group"]')
      .first();
    const box = (await area.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.9, box.y + box.height * 0.1);
    await page.mouse.down();
    for (let step = 1; step <= 6; step++)
      await page.mouse.move(box.x + box.width * (0.9 - step * 0.1), box.y + box.height * (0.1 + step * 0.1));
    await page.mouse.up();
    await page.keyboard.press('Escape');
    await eventually(() => shopButton(page)).not.toMatchObject({ background: BLUE });
    await page.getByTestId('theme-undo').click();
    await eventually(() => shopButton(page)).toMatchObject({ background: BLUE });
    expect(await page.getByTestId('theme-undo').isDisabled()).toBe(true);
  });

  it('draws fonts, shapes and the page transition in the frame', async () => {
    const { page } = await browser.open();
    await frameReady(page);
    await page.getByTestId('theme-tab-fonts').click();
    await page.getByTestId('font-select-display').selectOption('Lora');
    await eventually(() =>
      frame(page)
        .getByTestId('shop-page')
        .evaluate((heading) => getComputedStyle(heading).fontFamily),
    ).toBe('Lora, serif');
    expect(
      await page.getByTestId('font-sample-display').evaluate((sample) => getComputedStyle(sample).fontFamily),
    ).toBe('Lora, serif');

    await page.getByTestId('theme-tab-shapes').click();
    await page.getByText('Strong (12 px)').first().click();
    await eventually(() => shopButton(page)).toMatchObject({ radius: '12px' });

    await page.getByTestId('theme-tab-motion').click();
    await page.getByTestId('transition-on').click();
    await page.getByText('Slow (400 ms)').click();
    await eventually(() =>
      frame(page)
        .locator('html')
        .evaluate((root) => getComputedStyle(root).getPropertyValue('--page-transition-duration')),
    ).toBe('400ms');
    // Three steps back (turning the transition on and choosing its duration at once is one): the shop
    // as it was.
    for (let i = 0; i < 3; i++) await page.getByTestId('theme-undo').click();
    await eventually(() => shopButton(page)).toMatchObject({ radius: '4px' });
    expect(await page.getByTestId('theme-undo').isDisabled()).toBe(true);
  });
});
