import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { findTenantIdByHost } from '../tenancy/tenancy.service.ts';
import { createTemporaryUser } from './users.service.ts';

type UserAccount = {
  id: string;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  language: string;
  roles: string[];
  archived: boolean;
};
type GraphQLBody = { errors?: { message: string; extensions?: Record<string, unknown> }[] };

const FIELDS = 'id email username firstName lastName language roles archived';
const USERS = `query Users($search: String, $archived: Boolean, $offset: Int, $limit: Int,
  $sortBy: UserSortField, $sortDirection: SortDirection) {
  users(search: $search, archived: $archived, offset: $offset, limit: $limit, sortBy: $sortBy,
    sortDirection: $sortDirection) { total items { ${FIELDS} } }
}`;
const USER = `query User($id: ID!) { user(id: $id) { ${FIELDS} } }`;
const CREATE = `mutation CreateUser($input: UserAccountInput!) { createUser(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation UpdateUser($id: ID!, $input: UserAccountInput!) {
  updateUser(id: $id, input: $input) { ${FIELDS} }
}`;
const ARCHIVE = `mutation ArchiveUser($id: ID!) { archiveUser(id: $id) { ${FIELDS} } }`;
const UNARCHIVE = `mutation UnarchiveUser($id: ID!) { unarchiveUser(id: $id) { ${FIELDS} } }`;
const ME = 'query Me { me { id email } }';

const newUser = {
  email: 'Lena.Lager@druckerei.test',
  username: 'lena',
  firstName: 'Lena',
  lastName: 'Lager',
  language: 'en-GB',
  roles: ['customer'],
  password: 'Lager#2026',
};

let t: TestApp;
let admin: CookieJar;
let customer: CookieJar;
let northAdmin: CookieJar;
let lenaId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
  customer = await loginAs(t, 'kunde', 'Kunde#2026');
  northAdmin = await loginAs(t, 'admin', 'Admin#2026', { host: 'northprint.localhost' });
  // An anonymous visitor's user, which the administration must never list.
  const tenantId = (await findTenantIdByHost(t.database, 'localhost'))!;
  await withTenant(t.database, tenantId, (tx) => createTemporaryUser(tx, 'de-DE'));
});
afterAll(() => t.close());

const errorOf = (body: GraphQLBody) => body.errors?.[0];
const fieldKeys = (body: GraphQLBody) =>
  Object.fromEntries(
    Object.entries((errorOf(body)?.extensions?.fields ?? {}) as Record<string, { key: string }>).map(
      ([name, error]) => [name, error.key],
    ),
  );
const listUsers = async (variables: Record<string, unknown> = {}, jar = admin, host = 'localhost') =>
  (await graphqlAs<{ users: { total: number; items: UserAccount[] } }>(t, jar, USERS, variables, host)).body;

