import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

type Field = {
  id: string;
  fieldName: string;
  type: string;
  required: boolean;
  use: boolean;
  order: number;
  defaultValue: string;
  config: { label: string; options?: string[]; labelTranslation: { translations: unknown[] } };
};
type GraphQLBody = { errors?: { message: string; extensions?: Record<string, unknown> }[] };

const FIELDS = 'id fieldName type required use order defaultValue config';
const LIST = `query UserGenericFields { userGenericFields { ${FIELDS} } }`;
const CREATE = `mutation CreateUserField($input: UserFieldInput!) { createUserField(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation UpdateUserField($id: ID!, $input: UserFieldInput!) {
  updateUserField(id: $id, input: $input) { ${FIELDS} }
}`;
const DELETE = 'mutation DeleteUserField($id: ID!) { deleteUserField(id: $id) }';
const REORDER = `mutation ReorderUserFields($ids: [ID!]!) { reorderUserFields(ids: $ids) { id fieldName order } }`;
const PROFILE = `mutation Save($p: ProfileInput!, $c: [CustomFieldValueInput!]) {
  updateProfile(profile: $p, customFields: $c) { customFields { fieldName value } }
}`;
const ME = 'query Me { me { customFields { fieldName value } } }';

const department = {
  fieldName: 'department',
  type: 'select',
  required: false,
  use: true,
  label: 'Abteilung',
  labelTranslations: [{ languageCode: 'en-GB', translation: 'Department' }],
  options: ['Sales', 'Print'],
  defaultValue: 'Print',
};
const costCentre = { fieldName: 'costCentre', type: 'number', label: 'Kostenstelle', min: 100, max: 999 };

let t: TestApp;
let admin: CookieJar;
let customer: CookieJar;
let northAdmin: CookieJar;
let departmentId: string;
let costCentreId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
  customer = await loginAs(t, 'kunde', 'Kunde#2026');
  northAdmin = await loginAs(t, 'admin', 'Admin#2026', { host: 'northprint.localhost' });
});
afterAll(() => t.close());

const errorOf = (body: GraphQLBody) => body.errors?.[0];
const fieldKeys = (body: GraphQLBody) =>
  Object.fromEntries(
    Object.entries((errorOf(body)?.extensions?.fields ?? {}) as Record<string, { key: string }>).map(
      ([name, error]) => [name, error.key],
    ),
  );
const list = async (jar: CookieJar | null = admin) =>
  (await graphqlAs<{ userGenericFields: Field[] }>(t, jar, LIST)).body.data!.userGenericFields;

