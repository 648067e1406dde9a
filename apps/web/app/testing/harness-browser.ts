import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { launchBrowser } from './browser-driver.ts';

// What every browser test file shares: one browser for the file, one page open at a time.

/** Waits for the page to get there; generous, as the browser shares a small, busy machine. */
export const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

/** The toasts shown, as one text. */
export const toasts = (page: Page) => page.locator('.Toastify').textContent();

/**
 * Registers a browser for this test file; `open(...)` shows a page made by `show` (closing the one
 * before, and the last after each test).
 */
export function harnessBrowser<Args extends unknown[], Opened extends { close(): Promise<void> }>(
  show: (browser: Browser, ...args: Args) => Promise<Opened>,
) {
  let browser: Browser | undefined;
  let opened: Opened | undefined;
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
    async open(...args: Args): Promise<Opened> {
      await close();
      if (!browser) throw new Error('the browser did not start');
      opened = await show(browser, ...args);
      return opened;
    },
  };
}
