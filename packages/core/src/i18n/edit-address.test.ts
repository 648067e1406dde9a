import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EDIT_ENTITIES, editAddress, parseEditAddress, type EditEntity } from './edit-address.ts';

const ID = '0b5f9a2e-8c1d-4f3e-9a7b-1c2d3e4f5a6b';

describe('edit addresses', () => {
  it('reads a catalogue key and a record text', () => {
    expect(parseEditAddress('t:admin.navOrders')).toEqual({ kind: 'key', key: 'admin.navOrders' });
    expect(parseEditAddress(`product:${ID}.name`)).toEqual({
      kind: 'entity',
      entity: 'product',
      id: ID,
      field: 'name',
    });
    expect(parseEditAddress(`contentPage:${ID}.title`)?.kind).toBe('entity');
  });

  it('refuses anything that is not exactly one address', () => {
    for (const text of [
      '',
      't:',
      't:a b',
      't:.x',
      `product:${ID}`,
      `product:${ID}.price`,
      `order:${ID}.name`,
      `product:${ID.toUpperCase()}.name`,
      `product:${ID}x.name`,
      `product:${ID}.name.x`,
      `:${ID}.name`,
      `t:${'a'.repeat(201)}`,
    ])
      expect(parseEditAddress(text), text).toBeNull();
  });

  it('parses back every address it builds', () => {
    const entity = fc.constantFrom(...(Object.keys(EDIT_ENTITIES) as EditEntity[]));
    fc.assert(
      fc.property(entity, fc.uuid(), fc.nat(), (name, id, pick) => {
        const fields = EDIT_ENTITIES[name];
        const field = fields[pick % fields.length]!;
        const built = editAddress({ kind: 'entity', entity: name, id, field });
        expect(parseEditAddress(built)).toEqual({ kind: 'entity', entity: name, id, field });
      }),
    );
    expect(() => editAddress({ kind: 'key', key: 'a b' })).toThrow();
  });
});
