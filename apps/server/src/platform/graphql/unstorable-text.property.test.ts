import { AUTH_PATHS } from '@print/core/auth/auth-api';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../modules/users/users.tables.ts';
import { authPost, graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import {
  addToCart,
  BILLING,
  ENVELOPE_VALUES,
  ENVELOPES,
  placeOrder,
  productId,
  setStock,
} from '../../testing/checkout-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  AS_KEY,
  HOSTILE_EXAMPLES,
  hostileText,
  isUnstorable,
  operationFor,
  textPaths,
  textTakingFields,
  withText,
  storedUnstorableText,
  type TextPath,
} from '../../testing/text-fuzz.ts';
import { withSystem } from '../db/tenant-scope.ts';
import { schema } from './schema.ts';

// Issue 12, defect 2: generated text (control characters, lone surrogates, bidi and zero-width marks,
// 100 KB strings) through every root field that takes text and every auth route. Nothing may answer
// 5xx or "Unexpected error.", text that cannot be stored is refused as invalid input, and afterwards
// no table holds such a character.

/** Random runs per operation (each text argument also gets the fixed hostile examples in turn). */
const RUNS = 8;

let t: TestApp;
let admin: CookieJar;
/** Ids and names of rows the operations can work on, so the text reaches the code that stores it. */
const fixture = {
  envelopes: '',
  draftId: '',
  shareToken: '',
  orderId: '',
  customerId: '',
  fieldId: '',
};
let serial = 0;
const next = () => ++serial;

type Case = {
  /** Valid variables: the generated text replaces one text leaf of these. */
  base: () => Record<string, unknown>;
  /** Text leaves inside JSON arguments, which the schema cannot list. */
  jsonPaths?: TextPath[];
  /** Runs before every call (e.g. fills the cart placeOrder empties). */
  before?: () => Promise<unknown>;
};

const FIELD_VALUES = (path: string): TextPath[] => [
  [path, 'fieldValues', 'companyName'],
  [path, 'fieldValues', 'address'],
  [path, 'fieldValues', AS_KEY],
];

