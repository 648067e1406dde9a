import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { findTenantIdByHost } from '../tenancy/tenancy.service.ts';
import { userFields } from './users.tables.ts';

let t: TestApp;
let kunde: CookieJar;
beforeAll(async () => {
  t = await createTestApp();
  const tenantId = (await findTenantIdByHost(t.database, 'localhost'))!;
  await withTenant(t.database, tenantId, (tx) =>
    tx.insert(userFields).values([
      {
        tenantId,
        fieldName: 'customerNumber',
        type: 'number',
        required: true,
        config: {
          label: 'Customer number',
          labelTranslation: {
            baseTranslation: 'Kundennummer',
            translations: [{ languageCode: 'en-GB', translation: 'Customer number' }],
          },
        },
        sortOrder: 1,
      },
      {
        tenantId,
        fieldName: 'retired',
        type: 'text',
        inUse: false,
        config: { label: 'Old', labelTranslation: { baseTranslation: 'Alt', translations: [] } },
        sortOrder: 2,
      },
      {
        tenantId,
        fieldName: 'copies',
        type: 'number',
        config: {
          label: 'Copies',
          labelTranslation: { baseTranslation: 'Exemplare', translations: [] },
          min: 1,
          max: 50,
          step: 5,
        },
        sortOrder: 3,
      },
    ]),
  );
  kunde = await loginAs(t, 'kunde', 'Kunde#2026');
});
afterAll(() => t.close());

const UPDATE = `mutation Save($p: ProfileInput!, $c: [CustomFieldValueInput!]) {
  updateProfile(profile: $p, customFields: $c) { firstName lastName phone customFields { fieldName value } }
}`;
const valid = { firstName: 'Klara', lastName: 'Kunde', phone: '+49 30 1234567', salutation: 'mrs' };

type Errors = { message: string; extensions?: { key?: string; fields?: Record<string, { key: string }> } }[];

describe('My Account on the server', () => {
  it('saves the profile and the custom fields in use', async () => {
    const saved = await graphqlAs<{ updateProfile: Record<string, unknown> }>(t, kunde, UPDATE, {
      p: valid,
      c: [{ fieldName: 'customerNumber', value: '4711' }],
    });
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data?.updateProfile).toMatchObject({
      firstName: 'Klara',
      phone: '+49 30 1234567',
      customFields: expect.arrayContaining([{ fieldName: 'customerNumber', value: '4711' }]),
    });
  });

  it("refuses empty mandatory fields with 'Please fill in all mandatory fields.' and saves nothing", async () => {
    const result = await graphqlAs(t, kunde, UPDATE, {
      p: { ...valid, lastName: '' },
      c: [{ fieldName: 'customerNumber', value: '' }],
    });
    const errors = result.body.errors as Errors;
    expect(errors[0]?.message).toBe('Please fill in all mandatory fields.');
    expect(errors[0]?.extensions?.fields).toMatchObject({
      lastName: { key: 'validation.required' },
      'custom.customerNumber': { key: 'validation.required' },
    });
    const me = await graphqlAs<{ me: { lastName: string } }>(t, kunde, 'query Me { me { lastName } }');
    expect(me.body.data?.me.lastName).toBe('Kunde');
  });

  it('refuses forbidden characters and bad formats with the spec keys', async () => {
    const result = await graphqlAs(t, kunde, UPDATE, {
      p: { ...valid, firstName: 'Kl<a>ra', phone: '030/123' },
      c: [{ fieldName: 'customerNumber', value: '47a' }],
    });
    expect((result.body.errors as Errors)[0]?.extensions?.fields).toEqual({
      firstName: { key: 'validation.forbiddenCharacters', params: { chars: '< >' } },
      phone: { key: 'validation.phone' },
      'custom.customerNumber': { key: 'validation.number' },
    });
  });

  it('validates the billing address (e-mail required) and keeps the delivery address without e-mails', async () => {
    const ADDRESS =
      'mutation A($k: AddressKind!, $a: AddressInput!) { updateAddress(kind: $k, address: $a) { billingAddress { city email } shippingAddress { city email } } }';
    const base = {
      firstName: 'Klara',
      lastName: 'Kunde',
      street: 'Gasse 2',
      zipCode: '80331',
      city: 'München',
      country: 'DE',
    };
    const missing = await graphqlAs(t, kunde, ADDRESS, { k: 'billing', a: base });
    expect((missing.body.errors as Errors)[0]?.extensions?.fields).toEqual({
      email: { key: 'validation.required' },
    });
    await graphqlAs(t, kunde, ADDRESS, { k: 'billing', a: { ...base, email: 'rechnung@kunde.test' } });
    const shipping = await graphqlAs<{ updateAddress: unknown }>(t, kunde, ADDRESS, {
      k: 'shipping',
      a: { ...base, email: 'x@y.test', city: 'Köln' },
    });
    expect(shipping.body.data?.updateAddress).toEqual({
      billingAddress: { city: 'München', email: 'rechnung@kunde.test' },
      shippingAddress: { city: 'Köln', email: '' },
    });
  });

  it('needs a session', async () => {
    const anonymous = await graphqlAs(t, null, 'query Me { me { id } }');
    expect(anonymous.body.errors?.[0]?.message).toBe('Unauthorized');
  });
});

describe('number fields', () => {
  it('holds to the bounds on the server as the browser does on blur (min, max, step)', async () => {
    const save = (copies: string) =>
      graphqlAs<{ updateProfile: { customFields: { fieldName: string; value: string }[] } }>(
        t,
        kunde,
        UPDATE,
        {
          p: valid,
          c: [
            { fieldName: 'customerNumber', value: '4711' },
            { fieldName: 'copies', value: copies },
          ],
        },
      );
    const valueOf = async (copies: string) =>
      (await save(copies)).body.data?.updateProfile.customFields.find((f) => f.fieldName === 'copies')?.value;
    expect(await valueOf('500')).toBe('50');
    expect(await valueOf('7')).toBe('10');
    expect(await valueOf('-3')).toBe('5');
  });
});

describe('userGenericFields', () => {
  const QUERY = `query UserGenericFields { userGenericFields {
    fieldName group config defaultValue tenantID order
    translations { languageCode context baseTranslation translationKey group tags }
  } }`;

  it('lists the fields in use with the spec fields, for anyone', async () => {
    const result = await graphqlAs<{ userGenericFields: Record<string, unknown>[] }>(t, null, QUERY);
    expect(result.body.data?.userGenericFields).toEqual([
      expect.objectContaining({
        fieldName: 'customerNumber',
        order: 1,
        config: expect.objectContaining({ label: 'Customer number' }),
        translations: [expect.objectContaining({ languageCode: 'en-GB', baseTranslation: 'Kundennummer' })],
      }),
      expect.objectContaining({ fieldName: 'copies', order: 3 }),
    ]);
  });

  it("shows no other tenant's fields", async () => {
    const result = await graphqlAs<{ userGenericFields: unknown[] }>(
      t,
      null,
      QUERY,
      {},
      'northprint.localhost',
    );
    expect(result.body.data?.userGenericFields).toEqual([]);
  });
});
