import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { data, launchBrowser, openHarness } from '../../../testing/browser-driver.ts';
import type { GraphqlHandler, OpenedHarness } from '../../../testing/browser-driver.ts';
import type { AdminHarnessConfig } from './harness.tsx';

// What the admin kit's browser tests share: a browser per test file, the harness's fake API, and
// small page helpers.

const HARNESS = fileURLToPath(new URL('./harness.tsx', import.meta.url));

/** Waits for the page to get there; generous, as the browser shares a small, busy machine. */
export const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

/** Saves succeed (`{ ok: true }`); `overrides` answer an operation otherwise. */
export const adminServer =
  (overrides: Record<string, GraphqlHandler> = {}): GraphqlHandler =>
  (call) =>
    overrides[call.operationName]?.(call) ?? data({ ok: true });

/** Registers the browser for this test file; `open` shows the harness at an address. */
export function adminBrowser() {
  let browser: Browser | undefined;
  let opened: OpenedHarness | undefined;
  const close = async () => {
    await opened?.close();
    opened = undefined;
  };
  beforeAll(async () => {
    browser = await launchBrowser();
  }, 60_000);
  afterEach(close);
  afterAll(async () => {
    await close();
    await browser?.close();
  });
  return {
    async open(path: string, handler: GraphqlHandler = adminServer()) {
      await close();
      if (!browser) throw new Error('the browser did not start');
      const config: AdminHarnessConfig = { path };
      opened = await openHarness(browser, { entry: HARNESS, config, handler, readyTestId: 'location' });
      return opened;
    },
  };
}

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
