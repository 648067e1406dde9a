import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import {
  addToCart,
  ENVELOPE_VALUES,
  ENVELOPES,
  placeOrder,
  productId,
  settingsInput,
  UPDATE_SETTINGS,
} from '../../testing/checkout-helpers.ts';
import { headerSettingsWithCtaLabel, SAVE_HEADER_SETTINGS } from '../../testing/header-settings-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// Every admin change of roles, users, user fields, settings and order statuses, and every order placed,
// writes one entry to the activity log in its own transaction: a refused change writes none.

type Entry = {
  actorName: string;
  actorId: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  entityLabel: string;
  details: Record<string, unknown>;
};
const LATEST = `query Latest($limit: Int) { activity(limit: $limit) { total items {
  actorName actorId action entityType entityId entityLabel details } } }`;

let t: TestApp;
let admin: CookieJar;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
});
afterAll(() => t.close());

async function latest(limit = 1) {
  const { body } = await graphqlAs<{ activity: { total: number; items: Entry[] } }>(t, admin, LATEST, {
    limit,
  });
  expect(body.errors).toBeUndefined();
  return body.data!.activity;
}

/** Runs a change and returns the entries it added to the log (newest first). */
async function recorded(change: () => Promise<{ body: { errors?: unknown } }>) {
  const before = (await latest()).total;
  const { body } = await change();
  const after = await latest(10);
  return { errors: body.errors, entries: after.items.slice(0, after.total - before) };
}

const by = { actorName: 'Sabine Sonnenschein' };

