import { fileURLToPath } from 'node:url';
import { defaultTheme } from '@print/core/theme/default-theme';
import { cssVariablesToStyleText, themeToCssVariables } from '@print/core/theme/css-variables';
import { themeFontFaceCss } from '@print/core/theme/font-faces';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { data, openHarness } from '../../testing/browser-driver.ts';
import { FAKE_SHOP_PATHS } from '../../testing/fake-shop-page.tsx';
import { eventually, harnessBrowser } from '../../testing/harness-browser.ts';

// The theme editor's preview frame in Chromium (issue 26): a shop page inside a frame marked for the
// preview says it is ready and where it is, draws every theme the editor sends at once (links followed,
// fonts' faces added) without a request, keeps it through a navigation inside the frame, hands undo keys
// to the editor, and listens to nobody but its parent. A page in an unmarked frame loads nothing of it.

const HARNESS = fileURLToPath(new URL('./test/harness.tsx', import.meta.url));

/** The default theme's <style> text as the server writes it: variables, a line break, font faces. */
const SERVED_CSS = `${cssVariablesToStyleText(themeToCssVariables(defaultTheme))}\n${themeFontFaceCss(defaultTheme)}`;

const browser = harnessBrowser((opened) =>
  openHarness(opened, {
    entry: HARNESS,
    config: {},
    handler: () => data({}),
    readyTestId: 'received',
    themeCss: SERVED_CSS,
    pagePaths: FAKE_SHOP_PATHS,
  }),
);

const RED = { colors: { colors: { primary: { background: { color: '#ff0000' } } } } } as const;

const received = (page: Page) => page.getByTestId('received').locator('li').allTextContents();
const frame = (page: Page) => page.frameLocator('[data-testid="frame"]');
const buttonStyle = (page: Page) =>
  frame(page)
    .getByTestId('shop-button')
    .evaluate((button) => {
      const style = getComputedStyle(button);
      return { background: style.backgroundColor, border: style.borderTopColor };
    });
const send = (page: Page, theme: unknown) => page.evaluate((sent) => window.sendTheme(sent as never), theme);

describe('the theme preview listener', { timeout: 60_000 }, () => {
  it('says it is ready and where it is, and draws each theme sent at once, with no request', async () => {
    const { page } = await browser.open();
    await eventually(() => received(page)).toEqual([
      'marked {"type":"theme-preview:ready"}',
      'marked {"type":"theme-preview:location","path":"/shop"}',
    ]);
    expect(await buttonStyle(page)).toEqual({ background: 'rgb(37, 99, 235)', border: 'rgb(37, 99, 235)' });

    // The page's own fonts loaded first (the shop's first paint fetches them, not the preview).
    await frame(page)
      .locator('body')
      .evaluate(() => document.fonts.ready.then(() => undefined));
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await send(page, RED);
    // The base colour and the button border linked to it.
    await eventually(() => buttonStyle(page)).toEqual({
      background: 'rgb(255, 0, 0)',
      border: 'rgb(255, 0, 0)',
    });
    expect(requests).toEqual([]);

    // A font of the theme gets its faces (the shop's own files), as the server's <head> has them.
    await send(page, { ...RED, fonts: { display: 'Lora' } });
    await eventually(() =>
      frame(page)
        .getByTestId('shop-page')
        .evaluate((heading) => getComputedStyle(heading).fontFamily),
    ).toBe('Lora, serif');
    const css = await frame(page)
      .locator('head')
      .evaluate((head) => [...head.querySelectorAll('style')].map((style) => style.textContent).join('\n'));
    expect(css).toContain("@font-face{font-family:'Lora'");
    expect(css).toContain('src:url(/fonts/lora/lora-latin-400-normal.woff2)');
  });

  it('keeps the draft through a navigation inside the frame and says where it went', async () => {
    const { page } = await browser.open();
    await eventually(() => received(page)).toHaveLength(2);
    await send(page, RED);
    await eventually(() => buttonStyle(page)).toMatchObject({ background: 'rgb(255, 0, 0)' });
    await frame(page).getByTestId('shop-link').click();
    await eventually(() => frame(page).getByTestId('shop-page').textContent()).toBe('/shop/other');
    await eventually(() => received(page)).toEqual([
      'marked {"type":"theme-preview:ready"}',
      'marked {"type":"theme-preview:location","path":"/shop"}',
      'marked {"type":"theme-preview:location","path":"/shop/other"}',
    ]);
    expect(await buttonStyle(page)).toMatchObject({ background: 'rgb(255, 0, 0)' });
  });

  it('hands undo and redo keys to the editor, but not while typing in a field of the page', async () => {
    const { page } = await browser.open();
    await eventually(() => received(page)).toHaveLength(2);
    await frame(page).getByTestId('shop-link').focus();
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+Shift+z');
    await frame(page).getByTestId('shop-search').fill('cards');
    await page.keyboard.press('Control+z');
    await eventually(() => received(page)).toHaveLength(4);
    expect((await received(page)).slice(2)).toEqual([
      'marked {"type":"theme-preview:history","direction":"back"}',
      'marked {"type":"theme-preview:history","direction":"forward"}',
    ]);
  });

  it('draws nothing but what its parent sends, and an unmarked frame loads no listener', async () => {
    const { page } = await browser.open();
    await eventually(() => received(page)).toHaveLength(2);
    // The page itself (not the editor) posts a theme: ignored.
    await frame(page)
      .getByTestId('shop-page')
      .evaluate((_, theme) => window.postMessage({ type: 'theme-preview:theme', theme }, '*'), RED);
    await send(page, { border: { radius: 'strong' } });
    await eventually(() =>
      frame(page)
        .getByTestId('shop-button')
        .evaluate((button) => getComputedStyle(button).borderTopLeftRadius),
    ).toBe('12px');
    expect(await buttonStyle(page)).toMatchObject({ background: 'rgb(37, 99, 235)' });
    // Nothing ever came from the unmarked frame.
    expect((await received(page)).filter((message) => message.startsWith('unmarked'))).toEqual([]);
  });
});
