import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { ENVELOPE_VALUES, ENVELOPES, productId } from '../../testing/checkout-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// Issue 12, defect 2: text PostgreSQL cannot store (NUL, lone surrogates, control characters) is refused
// before any resolver runs, as invalid input naming the field, in the shape of every other input error.

let t: TestApp;
let admin: CookieJar;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
});
afterAll(() => t.close());

type Answer = {
  errors?: { message: string; extensions?: Record<string, unknown> }[];
  data?: Record<string, unknown> | null;
};

const forbidden = (chars: string) => ({ key: 'validation.forbiddenCharacters', params: { chars } });

const PROFILE = 'mutation P($profile: ProfileInput!) { updateProfile(profile: $profile) { firstName } }';
const ME = 'query Me { me { firstName lastName } }';

describe('text that cannot be stored in GraphQL arguments', () => {
  it('refuses a lone surrogate in a profile name on its field, and stores nothing', async () => {
    const before = await graphqlAs<{ me: Record<string, string> }>(t, admin, ME);
    const answer = await graphqlAs(t, admin, PROFILE, { profile: { firstName: 'Ada\uD800', lastName: 'L' } });
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toEqual([
      {
        message: 'Forbidden characters U+D800',
        extensions: {
          code: 'BAD_USER_INPUT',
          kind: 'invalidInput',
          key: 'validation.forbiddenCharacters',
          params: { chars: 'U+D800' },
          fields: { firstName: forbidden('U+D800') },
        },
      },
    ]);
    const after = await graphqlAs<{ me: Record<string, string> }>(t, admin, ME);
    expect(after.body.data?.me).toEqual(before.body.data?.me);
  });

  it('refuses a NUL and a control character, naming each field', async () => {
    const answer = await graphqlAs(t, admin, PROFILE, {
      profile: { firstName: 'A\u0000da', lastName: 'Lovelace', city: 'Ber\u001blin' },
    });
    expect(answer.body.errors?.[0]?.extensions?.fields).toEqual({
      firstName: forbidden('U+0000'),
      city: forbidden('U+001B'),
    });
  });

  it('checks string literals written into the operation and variable defaults as well', async () => {
    const inline = await graphqlAs<Answer>(
      t,
      admin,
      'mutation P { updateProfile(profile: { firstName: "A\\u0000", lastName: "B" }) { firstName } }',
    );
    expect(inline.body.errors?.[0]?.extensions).toMatchObject({ fields: { firstName: forbidden('U+0000') } });
    const defaults = await graphqlAs(
      t,
      admin,
      'query S($q: String = "x\\u0007") { products(search: $q) { total } }',
    );
    expect(defaults.body.errors?.[0]?.extensions).toMatchObject({ fields: { q: forbidden('U+0007') } });
  });

  it('answers searches and share tokens as invalid input, never as an unexpected error', async () => {
    const calls: [string, Record<string, unknown>, string][] = [
      // The field is the argument's name, whatever the variable is called.
      ['query S($s: String) { products(search: $s) { total } }', { s: 'karte\u0000' }, 'search'],
      ['query S($search: String) { users(search: $search) { total } }', { search: '\u0000' }, 'search'],
      ['query S($search: String) { orders(search: $search) { total } }', { search: '\uDFFF' }, 'search'],
      ['mutation O($token: String!) { openSharedDraft(token: $token) { id } }', { token: '\u0000' }, 'token'],
    ];
    for (const [query, variables, field] of calls) {
      const answer = await graphqlAs(t, admin, query, variables);
      expect(answer.status, query).toBeLessThan(500);
      expect(answer.body.errors?.[0]?.extensions, query).toMatchObject({
        code: 'BAD_USER_INPUT',
        kind: 'invalidInput',
        key: 'validation.forbiddenCharacters',
      });
      expect(Object.keys(answer.body.errors?.[0]?.extensions?.fields as object), query).toEqual([field]);
    }
  });

  it('refuses a JSON value whose key or text PostgreSQL would refuse', async () => {
    const envelopes = await productId(t, ENVELOPES);
    const add = 'mutation A($input: CartItemInput!) { addCartItem(kind: draft, input: $input) { id } }';
    const badKey = await graphqlAs(t, admin, add, {
      input: { productId: envelopes, quantity: 100, fieldValues: { ...ENVELOPE_VALUES, 'x\u0000': 'y' } },
    });
    expect(badKey.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      kind: 'invalidInput',
      fields: { 'fieldValues.x\u0000': forbidden('U+0000') },
    });
    const badText = await graphqlAs(t, admin, add, {
      input: {
        productId: envelopes,
        quantity: 100,
        fieldValues: { ...ENVELOPE_VALUES, companyName: '\uD83D' },
      },
    });
    expect(badText.body.errors?.[0]?.extensions).toMatchObject({
      fields: { 'fieldValues.companyName': forbidden('U+D83D') },
    });
  });

  it('keeps a role name within 64 characters (a unique key cannot hold 100 KB)', async () => {
    const answer = await graphqlAs(
      t,
      admin,
      'mutation R($name: String!) { createRole(input: { name: $name }) { name } }',
      {
        name: 'a'.repeat(65),
      },
    );
    expect(answer.body.errors?.[0]).toMatchObject({
      message: 'At most 64 characters',
      extensions: {
        key: 'validation.tooLong',
        fields: { name: { key: 'validation.tooLong', params: { max: '64' } } },
      },
    });
  });
});
