import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { SHOP_PORT } from '../ports.ts';

// The demo tenants seeded by the server (apps/server/src/modules/demo), on this slot's server (ports.ts).
export const DRUCKEREI = `http://localhost:${SHOP_PORT}`;
export const NORTHPRINT = `http://northprint.localhost:${SHOP_PORT}`;
export const UNKNOWN_HOST = `http://nowhere.localhost:${SHOP_PORT}`;

// A page's scripts load and run before it is interactive: on a busy machine (a fresh clone's whole suite
// on two cores) that took more than the default 5 s of an expectation, so these waits allow longer.
// They end the moment the page is ready, like a person who waits for a page that is still loading.
const PAGE_READY = { timeout: 30_000 };

/** Waits until the client merged the server's translations (the shell sets this on <html>). */
export async function waitForTranslations(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-translations', 'initialized', PAGE_READY);
}

/** Waits until React hydrated the server-rendered page (forms typed into before that could lose input). */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', PAGE_READY);
}

/** Dismisses the cookie banner the way a visitor would, so it does not cover the page. */
export async function acceptCookies(page: Page): Promise<void> {
  const banner = page.getByTestId('cookie-banner');
  await banner.getByRole('button').last().click();
  await expect(banner).toBeHidden();
}

/** A custom property of the theme resolved to a computed colour (rgb(…)) via a probe element. */
export async function themeColour(page: Page, variable: string): Promise<string> {
  return page.evaluate((name) => {
    const probe = document.createElement('div');
    probe.style.color = `var(${name})`;
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, variable);
}

export async function rawVariable(page: Page, variable: string): Promise<string> {
  return page.evaluate(
    (name) => getComputedStyle(document.documentElement).getPropertyValue(name).trim(),
    variable,
  );
}
