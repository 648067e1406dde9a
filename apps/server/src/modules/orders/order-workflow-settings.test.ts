import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { READ_SETTINGS, settingsInput, UPDATE_SETTINGS } from '../../testing/checkout-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// The tenant's order workflow settings (spec §3) and their write-only secrets (spec §5), as the admin's
// System page saves them.

const SECRET_KEY = 'sk_test_druckerei_4242424242';
const WEBHOOK_SECRET = 'whsec_druckerei_test_secret';

let t: TestApp;
let admin: CookieJar;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
  const saved = await graphqlAs(t, admin, UPDATE_SETTINGS, {
    input: settingsInput({ cardSecretKey: SECRET_KEY, cardWebhookSecret: WEBHOOK_SECRET }),
  });
  expect(saved.body.errors).toBeUndefined();
});
afterAll(() => t.close());

describe('order workflow settings', () => {
  it('keeps secrets write-only: shown masked, kept when omitted, removed when empty', async () => {
    const read = await graphqlAs<{ orderWorkflowSettings: Record<string, unknown> }>(t, admin, READ_SETTINGS);
    expect(read.body.data!.orderWorkflowSettings).toMatchObject({
      paymentMethods: ['invoice', 'card'],
      cardSecretKey: '••••4242',
      cardWebhookSecret: '••••cret',
      punchoutSecret: null,
    });
    expect(JSON.stringify(read.body)).not.toContain(SECRET_KEY);
    const kept = await graphqlAs<{ updateOrderWorkflowSettings: Record<string, unknown> }>(
      t,
      admin,
      UPDATE_SETTINGS,
      {
        input: settingsInput({ punchoutSecret: 'punch-secret-123456' }),
      },
    );
    expect(kept.body.data!.updateOrderWorkflowSettings).toMatchObject({
      cardSecretKey: '••••4242',
      punchoutSecret: '••••3456',
    });
    const removed = await graphqlAs<{ updateOrderWorkflowSettings: Record<string, unknown> }>(
      t,
      admin,
      UPDATE_SETTINGS,
      {
        input: settingsInput({ punchoutSecret: '' }),
      },
    );
    expect(removed.body.data!.updateOrderWorkflowSettings.punchoutSecret).toBeNull();
  });

  it('validates stock-warning recipients and is for tenant.settings only', async () => {
    for (const recipients of ['a@example.com, b@example.com', 'a@example.com;b@example.com', 'nobody']) {
      const bad = await graphqlAs(t, admin, UPDATE_SETTINGS, {
        input: settingsInput({ stockWarningRecipients: recipients }),
      });
      expect(bad.body.errors?.[0]?.extensions).toMatchObject({
        fields: { stockWarningRecipients: expect.anything() },
      });
    }
    // Card alone, without its key, would leave checkout without a way to pay.
    const cardOnly = await graphqlAs(t, admin, UPDATE_SETTINGS, {
      input: settingsInput({ paymentMethods: ['card'], cardSecretKey: '' }),
    });
    expect(cardOnly.body.errors?.[0]?.extensions).toMatchObject({ key: 'admin.cardNeedsSecretKey' });
    // Only spaces: the stored secret is kept, not removed.
    const spaces = await graphqlAs<{ updateOrderWorkflowSettings: Record<string, unknown> }>(
      t,
      admin,
      UPDATE_SETTINGS,
      {
        input: settingsInput({ cardSecretKey: '   ' }),
      },
    );
    expect(spaces.body.data!.updateOrderWorkflowSettings.cardSecretKey).toBe('••••4242');
    const customer = await loginAs(t, 'kunde', 'Kunde#2026');
    const denied = await graphqlAs(t, customer, READ_SETTINGS);
    expect(denied.body.errors?.[0]?.message).toBe('Forbidden');
  });
});