describe('users administration', () => {
  it('lists registered users with their roles, never temporary ones', async () => {
    const body = await listUsers();
    expect(body.errors).toBeUndefined();
    expect(body.data!.users.total).toBe(3);
    expect(body.data!.users.items.map((user) => [user.username, user.roles])).toEqual([
      ['kunde', ['customer']],
      // The demo's platform operator: a tenant admin who also holds platform.tenants.
      ['plattform', ['admin', 'platform']],
      ['admin', ['admin']],
    ]);
  });

  it('creates a user who can then log in, and shows them to search and sort', async () => {
    const { body } = await graphqlAs<{ createUser: UserAccount }>(t, admin, CREATE, { input: newUser });
    expect(body.errors).toBeUndefined();
    expect(body.data!.createUser).toMatchObject({ username: 'lena', roles: ['customer'], archived: false });
    lenaId = body.data!.createUser.id;
    await loginAs(t, 'lena', 'Lager#2026', { email: newUser.email });

    expect((await listUsers({ search: 'lena lag' })).data!.users.items.map((user) => user.id)).toEqual([
      lenaId,
    ]);
    expect((await listUsers({ search: 'DRUCKEREI.test' })).data!.users.total).toBe(4);
    // LIKE wildcards in the search are plain characters.
    expect((await listUsers({ search: '%' })).data!.users.total).toBe(0);
    const byEmail = await listUsers({ sortBy: 'email', sortDirection: 'desc', limit: 2, offset: 0 });
    expect(byEmail.data!.users).toMatchObject({ total: 4 });
    expect(byEmail.data!.users.items.map((user) => user.username)).toEqual(['plattform', 'lena']);
    // Out-of-range paging is clamped (at most 100 per page, no negative offset) instead of failing.
    const clamped = await listUsers({ limit: 5000, offset: -3 });
    expect(clamped.errors).toBeUndefined();
    expect(clamped.data!.users.items).toHaveLength(4);
    const secondPage = await listUsers({ sortBy: 'email', sortDirection: 'desc', limit: 2, offset: 2 });
    expect(secondPage.data!.users.items.map((user) => user.username)).toEqual(['kunde', 'admin']);
  });

  it('updates a user: roles are replaced, an empty password keeps the old one', async () => {
    const { body } = await graphqlAs<{ updateUser: UserAccount }>(t, admin, UPDATE, {
      id: lenaId,
      input: { ...newUser, firstName: 'Helena', roles: ['coach', 'customer'], password: '' },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.updateUser).toMatchObject({ firstName: 'Helena', roles: ['coach', 'customer'] });
    const fetched = await graphqlAs<{ user: UserAccount }>(t, admin, USER, { id: lenaId });
    expect(fetched.body.data!.user.roles).toEqual(['coach', 'customer']);
    await loginAs(t, 'lena', 'Lager#2026', { email: newUser.email });
  });

  it('keeps the roles when the input leaves them out', async () => {
    const { roles: _left, ...withoutRoles } = newUser;
    const { body } = await graphqlAs<{ updateUser: UserAccount }>(t, admin, UPDATE, {
      id: lenaId,
      input: { ...withoutRoles, firstName: 'Helena', password: '' },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.updateUser.roles).toEqual(['coach', 'customer']);
  });

  it('sets no own password here: that needs the current one (change password)', async () => {
    const me = await graphqlAs<{ me: { id: string } }>(t, admin, ME);
    const { body } = await graphqlAs(t, admin, UPDATE, {
      id: me.body.data!.me.id,
      input: { email: 'admin@druckerei.test', username: 'admin', roles: ['admin'], password: 'Anders#2026' },
    });
    expect(errorOf(body)?.extensions).toMatchObject({
      key: 'admin.ownPasswordViaAccount',
      fields: { password: { key: 'admin.ownPasswordViaAccount' } },
    });
    await loginAs(t, 'admin', 'Admin#2026');
  });

  it('checks every rule of the form and answers with the spec keys', async () => {
    const empty = await graphqlAs(t, admin, CREATE, { input: { email: '', username: '' } });
    expect(errorOf(empty.body)?.message).toBe('Please fill in all mandatory fields.');
    expect(fieldKeys(empty.body)).toEqual({
      email: 'validation.required',
      username: 'validation.usernameRequired',
      password: 'validation.required',
    });
    const invalid = await graphqlAs(t, admin, CREATE, {
      input: {
        email: 'not-an-email',
        username: 'Lena 2',
        firstName: 'Le{na}',
        language: 'fr-FR',
        password: 'short',
      },
    });
    expect(fieldKeys(invalid.body)).toEqual({
      email: 'validation.email',
      username: 'validation.username',
      firstName: 'validation.forbiddenCharacters',
      language: 'admin.unknownLanguage',
      password: 'validation.signupPassword',
    });
    const taken = await graphqlAs(t, admin, CREATE, {
      input: { ...newUser, email: 'lena.lager@DRUCKEREI.test', username: 'kunde' },
    });
    expect(fieldKeys(taken.body)).toEqual({ email: 'admin.emailTaken', username: 'admin.usernameTaken' });
    const role = await graphqlAs(t, admin, CREATE, {
      input: { ...newUser, email: 'x@druckerei.test', username: 'x', roles: ['nosuchrole'] },
    });
    expect(fieldKeys(role.body)).toEqual({ roles: 'admin.unknownRole' });
    // Passwords may contain the characters forbidden elsewhere.
    const password = await graphqlAs(t, admin, CREATE, {
      input: { email: 'pw@druckerei.test', username: 'pw', password: 'Pa<ss>{1}' },
    });
    expect(password.body.errors).toBeUndefined();
  });

  it('archiving ends the sessions of the user at once; unarchiving lets them log in again', async () => {
    const lena = await loginAs(t, 'lena', 'Lager#2026', { email: newUser.email });
    expect((await graphqlAs(t, lena, ME)).body.errors).toBeUndefined();

    const archived = await graphqlAs<{ archiveUser: UserAccount }>(t, admin, ARCHIVE, { id: lenaId });
    expect(archived.body.data!.archiveUser.archived).toBe(true);
    expect(errorOf((await graphqlAs(t, lena, ME)).body)?.message).toBe('Unauthorized');

    const active = (await listUsers({ archived: false })).data!.users.items.map((user) => user.id);
    const onlyArchived = (await listUsers({ archived: true })).data!.users.items.map((user) => user.id);
    expect(active).not.toContain(lenaId);
    expect(onlyArchived).toEqual([lenaId]);
    expect((await listUsers()).data!.users.items.map((user) => user.id)).toContain(lenaId);

    const restored = await graphqlAs<{ unarchiveUser: UserAccount }>(t, admin, UNARCHIVE, { id: lenaId });
    expect(restored.body.data!.unarchiveUser.archived).toBe(false);
    // The session archiving ended stays ended; a new login works.
    expect(errorOf((await graphqlAs(t, lena, ME)).body)?.message).toBe('Unauthorized');
    await loginAs(t, 'lena', 'Lager#2026', { email: newUser.email });
  });

  it('does not let an administrator archive themself', async () => {
    const me = await graphqlAs<{ me: { id: string } }>(t, admin, ME);
    const { body } = await graphqlAs(t, admin, ARCHIVE, { id: me.body.data!.me.id });
    expect(errorOf(body)?.extensions).toMatchObject({ key: 'admin.cannotArchiveSelf' });
  });

  it('answers Forbidden to a customer and Unauthorized to an anonymous caller', async () => {
    for (const [jar, message] of [
      [customer, 'Forbidden'],
      [null, 'Unauthorized'],
    ] as const) {
      expect(errorOf((await graphqlAs(t, jar, USERS)).body)?.message).toBe(message);
      expect(errorOf((await graphqlAs(t, jar, USER, { id: lenaId })).body)?.message).toBe(message);
      expect(errorOf((await graphqlAs(t, jar, CREATE, { input: newUser })).body)?.message).toBe(message);
      expect(errorOf((await graphqlAs(t, jar, ARCHIVE, { id: lenaId })).body)?.message).toBe(message);
    }
  });

  it("keeps each tenant's users to itself", async () => {
    const north = await listUsers({}, northAdmin, 'northprint.localhost');
    expect(north.data!.users.items.map((user) => user.email)).not.toContain(newUser.email.toLowerCase());
    const host = 'northprint.localhost';
    const found = await graphqlAs<{ user: UserAccount | null }>(t, northAdmin, USER, { id: lenaId }, host);
    expect(found.body).toEqual({ data: { user: null } });
    const updated = await graphqlAs(t, northAdmin, UPDATE, { id: lenaId, input: newUser }, host);
    expect(errorOf(updated.body)?.extensions).toMatchObject({ key: 'admin.userNotFound' });
    const archived = await graphqlAs(t, northAdmin, ARCHIVE, { id: lenaId }, host);
    expect(errorOf(archived.body)?.extensions).toMatchObject({ key: 'admin.userNotFound' });
    const malformed = await graphqlAs<{ user: null }>(t, admin, USER, { id: 'not-a-uuid' });
    expect(malformed.body).toEqual({ data: { user: null } });
  });

  it('lets a user manager pass on only the rights they hold', async () => {
    await graphqlAs(
      t,
      admin,
      'mutation CreateRole($i: CreateRoleInput!) { createRole(input: $i) { name } }',
      {
        i: { name: 'helpdesk', rights: ['admin.access', 'users.manage', 'catalog.read'] },
      },
    );
    await graphqlAs(t, admin, UPDATE, {
      id: lenaId,
      input: { ...newUser, roles: ['helpdesk'], password: '' },
    });
    const helpdesk = await loginAs(t, 'lena', 'Lager#2026', { email: newUser.email });

    const promote = await graphqlAs(t, helpdesk, UPDATE, {
      id: lenaId,
      input: { ...newUser, roles: ['helpdesk', 'admin'], password: '' },
    });
    expect(errorOf(promote.body)).toMatchObject({
      message: expect.stringMatching(
        /^You can only grant or take away rights you hold yourself: .*roles\.manage/,
      ),
      extensions: { key: 'admin.rightsExceedOwn', fields: { roles: { key: 'admin.rightsExceedOwn' } } },
    });
    const users = (await listUsers({ search: 'admin@' }, helpdesk)).data!.users.items;
    const archiveAdmin = await graphqlAs(t, helpdesk, ARCHIVE, { id: users[0]!.id });
    expect(errorOf(archiveAdmin.body)?.extensions).toMatchObject({ key: 'admin.rightsExceedOwn' });
    const created = await graphqlAs(t, helpdesk, CREATE, {
      input: {
        email: 'new@druckerei.test',
        username: 'newcustomer',
        roles: ['customer'],
        password: 'Neu#20266',
      },
    });
    expect(created.body.errors).toBeUndefined();
  });
});