/** Every root field that takes text (String, ID or JSON); a test below fails when one is missing. */
const cases: Record<string, Case> = {
  // Queries: searches, slugs, languages, ids and tokens are not stored but must answer cleanly.
  cardPaymentStatus: { base: () => ({ sessionId: 'cs_test_unknown' }) },
  cartItem: { base: () => ({ id: fixture.draftId }) },
  categories: { base: () => ({ language: 'de-DE' }) },
  category: { base: () => ({ slug: 'visitenkarten' }) },
  myOrder: { base: () => ({ id: fixture.orderId }) },
  order: { base: () => ({ id: fixture.orderId }) },
  orders: { base: () => ({ search: 'Muster' }) },
  product: { base: () => ({ slug: ENVELOPES }) },
  products: { base: () => ({ search: 'karte' }) },
  translationsByTenant: { base: () => ({ input: { languageCodes: ['de-DE'] } }) },
  user: { base: () => ({ id: fixture.customerId }) },
  users: { base: () => ({ search: 'kunde' }) },
  // Mutations.
  addCartItem: {
    base: () => ({
      kind: 'draft',
      input: { productId: fixture.envelopes, quantity: 100, fieldValues: ENVELOPE_VALUES },
    }),
    jsonPaths: FIELD_VALUES('input'),
  },
  archiveUser: { base: () => ({ id: fixture.customerId }) },
  cancelCardPayment: { base: () => ({ orderId: fixture.orderId }) },
  changeOrderStatus: { base: () => ({ id: fixture.orderId, from: 'placed', to: 'processed' }) },
  createRole: {
    base: () => ({ input: { name: `fuzz${next()}`, description: 'Fuzz', rights: ['catalog.read'] } }),
  },
  createUser: {
    base: () => {
      const n = next();
      return {
        input: {
          email: `fuzz${n}@example.com`,
          username: `fuzz${n}`,
          firstName: 'Fuzz',
          lastName: 'User',
          language: 'de-DE',
          password: 'Fuzz#2026x',
          roles: ['customer'],
        },
      };
    },
  },
  createUserField: {
    base: () => ({
      input: {
        fieldName: `fuzz${next()}`,
        label: 'Fuzz',
        type: 'select',
        options: ['a', 'b'],
        defaultValue: 'a',
        labelTranslations: [{ languageCode: 'en-GB', translation: 'Fuzz' }],
      },
    }),
  },
  deleteCartItem: { base: () => ({ id: fixture.draftId }) },
  deleteRole: { base: () => ({ name: 'fuzzrole' }) },
  deleteUserField: { base: () => ({ id: fixture.fieldId }) },
  duplicateCartItem: { base: () => ({ id: fixture.draftId }) },
  moveCartItem: { base: () => ({ id: fixture.draftId, to: 'watchlist' }) },
  openSharedDraft: { base: () => ({ token: fixture.shareToken }) },
  placeOrder: {
    base: () => ({
      input: {
        billingAddress: BILLING,
        shippingAddress: { ...BILLING, firstName: 'Max' },
        shippingSameAsBilling: false,
        saveToProfile: true,
        acceptTerms: true,
        paymentMethod: 'invoice',
      },
    }),
    before: () =>
      addToCart(t, admin, { productId: fixture.envelopes, quantity: 100, fieldValues: ENVELOPE_VALUES }),
  },
  reorder: { base: () => ({ orderId: fixture.orderId, to: 'draft' }) },
  reorderUserFields: { base: () => ({ ids: [fixture.fieldId] }) },
  shareDraft: { base: () => ({ id: fixture.draftId }) },
  startCardPayment: { base: () => ({ orderId: fixture.orderId }) },
  toggleFavourite: { base: () => ({ productId: fixture.envelopes }) },
  unarchiveUser: { base: () => ({ id: fixture.customerId }) },
  updateAddress: { base: () => ({ kind: 'shipping', address: BILLING }) },
  updateCartItem: {
    base: () => ({ id: fixture.draftId, changes: { customName: 'Mine', customDescription: 'Blue' } }),
    jsonPaths: FIELD_VALUES('changes'),
  },
  updateOrderWorkflowSettings: {
    base: () => ({
      input: {
        profileCompleteRequired: false,
        continueShoppingUrl: '/catalog',
        totalLabel: 'grandTotal',
        additionalPricingText: [{ language: 'de-DE', text: 'zzgl. Versand' }],
        stockWarningRecipients: 'lager@example.com',
        multipleSelectionPerItem: false,
        paymentMethods: ['invoice'],
        showPaymentFields: true,
        showShippingFields: true,
        publishableKey: 'pk_test_fuzz',
      },
    }),
  },
  updateProfile: {
    base: () => ({
      profile: { firstName: 'Ada', lastName: 'Admin', city: 'Berlin' },
      customFields: [{ fieldName: 'fuzzfield', value: 'a' }],
    }),
  },
  updateRole: {
    base: () => ({ name: 'fuzzrole', input: { description: 'Fuzz', rights: ['catalog.read'] } }),
  },
  updateUser: {
    base: () => ({
      id: fixture.customerId,
      input: { email: 'kunde@druckerei.test', username: 'kunde', firstName: 'Kim', roles: ['customer'] },
    }),
  },
  updateUserField: {
    base: () => ({
      id: fixture.fieldId,
      input: { fieldName: 'fuzzfield', label: 'Fuzz', type: 'text', use: true },
    }),
  },
};

/** Every auth route with a valid body; any body property may carry the text (the check is shared). */
const authCases: Record<keyof typeof AUTH_PATHS, Record<string, string>> = {
  login: { login: 'kunde', password: 'Kunde#2026' },
  resendCode: { code: '123456' },
  logout: { reason: 'fuzz' },
  refresh: { reason: 'fuzz' },
  temporarySession: { language: 'de-DE' },
  signup: { email: 'fuzz@example.com', password: 'Fuzz#2026x', language: 'de-DE' },
  forgotPassword: { email: 'kunde@druckerei.test' },
  resetPassword: { token: 'x'.repeat(43), password: 'Fuzz#2026x' },
  changePassword: { currentPassword: 'Kunde#2026', newPassword: 'Fuzz#2026x' },
};

type GraphQLAnswer = { errors?: { message: string; extensions?: { code?: string; key?: string } }[] };

