import { fileURLToPath } from 'node:url';
import { pngImage } from '@print/core/media/image-fixtures';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { data, openHarness, userInputError, type GraphqlCall } from '../../testing/browser-driver.ts';
import { eventually, harnessBrowser, toasts } from '../../testing/harness-browser.ts';

// The Settings tab's Logos & icons in Chromium against a fake server (decision 0097): a picture of the
// wrong size is refused with the wizard's message before anything is sent; a fitting one is uploaded
// into the tenant and saved at once; removing asks first; the server's refusal shows at the picture.

const HARNESS = fileURLToPath(new URL('./test/logos-harness.tsx', import.meta.url));
const TENANT = '0d6f3a52-7c1e-4b8a-9f2e-5a4c3b2d1e10';
const UPLOADED = '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c';
const STORED_FAVICON = '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d';

type Logos = Record<string, string | null>;
const none: Logos = {
  logo: null,
  wideLogo: null,
  favicon: null,
  darkLogo: null,
  darkWideLogo: null,
  loginBackground: null,
};

function server(logos: Logos, refuse = false) {
  return (call: GraphqlCall) => {
    if (call.operationName === 'TenantSettings')
      return data({
        tenantSettings: {
          status: 'active',
          setupStep: 0,
          languages: ['en-GB'],
          general: { companyName: 'NorthPrint', allowTemporaryUsers: false, pageTitle: [], claim: [] },
          logos,
          subscription: null,
        },
      });
    if (call.operationName === 'UploadTenantLogo')
      return data({ uploadPrintImage: { id: UPLOADED, widthPx: 900, heightPx: 186 } });
    if (call.operationName === 'UpdateTenantLogos') {
      if (refuse) return userInputError('validation.required', { wideLogo: { key: 'validation.required' } });
      const input = call.variables.input as Logos;
      Object.assign(logos, input);
      return data({ updateTenantLogos: logos });
    }
    return data({});
  };
}

const browser = harnessBrowser((chromium, options: { tenantId?: string; logos: Logos; refuse?: boolean }) =>
  openHarness(chromium, {
    entry: HARNESS,
    config: { path: '/admin/settings', tenantId: options.tenantId },
    handler: server(options.logos, options.refuse),
    readyTestId: 'tenant-logos',
  }),
);

const choose = (page: Page, kind: string, width: number, height: number) =>
  page.getByTestId(`tenant-logos-${kind}`).setInputFiles({
    name: `${kind}.png`,
    mimeType: 'image/png',
    buffer: Buffer.from(pngImage(width, height)),
  });
const names = (calls: GraphqlCall[]) =>
  calls.map((call) => call.operationName).filter((name) => name !== 'TenantSettings');

describe('the Settings tab’s logos and icons', { timeout: 90_000 }, () => {
  it('refuses a wrong size unsent, then uploads into the tenant acted for and saves at once', async () => {
    const { page, calls } = await browser.open({ tenantId: TENANT, logos: { ...none } });
    await choose(page, 'wideLogo', 600, 186);
    await eventually(() => page.getByTestId('tenant-logos-wideLogo-field').textContent()).toContain(
      'The wide logo must be 900×186 px (ratio 4.84) or larger in that ratio; this one is 600×186.',
    );
    expect(names(calls)).toEqual([]);

    await choose(page, 'wideLogo', 900, 186);
    await eventually(() => toasts(page)).toContain('Settings saved');
    expect(names(calls)).toEqual(['UploadTenantLogo', 'UpdateTenantLogos']);
    const [upload, save] = calls.filter((call) => call.operationName !== 'TenantSettings');
    // Both in the tenant acted for; only the kind chosen is sent.
    expect(upload!.multipart).toBe(true);
    expect(upload!.headers['x-print-tenant']).toBe(TENANT);
    expect(save!.headers['x-print-tenant']).toBe(TENANT);
    expect(save!.variables.input).toEqual({ wideLogo: UPLOADED });
    await eventually(() => page.getByTestId('tenant-logos-wideLogo-preview').count()).toBe(1);
    expect(await page.getByTestId('tenant-logos-wideLogo-field').textContent()).not.toContain('must be');
  });

  it('asks before removing a logo, and removes it only when confirmed', async () => {
    const { page, calls } = await browser.open({ logos: { ...none, favicon: STORED_FAVICON } });
    // The host's own tenant: its stored picture is shown.
    await eventually(() => page.getByTestId('tenant-logos-favicon-preview').getAttribute('src')).toBe(
      `/media/${STORED_FAVICON}/thumb`,
    );
    const remove = page.getByTestId('tenant-logos-favicon-remove');
    await remove.click();
    const question = page.getByTestId('confirm-dialog');
    await eventually(() => question.textContent()).toContain(
      'Remove “Favicon”? The shop no longer shows it from its next page on.',
    );
    await question.getByRole('button', { name: 'Cancel' }).click();
    await eventually(() => question.count()).toBe(0);
    expect(names(calls)).toEqual([]);

    await remove.click();
    await question.getByRole('button', { name: 'Remove' }).click();
    await eventually(() => remove.count()).toBe(0);
    expect(calls.at(-1)!.variables.input).toEqual({ favicon: null });
    expect(calls.at(-1)!.headers['x-print-tenant']).toBeUndefined();
    expect(await page.getByTestId('tenant-logos-favicon-preview').count()).toBe(0);
  });

  it('shows the server’s refusal at the picture, with the spec’s toast', async () => {
    const { page } = await browser.open({ tenantId: TENANT, logos: { ...none }, refuse: true });
    await choose(page, 'wideLogo', 900, 186);
    await eventually(() => toasts(page)).toContain('An error occurred while saving tenant settings');
    await eventually(() => page.getByTestId('tenant-logos-wideLogo-field').getByRole('alert').count()).toBe(
      1,
    );
    expect(await page.getByTestId('tenant-logos-wideLogo-preview').count()).toBe(0);
  });
});