describe('user fields administration', () => {
  it('creates fields at the end of the list', async () => {
    const first = await graphqlAs<{ createUserField: Field }>(t, admin, CREATE, { input: department });
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data!.createUserField).toMatchObject({
      fieldName: 'department',
      type: 'select',
      use: true,
      order: 0,
      defaultValue: 'Print',
      config: { label: 'Abteilung', options: ['Sales', 'Print'] },
    });
    departmentId = first.body.data!.createUserField.id;
    const second = await graphqlAs<{ createUserField: Field }>(t, admin, CREATE, { input: costCentre });
    expect(second.body.data!.createUserField).toMatchObject({ order: 1, config: { min: 100, max: 999 } });
    costCentreId = second.body.data!.createUserField.id;
    expect((await list()).map((field) => field.fieldName)).toEqual(['department', 'costCentre']);
  });

  it('refuses invalid definitions with the spec keys', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ fieldName: 'cost centre', label: 'x' }, { fieldName: 'validation.fieldName' }],
      [
        { fieldName: '', label: '' },
        { fieldName: 'validation.fieldNameRequired', label: 'validation.required' },
      ],
      [{ type: 'select', options: [' '] }, { options: 'validation.required' }],
      [{ type: 'number', min: 10, max: 5 }, { max: 'admin.fieldMaxBelowMin' }],
      [{ type: 'select', options: ['A'], defaultValue: 'B' }, { defaultValue: 'validation.mustMatch' }],
      [
        { labelTranslations: [{ languageCode: 'fr-FR', translation: 'Nom' }] },
        { labelTranslations: 'admin.unknownLanguage' },
      ],
      [{ label: 'Name <b>' }, { label: 'validation.forbiddenCharacters' }],
      [{ fieldName: 'DEPARTMENT' }, { fieldName: 'admin.fieldNameTaken' }],
    ];
    for (const [change, expected] of cases) {
      const input = { fieldName: 'nickname', type: 'text', label: 'Spitzname', ...change };
      const { body } = await graphqlAs(t, admin, CREATE, { input });
      expect(fieldKeys(body), JSON.stringify(change)).toEqual(expected);
      expect(errorOf(body)?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('renames a field together with the values users entered', async () => {
    const saved = await graphqlAs(t, customer, PROFILE, {
      p: { firstName: 'Max', lastName: 'Mustermann' },
      c: [{ fieldName: 'department', value: 'Sales' }],
    });
    expect(saved.body.errors).toBeUndefined();
    const { body } = await graphqlAs<{ updateUserField: Field }>(t, admin, UPDATE, {
      id: departmentId,
      input: { ...department, fieldName: 'division2', use: false },
    });
    expect(body.data!.updateUserField).toMatchObject({ fieldName: 'division2', use: false });
    const me = await graphqlAs<{ me: { customFields: { fieldName: string; value: string }[] } }>(
      t,
      customer,
      ME,
    );
    expect(me.body.data!.me.customFields).toContainEqual({ fieldName: 'division2', value: 'Sales' });
    // A field not in use is hidden from the public list but not from its administrators.
    expect((await list(customer)).map((field) => field.fieldName)).toEqual(['costCentre']);
    expect((await list()).map((field) => field.fieldName)).toEqual(['division2', 'costCentre']);
  });

  it('saves the order given', async () => {
    const { body } = await graphqlAs<{ reorderUserFields: Field[] }>(t, admin, REORDER, {
      ids: [costCentreId, departmentId],
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.reorderUserFields.map((field) => [field.fieldName, field.order])).toEqual([
      ['costCentre', 0],
      ['division2', 1],
    ]);
    const unknown = await graphqlAs(t, admin, REORDER, {
      ids: [costCentreId, '00000000-0000-4000-8000-000000000000'],
    });
    expect(errorOf(unknown.body)?.extensions).toMatchObject({ key: 'admin.userFieldNotFound' });
  });

  it('answers Forbidden to a customer and Unauthorized to an anonymous caller', async () => {
    for (const [jar, message] of [
      [customer, 'Forbidden'],
      [null, 'Unauthorized'],
    ] as const) {
      expect(errorOf((await graphqlAs(t, jar, CREATE, { input: costCentre })).body)?.message).toBe(message);
      expect(
        errorOf((await graphqlAs(t, jar, UPDATE, { id: costCentreId, input: costCentre })).body)?.message,
      ).toBe(message);
      expect(errorOf((await graphqlAs(t, jar, DELETE, { id: costCentreId })).body)?.message).toBe(message);
      expect(errorOf((await graphqlAs(t, jar, REORDER, { ids: [costCentreId] })).body)?.message).toBe(
        message,
      );
    }
  });

  it("keeps each tenant's fields to itself", async () => {
    const host = 'northprint.localhost';
    const north = await graphqlAs<{ userGenericFields: Field[] }>(t, northAdmin, LIST, {}, host);
    expect(north.body.data!.userGenericFields).toEqual([]);
    for (const [query, variables] of [
      [UPDATE, { id: costCentreId, input: costCentre }],
      [DELETE, { id: costCentreId }],
      [REORDER, { ids: [costCentreId] }],
    ] as const) {
      const { body } = await graphqlAs(t, northAdmin, query, variables, host);
      expect(errorOf(body)?.extensions).toMatchObject({ key: 'admin.userFieldNotFound' });
    }
    // The same name is free on another tenant.
    const created = await graphqlAs(t, northAdmin, CREATE, { input: costCentre }, host);
    expect(created.body.errors).toBeUndefined();
  });

  it('deletes a field and the values entered for it', async () => {
    const { body } = await graphqlAs(t, admin, DELETE, { id: departmentId });
    expect(body).toEqual({ data: { deleteUserField: true } });
    expect((await list()).map((field) => field.fieldName)).toEqual(['costCentre']);
    const me = await graphqlAs<{ me: { customFields: { fieldName: string }[] } }>(t, customer, ME);
    expect(me.body.data!.me.customFields.map((value) => value.fieldName)).not.toContain('division2');
  });
});
