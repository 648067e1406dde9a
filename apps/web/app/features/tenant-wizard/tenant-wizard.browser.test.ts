import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { data, openHarness, userInputError, type GraphqlCall } from '../../testing/browser-driver.ts';
import { eventually, harnessBrowser } from '../../testing/harness-browser.ts';

// The tenant setup wizard in Chromium against a fake server: Next saves the step shown (the first with
// the second, which creates the tenant); Previous and Next keep what was typed, and a step's rules
// refuse it again on its next Next.

const HARNESS = fileURLToPath(new URL('./test/harness.tsx', import.meta.url));
const TENANT = '6f1c1f9e-1d3b-4c55-9c55-1f0f4b7d2a10';

const setup = {
  id: TENANT,
  slug: 'copy-corner',
  status: 'setup',
  setupStep: 2,
  companyName: 'Copy Corner Ltd',
  pageTitle: 'Print nearby',
  claim: '',
  headerType: 'simple',
  logos: {
    logo: null,
    wideLogo: null,
    favicon: null,
    darkLogo: null,
    darkWideLogo: null,
    loginBackground: null,
  },
  theme: null,
  languages: ['en-GB'],
  defaultLanguage: 'en-GB',
  schedulingEnabled: false,
  schedulingEventId: '',
  host: null,
};

function server(call: GraphqlCall) {
  if (call.operationName === 'StartTenantSetup') return data({ startTenantSetup: setup });
  if (call.operationName === 'SaveTenantSetupStep') {
    const input = call.variables.input as { step: string; theme?: { primary: string } };
    // The server's contrast check, as core's: the browser's rules let nothing through here.
    if (input.theme?.primary === '#fefefe')
      return userInputError('admin.wizardColourContrast', {
        primary: { key: 'admin.wizardColourContrast', params: { ratio: '1.01', required: '4.5' } },
      });
    return data({ saveTenantSetupStep: setup });
  }
  return data({});
}

const browser = harnessBrowser((chromium, path: string) =>
  openHarness(chromium, { entry: HARNESS, config: { path }, handler: server, readyTestId: 'tenant-wizard' }),
);

const input = (page: Page, name: string) => page.locator(`[name="${name}"]`);
const stepShown = (page: Page) =>
  page.locator('form[data-testid^="tenant-wizard-step-"]').getAttribute('data-testid');
const next = (page: Page) => page.getByTestId('tenant-wizard-next').click();
const previous = (page: Page) => page.getByTestId('tenant-wizard-previous').click();

describe('tenant setup wizard', { timeout: 90_000 }, () => {
  it('keeps values and errors going back and forth, and saves each step on Next', async () => {
    const { page, calls } = await browser.open('/new');
    await next(page);
    await eventually(() => stepShown(page)).toBe('tenant-wizard-step-general');
    // Required fields are checked before anything is sent.
    await next(page);
    await eventually(() => input(page, 'companyName').getAttribute('aria-invalid')).toBe('true');
    expect(calls.map((call) => call.operationName)).toEqual([]);

    await input(page, 'slug').fill('copy-corner');
    await input(page, 'companyName').fill('Copy Corner Ltd');
    await input(page, 'pageTitle').fill('Print nearby');
    await next(page);
    await eventually(() => stepShown(page)).toBe('tenant-wizard-step-logos');
    expect(calls.map((call) => call.operationName)).toEqual(['StartTenantSetup', 'SaveTenantSetupStep']);
    // Every call after the start acts inside the new tenant.
    expect(calls[1]!.headers['x-print-tenant']).toBe(TENANT);

    await previous(page);
    await eventually(() => input(page, 'companyName').inputValue()).toBe('Copy Corner Ltd');
    expect(await input(page, 'pageTitle').inputValue()).toBe('Print nearby');
    await next(page);
    await eventually(() => stepShown(page)).toBe('tenant-wizard-step-logos');
    await next(page);
    await eventually(() => stepShown(page)).toBe('tenant-wizard-step-theme');

    await input(page, 'primary').fill('#fefefe');
    await next(page);
    // The browser's own check (core's contrast rule) refuses it before sending.
    await eventually(() => page.getByText(/WCAG 2.2 AA asks for/).count()).toBe(1);
    await previous(page);
    await next(page);
    await eventually(() => stepShown(page)).toBe('tenant-wizard-step-theme');
    expect(await input(page, 'primary').inputValue()).toBe('#fefefe');
    // Checked again on Next: still refused, still not sent.
    await next(page);
    await eventually(() => page.getByText(/WCAG 2.2 AA asks for/).count()).toBe(1);

    const saves = calls.filter((call) => call.operationName === 'SaveTenantSetupStep');
    expect(saves.map((call) => (call.variables.input as { step: string }).step)).toEqual([
      'pagebar',
      'general',
      'logos',
      'logos',
    ]);
  });
});
