import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { deepLinkTarget } from '../../lib/session/deep-link.ts';
import { operationNames } from './test/browser-driver.ts';
import { registeredSession } from './test/fixtures.ts';
import {
  cartCalls,
  eventually,
  field,
  fillMandatory,
  formBrowser,
  shopServer,
} from './test/form-test-kit.ts';

// Issue 12 in Chromium: a guest of a shop without temporary users is told why saving needs an
// account, keeps what they typed in this browser and comes back to it; and (issue 15) the developer
// badge leaves the form's buttons free.

const form = formBrowser();
const GUEST = { session: null, allowTemporaryUsers: false };

/** The kept work of the product as stored in this browser (lib/guest/pending-work.ts). */
const keptWork = (page: Page) =>
  page.evaluate(() => {
    const key = `print.pendingWork:${window.location.host}:p1`;
    return JSON.parse(window.localStorage.getItem(key) ?? 'null') as {
      action: string;
      values: Record<string, string>;
      quantity: number;
      variantId: string | null;
    } | null;
  });

/** Where a link of the notice leads back to after logging in (its decoded deepLink). */
async function returnOf(page: Page, testId: string) {
  const href = (await page.getByTestId(testId).getAttribute('href')) ?? '';
  const url = new URL(href, 'http://shop.test');
  return { page: url.pathname, back: deepLinkTarget(url.searchParams.get('deepLink')) };
}

describe('a guest of a shop without temporary users', { timeout: 60_000 }, () => {
  it('is told why a draft needs an account, keeps the typing and gets a way back', async () => {
    const { page, calls } = await form.open(shopServer(), GUEST);
    await field(page, 'firstName').fill('Grete');
    await field(page, 'jobTitle').fill('Inhaberin');
    await page.getByTestId('form-save-draft').click();

    const notice = page.getByTestId('sign-in-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('To save your draft, please log in or create an account.');
    expect(cartCalls(calls)).toEqual([]);
    expect(await keptWork(page)).toMatchObject({
      action: 'draft',
      quantity: 250,
      variantId: 'v1',
      values: { firstName: 'Grete', jobTitle: 'Inhaberin' },
    });
    expect(await returnOf(page, 'sign-in-notice-login')).toEqual({
      page: '/login',
      back: '/products/visitenkarten-standard?resume=draft',
    });
    expect(await returnOf(page, 'sign-in-notice-signup')).toEqual({
      page: '/signup',
      back: '/products/visitenkarten-standard?resume=draft',
    });

    // Cancelled: the form and the typing are still there.
    await notice.getByRole('button', { name: 'Cancel' }).click();
    await eventually(() => notice.count()).toBe(0);
    expect(await field(page, 'firstName').inputValue()).toBe('Grete');
  });

  it('checks the item before asking for an account on "Add to cart"', async () => {
    const { page, calls } = await form.open(shopServer(), GUEST);
    await page.getByTestId('form-add-to-cart').click();
    await page.getByTestId('preflight-issues').waitFor();
    expect(await page.getByTestId('sign-in-notice').count()).toBe(0);

    await fillMandatory(page);
    await page.getByTestId('form-add-to-cart').click();
    const notice = page.getByTestId('sign-in-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('To add the item to your cart, please log in');
    expect(await page.getByTestId('content-release-dialog').count()).toBe(0);
    expect(cartCalls(calls)).toEqual([]);
    expect((await keptWork(page))?.action).toBe('cart');
    expect((await returnOf(page, 'sign-in-notice-login')).back).toBe(
      '/products/visitenkarten-standard?resume=cart',
    );
  });
});

describe('back after logging in', { timeout: 60_000 }, () => {
  it('opens with the typing restored and saves the draft asked for', async () => {
    const { page, calls } = await form.open(shopServer(), {
      session: registeredSession,
      allowTemporaryUsers: false,
      resume: { action: 'draft', values: { firstName: 'Grete', jobTitle: 'Inhaberin' } },
    });
    expect(await field(page, 'firstName').inputValue()).toBe('Grete');
    await eventually(() => page.getByTestId('form-restored').textContent()).toContain('Welcome back!');
    await eventually(() => cartCalls(calls).length).toBe(1);
    expect(cartCalls(calls)[0]).toMatchObject({
      operationName: 'AddCartItem',
      variables: { kind: 'draft', input: { fieldValues: { firstName: 'Grete', jobTitle: 'Inhaberin' } } },
    });
    await eventually(() => page.getByText('The draft has been saved.').count()).toBe(1);
  });

  it('opens the content release of the item the guest wanted in the cart', async () => {
    const values = { firstName: 'Grete', lastName: 'Sonnig', email: 'grete@example.com' };
    const { page, calls } = await form.open(shopServer(), {
      session: registeredSession,
      resume: { action: 'cart', values },
    });
    const release = page.getByTestId('content-release-dialog');
    await release.waitFor();
    expect(cartCalls(calls)).toEqual([]);
    await page.getByTestId('content-release-confirm').click();
    await eventually(() => page.getByTestId('form-closed').count()).toBe(1);
    expect(cartCalls(calls)[0]?.variables).toMatchObject({
      kind: 'cart',
      input: { fieldValues: values },
      contentReleased: true,
    });
    expect(operationNames(calls)).not.toContain('MoveCartItem');
  });
});

describe('the developer badge', { timeout: 60_000 }, () => {
  it('covers none of the form’s buttons on a phone or a desktop', async () => {
    const { page } = await form.open(shopServer(), { devOverlay: true });
    try {
      for (const viewport of [
        { width: 375, height: 812 },
        { width: 1440, height: 812 },
      ]) {
        await page.setViewportSize(viewport);
        const badge = await page.getByTestId('dev-overlay').locator('button').boundingBox();
        expect(badge, `badge at ${viewport.width} px`).not.toBeNull();
        const overlapping = await page.getByTestId('product-form').evaluate((root, box) => {
          const hits: string[] = [];
          for (const control of root.querySelectorAll('button, a, input, [role="separator"]')) {
            const rect = control.getBoundingClientRect();
            if (rect.width === 0 || rect.height === 0) continue;
            const apart =
              rect.right <= box.x ||
              rect.left >= box.x + box.width ||
              rect.bottom <= box.y ||
              rect.top >= box.y + box.height;
            if (!apart)
              hits.push(control.textContent?.trim() || control.getAttribute('name') || control.tagName);
          }
          return hits;
        }, badge!);
        expect(overlapping, `covered at ${viewport.width} px`).toEqual([]);
      }
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });
});
