import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { data, openHarness, userInputError, type GraphqlHandler } from '../../testing/browser-driver.ts';
import { eventually, harnessBrowser, toasts } from '../../testing/harness-browser.ts';

// The domain manager in Chromium: the table with status chips and hints, the records a domain still
// needs ("you have …, we need …"), the fallback read-only, and the spec's toasts.

const HARNESS = fileURLToPath(new URL('./test/harness.tsx', import.meta.url));

const record = (over: Record<string, unknown>) => ({
  purpose: 'routing',
  type: 'CNAME',
  name: 'shop.example.com',
  expected: ['shops.print.example'],
  found: [],
  ok: false,
  checked: true,
  error: false,
  ...over,
});

const FALLBACK = {
  id: 'd1',
  name: 'druckerei.print.example',
  status: 'Active',
  isDefault: true,
  isFallback: true,
  lastCheckedAt: null,
  records: [],
};
const PENDING = {
  id: 'd2',
  name: 'shop.example.com',
  status: 'Pending',
  isDefault: false,
  isFallback: false,
  lastCheckedAt: '2026-12-07T10:00:00.000Z',
  records: [
    record({
      purpose: 'ownership',
      type: 'TXT',
      name: '_print-verify.shop.example.com',
      expected: ['print-verify=abc'],
    }),
    record({ found: ['old-host.example.net'] }),
  ],
};
const ACTIVE = { ...PENDING, id: 'd3', name: 'www.example.com', status: 'Active', records: [] };

const server =
  (overrides: Record<string, GraphqlHandler> = {}): GraphqlHandler =>
  (call) =>
    overrides[call.operationName]?.(call) ??
    (call.operationName === 'TenantDomains'
      ? data({ tenantDomains: [FALLBACK, PENDING, ACTIVE] })
      : data({ [call.operationName.charAt(0).toLowerCase() + call.operationName.slice(1)]: ACTIVE }));

const browser = harnessBrowser((chromium, handler: GraphqlHandler = server()) =>
  openHarness(chromium, {
    entry: HARNESS,
    config: { path: '/admin/domains' },
    handler,
    readyTestId: 'location',
  }),
);

const row = (page: Page, name: string) => page.getByTestId(`domain-${name}`);

describe('the domain manager', { timeout: 60_000 }, () => {
  it('shows each domain with its status and hint, and what DNS records are missing or wrong', async () => {
    const { page } = await browser.open();
    await eventually(() => row(page, 'shop.example.com').textContent()).toContain('Pending');
    expect(await row(page, 'shop.example.com').textContent()).toContain('Waiting for DNS');
    expect(await row(page, 'www.example.com').textContent()).toContain('Ready');
    const fallback = await row(page, FALLBACK.name).textContent();
    expect(fallback).toContain('The fallback domain is assigned by the system and cannot be changed.');
    expect(await row(page, FALLBACK.name).getByRole('button').count()).toBe(0);

    const records = page.getByTestId('records-shop.example.com');
    expect(await records.getByTestId('record-shop.example.com-TXT').textContent()).toContain(
      'No TXT record found for _print-verify.shop.example.com, we need print-verify=abc',
    );
    expect(await records.getByTestId('record-shop.example.com-CNAME').textContent()).toContain(
      'You have old-host.example.net, we need shops.print.example',
    );
    // Only a domain that is not connected yet lists its records; only an Active one can become default.
    expect(await page.getByTestId('records-www.example.com').count()).toBe(0);
    expect(await page.getByTestId('default-shop.example.com').count()).toBe(0);
    expect(await page.getByTestId('default-www.example.com').count()).toBe(1);
  });

  it('checks a new name with the shared rule, then adds it with the spec’s toasts', async () => {
    const { page, calls } = await browser.open(
      server({
        AddTenantDomain: () =>
          userInputError('validation.domainExists', { name: { key: 'validation.domainExists' } }),
      }),
    );
    await page.getByTestId('domain-name').fill('not a domain');
    await page.getByTestId('add-domain').click();
    await eventually(() => page.getByTestId('domain-tab').textContent()).toContain('Invalid domain format');
    expect(calls.map((call) => call.operationName)).not.toContain('AddTenantDomain');

    await page.getByTestId('domain-name').fill('Taken.Example.com');
    await page.getByTestId('add-domain').click();
    await eventually(() => toasts(page)).toContain(
      'Failed to add, delete or set default domain: Domain already exists',
    );
    expect(calls.find((call) => call.operationName === 'AddTenantDomain')?.variables).toEqual({
      name: 'taken.example.com',
    });
  });

  it('deletes only once confirmed, and sets a default', async () => {
    const { page, calls } = await browser.open();
    await page.getByTestId('delete-shop.example.com').click();
    const question = page.getByTestId('confirm-dialog');
    await eventually(() => question.textContent()).toContain('Delete the domain shop.example.com?');
    await question.getByRole('button', { name: 'Delete' }).click();
    await eventually(() => toasts(page)).toContain('Domain deleted');
    expect(calls.find((call) => call.operationName === 'DeleteTenantDomain')?.variables).toEqual({
      id: 'd2',
    });

    await page.getByTestId('default-www.example.com').click();
    await eventually(() => toasts(page)).toContain('Domain set as default');
  });
});
