import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { data, openHarness } from '../../../testing/browser-driver.ts';
import type { GraphqlHandler } from '../../../testing/browser-driver.ts';
import { eventually, harnessBrowser, toasts } from '../../../testing/harness-browser.ts';
import type { AdminHarnessConfig } from './harness.tsx';

// What the admin kit's browser tests share: a browser per test file, the harness's fake API, and
// small page helpers.

const HARNESS = fileURLToPath(new URL('./harness.tsx', import.meta.url));

export { eventually, toasts };

/** Saves succeed (`{ ok: true }`); `overrides` answer an operation otherwise. */
export const adminServer =
  (overrides: Record<string, GraphqlHandler> = {}): GraphqlHandler =>
  (call) =>
    overrides[call.operationName]?.(call) ?? data({ ok: true });

/** Registers the browser for this test file; `open` shows the harness at an address. */
export const adminBrowser = () =>
  harnessBrowser((browser, path: string, handler: GraphqlHandler = adminServer()) => {
    const config: AdminHarnessConfig = { path };
    return openHarness(browser, { entry: HARNESS, config, handler, readyTestId: 'location' });
  });

/** The harness's router address (path and query). */
export const location = (page: Page) => page.getByTestId('location').textContent();

export const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);

/** The texts an input is described by: its validation message, as a screen reader announces it. */
export const fieldMessage = (page: Page, name: string) =>
  field(page, name).evaluate((input) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );

/** Whether the page would ask before being unloaded (reload, closing the tab). */
export const holdsUnload = (page: Page) =>
  page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