/** What every answer must be: no 5xx, no masked error; text that cannot be stored refused as input. */
function expectCleanAnswer(what: string, text: string, status: number, body: GraphQLAnswer) {
  const context = `${what} with ${JSON.stringify(text.slice(0, 40))} (${text.length} chars): ${JSON.stringify(body).slice(0, 300)}`;
  expect(status, context).toBeLessThan(500);
  expect(body.errors?.map((error) => error.message) ?? [], context).not.toContain('Unexpected error.');
  if (isUnstorable(text)) {
    expect(body.errors?.[0]?.extensions, context).toMatchObject({
      code: 'BAD_USER_INPUT',
      key: 'validation.forbiddenCharacters',
    });
  }
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
  fixture.envelopes = await productId(t, ENVELOPES);
  await setStock(t, fixture.envelopes, null); // every placed order may take its 100 envelopes
  const draft = await graphqlAs<{ addCartItem: { id: string } }>(
    t,
    admin,
    'mutation Add($input: CartItemInput!) { addCartItem(kind: draft, input: $input) { id } }',
    { input: { productId: fixture.envelopes, quantity: 100, fieldValues: ENVELOPE_VALUES } },
  );
  fixture.draftId = draft.body.data!.addCartItem.id;
  const share = await graphqlAs<{ shareDraft: string }>(
    t,
    admin,
    'mutation S($id: ID!) { shareDraft(id: $id) }',
    {
      id: fixture.draftId,
    },
  );
  fixture.shareToken = share.body.data!.shareDraft;
  await addToCart(t, admin, { productId: fixture.envelopes, quantity: 100, fieldValues: ENVELOPE_VALUES });
  const placed = await placeOrder(t, admin);
  fixture.orderId = placed.order!.id;
  const [customer] = await withSystem(t.database, (tx) =>
    tx.select({ id: users.id }).from(users).where(eq(users.username, 'kunde')),
  );
  fixture.customerId = customer!.id;
  await graphqlAs(
    t,
    admin,
    'mutation R { createRole(input: { name: "fuzzrole", rights: ["catalog.read"] }) { name } }',
  );
  const field = await graphqlAs<{ createUserField: { id: string } }>(
    t,
    admin,
    'mutation F { createUserField(input: { fieldName: "fuzzfield", label: "Fuzz", type: text, use: true }) { id } }',
  );
  fixture.fieldId = field.body.data!.createUserField.id;
});
afterAll(() => t.close());

describe('text that cannot be stored, through every operation that takes text', () => {
  const fields = textTakingFields(schema);

  it('has a case for every root field that takes text, and none for a field that does not', () => {
    const names = [...fields.query, ...fields.mutation].map((field) => field.name).sort();
    expect(Object.keys(cases).sort()).toEqual(names);
  });

  for (const [kind, list] of Object.entries(fields) as ['query' | 'mutation', typeof fields.query][]) {
    for (const field of list) {
      it(`${kind} ${field.name}`, async () => {
        const spec = cases[field.name];
        if (!spec) return; // the test above fails
        const operation = operationFor(kind, field);
        const paths = [...textPaths(field), ...(spec.jsonPaths ?? [])];
        const examples = paths.flatMap((path) =>
          HOSTILE_EXAMPLES.map((text) => [path, text] as [TextPath, string]),
        );
        await fc.assert(
          fc.asyncProperty(fc.constantFrom(...paths), hostileText, async (path, text) => {
            await spec.before?.();
            const answer = await graphqlAs(t, admin, operation, withText(spec.base(), path, text));
            expectCleanAnswer(
              `${field.name} ${path.join('.')}`,
              text,
              answer.status,
              answer.body as GraphQLAnswer,
            );
          }),
          {
            // The examples count as runs: every text leaf gets each fixed example, then RUNS random ones.
            numRuns: examples.length + RUNS,
            examples,
            endOnFailure: true, // shrinking 100 KB texts costs minutes; the first counterexample is clear
          },
        );
      });
    }
  }

  it('covers every auth route', () => {
    expect(Object.keys(authCases).sort()).toEqual(Object.keys(AUTH_PATHS).sort());
  });

  for (const [route, body] of Object.entries(authCases) as [
    keyof typeof AUTH_PATHS,
    Record<string, string>,
  ][]) {
    it(`auth ${route}`, async () => {
      const names = Object.keys(body);
      const examples = names.flatMap((name) =>
        HOSTILE_EXAMPLES.map((text) => [name, text] as [string, string]),
      );
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...names), hostileText, async (name, text) => {
          const answer = await authPost(t, AUTH_PATHS[route], { ...body, [name]: text }, new Map());
          const context = `${route} ${name} with ${JSON.stringify(text.slice(0, 40))}: ${JSON.stringify(answer.body)}`;
          expect(answer.status, context).toBeLessThan(500);
          if (isUnstorable(text)) {
            expect(answer, context).toMatchObject({
              status: 400,
              body: { key: 'validation.forbiddenCharacters', field: name },
            });
          }
        }),
        {
          numRuns: examples.length + RUNS,
          examples,
          endOnFailure: true,
        },
      );
    });
  }

  it('leaves no stored row with a character that cannot be stored', async () => {
    expect(await storedUnstorableText(t.database)).toEqual([]);
  });
});