describe('what the activity log records', () => {
  it('records creating, changing and deleting a role, by whom and with the rights changed', async () => {
    const created = await recorded(() =>
      graphqlAs(
        t,
        admin,
        'mutation C { createRole(input: { name: "printers", rights: ["admin.access"] }) { name } }',
      ),
    );
    expect(created.entries).toEqual([
      expect.objectContaining({
        ...by,
        action: 'role.create',
        entityType: 'role',
        entityId: 'printers',
        entityLabel: 'printers',
        details: { rights: ['admin.access'] },
      }),
    ]);
    const UPDATE =
      'mutation U { updateRole(name: "printers", input: { rights: ["admin.access", "orders.read"] }) { name } }';
    const updated = await recorded(() => graphqlAs(t, admin, UPDATE));
    expect(updated.entries).toEqual([
      expect.objectContaining({ action: 'role.update', details: { rightsAdded: ['orders.read'] } }),
    ]);
    // Saving the same again changes nothing and records nothing (a second click).
    expect((await recorded(() => graphqlAs(t, admin, UPDATE))).entries).toEqual([]);
    const deleted = await recorded(() => graphqlAs(t, admin, 'mutation D { deleteRole(name: "printers") }'));
    expect(deleted.entries).toEqual([
      expect.objectContaining({ action: 'role.delete', entityLabel: 'printers' }),
    ]);
  });

  it('records nothing for a refused change', async () => {
    const refused = await recorded(() =>
      graphqlAs(t, admin, 'mutation C { createRole(input: { name: "admin" }) { name } }'),
    );
    expect(refused.errors).toBeDefined();
    expect(refused.entries).toEqual([]);
  });

  it('records users created, changed, archived and restored, never their password', async () => {
    const input = {
      email: 'paul.presse@druckerei.test',
      username: 'paul',
      firstName: 'Paul',
      lastName: 'Presse',
      language: 'de-DE',
      roles: ['customer'],
      password: 'Presse#2026x',
    };
    const created = await recorded(() =>
      graphqlAs(t, admin, 'mutation C($input: UserAccountInput!) { createUser(input: $input) { id } }', {
        input,
      }),
    );
    expect(created.entries).toEqual([
      expect.objectContaining({
        ...by,
        action: 'user.create',
        entityType: 'user',
        entityLabel: 'Paul Presse',
      }),
    ]);
    const id = created.entries[0]!.entityId;
    const UPDATE =
      'mutation U($id: ID!, $input: UserAccountInput!) { updateUser(id: $id, input: $input) { id } }';
    const updated = await recorded(() =>
      graphqlAs(t, admin, UPDATE, {
        id,
        input: { ...input, lastName: 'Druck', roles: ['customer', 'coach'], password: 'Neues#2026xy' },
      }),
    );
    expect(updated.entries).toEqual([
      expect.objectContaining({
        action: 'user.update',
        entityLabel: 'Paul Druck',
        details: { fields: ['lastName'], rolesAdded: ['coach'], passwordSet: true },
      }),
    ]);
    expect(JSON.stringify(updated.entries)).not.toContain('Neues#2026xy');
    const archived = await recorded(() =>
      graphqlAs(t, admin, 'mutation A($id: ID!) { archiveUser(id: $id) { id } }', { id }),
    );
    expect(archived.entries).toEqual([expect.objectContaining({ action: 'user.archive', entityId: id })]);
    const restored = await recorded(() =>
      graphqlAs(t, admin, 'mutation R($id: ID!) { unarchiveUser(id: $id) { id } }', { id }),
    );
    expect(restored.entries).toEqual([expect.objectContaining({ action: 'user.restore', entityId: id })]);
  });

  it('records an archive clicked twice at once only once', async () => {
    const created = await graphqlAs<{ createUser: { id: string } }>(
      t,
      admin,
      'mutation C($input: UserAccountInput!) { createUser(input: $input) { id } }',
      {
        input: {
          email: 'doppel@druckerei.test',
          username: 'doppel',
          firstName: 'Dora',
          lastName: 'Doppel',
          roles: [],
          password: 'Doppel#2026x',
        },
      },
    );
    const id = created.body.data!.createUser.id;
    const ARCHIVE = 'mutation A($id: ID!) { archiveUser(id: $id) { id } }';
    const before = (await latest()).total;
    await Promise.all([graphqlAs(t, admin, ARCHIVE, { id }), graphqlAs(t, admin, ARCHIVE, { id })]);
    const after = await latest(5);
    expect(after.total - before).toBe(1);
    expect(after.items[0]).toMatchObject({ action: 'user.archive', entityId: id });
  });

  it('records user fields created, changed, reordered and deleted', async () => {
    const created = await recorded(() =>
      graphqlAs(
        t,
        admin,
        'mutation F { createUserField(input: { fieldName: "branch", label: "Branch", type: text, use: true }) { id } }',
      ),
    );
    expect(created.entries).toEqual([
      expect.objectContaining({ action: 'userField.create', entityType: 'userField', entityLabel: 'branch' }),
    ]);
    const id = created.entries[0]!.entityId;
    const updated = await recorded(() =>
      graphqlAs(
        t,
        admin,
        'mutation U($id: ID!) { updateUserField(id: $id, input: { fieldName: "branch", label: "Office", type: text, use: true }) { id } }',
        { id },
      ),
    );
    expect(updated.entries).toEqual([expect.objectContaining({ action: 'userField.update', entityId: id })]);
    // A second field put first: a reorder that changes no place records nothing.
    const desk = await graphqlAs<{ createUserField: { id: string } }>(
      t,
      admin,
      'mutation F { createUserField(input: { fieldName: "desk", label: "Desk", type: text, use: true }) { id } }',
    );
    const reorder = (ids: string[]) =>
      recorded(() =>
        graphqlAs(t, admin, 'mutation R($ids: [ID!]!) { reorderUserFields(ids: $ids) { id } }', { ids }),
      );
    const reordered = await reorder([desk.body.data!.createUserField.id]);
    expect(reordered.entries).toEqual([expect.objectContaining({ action: 'userField.reorder' })]);
    expect((await reorder([desk.body.data!.createUserField.id])).entries).toEqual([]);
    const deleted = await recorded(() =>
      graphqlAs(t, admin, 'mutation D($id: ID!) { deleteUserField(id: $id) }', { id }),
    );
    expect(deleted.entries).toEqual([
      expect.objectContaining({ action: 'userField.delete', entityLabel: 'branch' }),
    ]);
  });

  it('records saves of the header and order workflow settings', async () => {
    const header = await recorded(() =>
      graphqlAs(t, admin, SAVE_HEADER_SETTINGS, { input: headerSettingsWithCtaLabel('Jetzt drucken') }),
    );
    expect(header.entries).toEqual([
      expect.objectContaining({
        ...by,
        action: 'settings.update',
        entityType: 'settings',
        entityLabel: 'header',
      }),
    ]);
    const workflow = await recorded(() => graphqlAs(t, admin, UPDATE_SETTINGS, { input: settingsInput() }));
    expect(workflow.entries).toEqual([
      expect.objectContaining({ action: 'settings.update', entityLabel: 'orderWorkflow' }),
    ]);
  });

  it('records an order placed by its buyer and an admin moving it on', async () => {
    const customer = await loginAs(t, 'kunde', 'Kunde#2026');
    await addToCart(t, customer, {
      productId: await productId(t, ENVELOPES),
      quantity: 100,
      fieldValues: ENVELOPE_VALUES,
    });
    const placed = await recorded(() =>
      placeOrder(t, customer).then((answer) => ({ body: { errors: answer.errors } })),
    );
    const order = placed.entries[0]!;
    expect(placed.entries).toEqual([
      expect.objectContaining({ actorName: 'Max Mustermann', action: 'order.placed', entityType: 'order' }),
    ]);
    const moved = await recorded(() =>
      graphqlAs(
        t,
        admin,
        'mutation M($id: ID!) { changeOrderStatus(id: $id, from: placed, to: processed) { id } }',
        {
          id: order.entityId,
        },
      ),
    );
    expect(moved.entries).toEqual([
      expect.objectContaining({
        ...by,
        action: 'order.statusChange',
        entityId: order.entityId,
        entityLabel: order.entityLabel,
        details: { from: 'placed', to: 'processed' },
      }),
    ]);
    // A change the state machine refuses records nothing.
    const refused = await recorded(() =>
      graphqlAs(
        t,
        admin,
        'mutation M($id: ID!) { changeOrderStatus(id: $id, from: placed, to: finished) { id } }',
        {
          id: order.entityId,
        },
      ),
    );
    expect(refused.errors).toBeDefined();
    expect(refused.entries).toEqual([]);
  });

  it("names a product in each admin's language, also for changes made in another", async () => {
    const envelopes = await productId(t, ENVELOPES);
    const { body } = await graphqlAs(
      t,
      admin,
      `mutation Save($input: StockSettingsInput!) { saveStockSettings(input: $input) { productId } }`,
      { input: { productId: envelopes, tracking: 'product', stock: '40' } },
    );
    expect(body.errors).toBeUndefined();
    const inLanguage = async (language: string) => {
      const jar: CookieJar = new Map([...admin, ['lang', language]]);
      const read = await graphqlAs<{ activity: { items: Entry[] } }>(t, jar, LATEST, { limit: 1 });
      return read.body.data!.activity.items[0];
    };
    expect(await inLanguage('en-GB')).toMatchObject({
      action: 'product.stockSettings',
      entityLabel: 'DL envelopes',
    });
    expect((await inLanguage('de-DE'))?.entityLabel).toBe('Briefumschläge DIN lang');
  });
});
