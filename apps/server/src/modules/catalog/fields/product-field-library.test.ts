import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withSystem } from '../../../platform/db/tenant-scope.ts';
import { auditEntries } from '../../audit/audit.tables.ts';
import {
  CREATE,
  DELETE,
  de,
  fieldKeys,
  finish,
  inscription,
  LIST,
  REORDER,
  SAVE_USES,
  startFieldTests,
  UPDATE,
  USES,
  type LibraryField,
} from './product-field-test-helpers.ts';

// The product-field library (issue 15): rules and messages, double submits, its order, rights and
// tenant isolation.

const s = startFieldTests();
const { call, library, byName } = s;

describe('product-field library', () => {
  it('creates a field at the end of the library, with labels and options per language, and logs it', async () => {
    const body = await call<{ createProductField: LibraryField }>(s.admin, CREATE, { input: finish });
    expect(body.errors).toBeUndefined();
    expect(body.data!.createProductField).toMatchObject({
      name: 'finish',
      type: 'select',
      required: true,
      label: { 'de-DE': 'Veredelung', 'en-GB': 'Finish' },
      options: [
        { value: 'matt', label: { 'de-DE': 'Matt', 'en-GB': 'Matte' } },
        { value: 'gloss', label: { 'de-DE': 'Glänzend', 'en-GB': 'Gloss' } },
      ],
      useCount: 0,
    });
    const list = await library();
    expect(list.at(-1)!.name).toBe('finish');
    // The seeded fields are in use: the table's "use" column counts the products.
    expect(list.find((field) => field.name === 'image')!.useCount).toBeGreaterThan(0);
    const logged = await withSystem(s.t.database, (tx) =>
      tx
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.action, 'productField.create'), eq(auditEntries.entityLabel, 'finish'))),
    );
    expect(logged).toHaveLength(1);
  });

  it('refuses bad definitions with the spec messages at the inputs', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ name: 'first name' }, { name: 'validation.fieldName' }],
      [
        { name: '', label: [] },
        { name: 'validation.fieldNameRequired', label: 'validation.required' },
      ],
      [{ type: 'select', options: [] }, { options: 'validation.required' }],
      [
        {
          type: 'select',
          options: [
            { value: 'a', label: [] },
            { value: 'a', label: [] },
          ],
        },
        { options: 'admin.fieldOptionTwice' },
      ],
      [{ type: 'number', min: 10, max: 5 }, { max: 'admin.fieldMaxBelowMin' }],
      [{ type: 'number', step: 0 }, { step: 'validation.positiveNumber' }],
      [{ type: 'colour', defaultValue: 'red' }, { defaultValue: 'validation.colour' }],
      [{ type: 'email', defaultValue: 'nobody' }, { defaultValue: 'validation.email' }],
      [{ type: 'image', defaultUrl: 'http://example.com/a.png' }, { defaultUrl: 'validation.urlHttps' }],
      [{ label: [de('Name <b>')] }, { label: 'validation.forbiddenCharacters' }],
      [{ name: 'FINISH' }, { name: 'admin.fieldNameTaken' }],
    ];
    for (const [change, expected] of cases) {
      const body = await call(s.admin, CREATE, { input: { ...inscription, name: 'nickname', ...change } });
      expect(fieldKeys(body), JSON.stringify(change)).toEqual(expected);
    }
    expect((await library()).some((field) => field.name === 'nickname')).toBe(false);
  });

  it('makes one field when the same name is sent twice at once', async () => {
    const input = { ...inscription, name: 'twice' };
    const answers = await Promise.all([call(s.admin, CREATE, { input }), call(s.admin, CREATE, { input })]);
    expect(answers.filter((body) => !body.errors)).toHaveLength(1);
    expect(fieldKeys(answers.find((body) => body.errors)!)).toEqual({ name: 'admin.fieldNameTaken' });
    expect((await library()).filter((field) => field.name === 'twice')).toHaveLength(1);
  });

  it('reads the library with its use counts in one statement, however long it is', async () => {
    const statements: string[] = [];
    s.t.database.onStatement = (sql) => {
      if (/product_field_definition/.test(sql)) statements.push(sql);
    };
    try {
      expect((await library()).length).toBeGreaterThan(10);
    } finally {
      s.t.database.onStatement = undefined;
    }
    expect(statements, statements.join('\n')).toHaveLength(1);
  });

  it('saves the order of the library', async () => {
    const ids = (await library()).map((field) => field.id);
    const reversed = [...ids].reverse();
    const body = await call<{ reorderProductFields: { name: string }[] }>(s.admin, REORDER, {
      ids: reversed,
    });
    expect(body.errors).toBeUndefined();
    expect((await library()).map((field) => field.id)).toEqual(reversed);
    const unknown = await call(s.admin, REORDER, { ids: ['00000000-0000-4000-8000-000000000000'] });
    expect(unknown.errors?.[0]?.extensions?.key).toBe('admin.productFieldNotFound');
  });

  it('needs catalog rights, and keeps each tenant to its own library', async () => {
    // Reading needs catalog.read and admin.access: a shopper (who holds catalog.read) sees a product's
    // fields only on its published product page, never an unpublished product's settings.
    expect((await call(null, LIST)).errors?.[0]?.message).toBe('Unauthorized');
    expect((await call(null, USES, { productId: s.stickers })).errors?.[0]?.message).toBe('Unauthorized');
    expect((await call(s.customer, LIST)).errors?.[0]?.message).toBe('Forbidden');
    expect((await call(s.customer, USES, { productId: s.stickers })).errors?.[0]?.message).toBe('Forbidden');
    const changes = [
      [CREATE, { input: { ...inscription, name: 'x1' } }],
      [DELETE, { id: (await byName('finish')).id }],
      [REORDER, { ids: [] }],
      [SAVE_USES, { productId: s.stickers, fields: [] }],
    ] as const;
    for (const [query, variables] of changes) {
      expect((await call(s.customer, query, variables)).errors?.[0]?.message).toBe('Forbidden');
    }
    const finishId = (await byName('finish')).id;
    expect((await library(s.northAdmin, 'northprint.localhost')).some((field) => field.id === finishId)).toBe(
      false,
    );
    for (const [query, variables] of [
      [UPDATE, { id: finishId, input: finish }],
      [DELETE, { id: finishId }],
    ] as const) {
      const body = await call(s.northAdmin, query, variables, 'northprint.localhost');
      expect(body.errors?.[0]?.extensions?.key).toBe('admin.productFieldNotFound');
    }
  });
});
