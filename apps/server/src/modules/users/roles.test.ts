import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

type Role = { name: string; description: string; type: string; rights: string[] };

const ROLES = 'query Roles { roles { name description type rights } }';
const CREATE = `mutation CreateRole($input: CreateRoleInput!) {
  createRole(input: $input) { name description type rights }
}`;
const UPDATE = `mutation UpdateRole($name: String!, $input: UpdateRoleInput!) {
  updateRole(name: $name, input: $input) { name description type rights }
}`;
const DELETE = 'mutation DeleteRole($name: String!) { deleteRole(name: $name) }';

let t: TestApp;
let admin: CookieJar;
let customer: CookieJar;
let northAdmin: CookieJar;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
  customer = await loginAs(t, 'kunde', 'Kunde#2026');
  northAdmin = await loginAs(t, 'admin', 'Admin#2026', { host: 'northprint.localhost' });
});
afterAll(() => t.close());

const errorOf = (body: { errors?: { message: string; extensions?: Record<string, unknown> }[] }) =>
  body.errors?.[0];
const fieldKey = (body: Parameters<typeof errorOf>[0], field: string) =>
  (errorOf(body)?.extensions?.fields as Record<string, { key: string }> | undefined)?.[field]?.key;

describe('roles administration', () => {
  it('lists the built-in roles first for the tenant admin', async () => {
    const { body } = await graphqlAs<{ roles: Role[] }>(t, admin, ROLES);
    expect(body.errors).toBeUndefined();
    const names = body.data!.roles.map((role) => role.name);
    // The demo shop has platform operators: their role is built in too.
    expect(names.slice(0, 6).sort()).toEqual([
      'admin',
      'coach',
      'customer',
      'platform',
      'shopadmin',
      'temporary',
    ]);
    expect(body.data!.roles.find((role) => role.name === 'admin')).toMatchObject({ type: 'system' });
    expect(body.data!.roles.find((role) => role.name === 'admin')!.rights).not.toContain('platform.tenants');
  });

  it('creates, updates and deletes a custom role', async () => {
    const created = await graphqlAs<{ createRole: Role }>(t, admin, CREATE, {
      input: { name: 'editor2', description: 'Edits pages', rights: ['admin.access', 'cms.edit'] },
    });
    expect(created.body.errors).toBeUndefined();
    expect(created.body.data!.createRole).toEqual({
      name: 'editor2',
      description: 'Edits pages',
      type: 'custom',
      rights: ['admin.access', 'cms.edit'],
    });

    const updated = await graphqlAs<{ updateRole: Role }>(t, admin, UPDATE, {
      name: 'editor2',
      input: { rights: ['admin.access', 'cms.edit', 'translations.edit'] },
    });
    expect(updated.body.errors).toBeUndefined();
    // What the input leaves out stays as it was.
    expect(updated.body.data!.updateRole).toMatchObject({
      description: 'Edits pages',
      rights: ['admin.access', 'cms.edit', 'translations.edit'],
    });

    const deleted = await graphqlAs<{ deleteRole: boolean }>(t, admin, DELETE, { name: 'editor2' });
    expect(deleted.body).toEqual({ data: { deleteRole: true } });
    const { body } = await graphqlAs<{ roles: Role[] }>(t, admin, ROLES);
    expect(body.data!.roles.map((role) => role.name)).not.toContain('editor2');
  });

  it('refuses a duplicate or invalid name, unknown rights and platform.tenants with the spec keys', async () => {
    const duplicate = await graphqlAs(t, admin, CREATE, { input: { name: 'admin' } });
    expect(errorOf(duplicate.body)).toMatchObject({
      message: 'A role with this name already exists',
      extensions: { code: 'BAD_USER_INPUT', kind: 'conflict', key: 'admin.roleNameTaken' },
    });
    const invalid = await graphqlAs(t, admin, CREATE, { input: { name: 'Shop Admin' } });
    expect(fieldKey(invalid.body, 'name')).toBe('validation.roleName');
    const empty = await graphqlAs(t, admin, CREATE, { input: { name: ' ' } });
    expect(errorOf(empty.body)?.message).toBe('Please fill in all mandatory fields.');
    expect(fieldKey(empty.body, 'name')).toBe('validation.roleNameRequired');
    const rights = await graphqlAs(t, admin, CREATE, {
      input: { name: 'ops', rights: ['platform.tenants'] },
    });
    expect(fieldKey(rights.body, 'rights')).toBe('admin.unknownRight');
    const unknown = await graphqlAs(t, admin, CREATE, { input: { name: 'ops', rights: ['everything'] } });
    expect(fieldKey(unknown.body, 'rights')).toBe('admin.unknownRight');
    const forbidden = await graphqlAs(t, admin, CREATE, { input: { name: 'ops', description: 'a <b>' } });
    expect(fieldKey(forbidden.body, 'description')).toBe('validation.forbiddenCharacters');
  });

  it('never deletes a built-in role, and edits it without renaming', async () => {
    const { body } = await graphqlAs(t, admin, DELETE, { name: 'customer' });
    expect(errorOf(body)).toMatchObject({
      message: 'Built-in roles cannot be deleted',
      extensions: { kind: 'forbidden', key: 'admin.systemRoleNotDeletable' },
    });
    const updated = await graphqlAs<{ updateRole: Role }>(t, admin, UPDATE, {
      name: 'coach',
      input: { description: 'Builds landing pages' },
    });
    expect(updated.body.data!.updateRole).toMatchObject({ name: 'coach', type: 'system' });
  });

  it('keeps the platform operators’ role built in: listed as such, never deleted by a tenant admin', async () => {
    const { body } = await graphqlAs<{ roles: Role[] }>(t, admin, ROLES);
    expect(body.data!.roles.find((role) => role.name === 'platform')).toMatchObject({ type: 'system' });
    const refused = await graphqlAs(t, admin, DELETE, { name: 'platform' });
    expect(errorOf(refused.body)).toMatchObject({
      message: 'Built-in roles cannot be deleted',
      extensions: { kind: 'forbidden', key: 'admin.systemRoleNotDeletable' },
    });
  });

  it('answers Forbidden to a customer and Unauthorized to an anonymous caller', async () => {
    for (const [jar, message] of [
      [customer, 'Forbidden'],
      [null, 'Unauthorized'],
    ] as const) {
      expect(errorOf((await graphqlAs(t, jar, ROLES)).body)?.message).toBe(message);
      expect(errorOf((await graphqlAs(t, jar, CREATE, { input: { name: 'x1' } })).body)?.message).toBe(
        message,
      );
      expect(errorOf((await graphqlAs(t, jar, DELETE, { name: 'coach' })).body)?.message).toBe(message);
    }
  });

  it("keeps each tenant's roles to itself", async () => {
    await graphqlAs(t, admin, CREATE, { input: { name: 'druckonly' } });
    const north = await graphqlAs<{ roles: Role[] }>(t, northAdmin, ROLES, {}, 'northprint.localhost');
    expect(north.body.data!.roles.map((role) => role.name)).not.toContain('druckonly');
    const deleted = await graphqlAs(t, northAdmin, DELETE, { name: 'druckonly' }, 'northprint.localhost');
    expect(errorOf(deleted.body)?.extensions).toMatchObject({ key: 'admin.roleNotFound' });
    const updated = await graphqlAs(
      t,
      northAdmin,
      UPDATE,
      { name: 'druckonly', input: {} },
      'northprint.localhost',
    );
    expect(errorOf(updated.body)?.extensions).toMatchObject({ key: 'admin.roleNotFound' });
    // The druckerei admin's cookie is worth nothing on the other tenant's host.
    expect(errorOf((await graphqlAs(t, admin, ROLES, {}, 'northprint.localhost')).body)?.message).toBe(
      'Unauthorized',
    );
  });
});
