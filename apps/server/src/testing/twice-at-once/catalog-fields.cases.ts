import {
  gql,
  listInOrder,
  swapFirstTwo,
  newProduct,
  next,
  type AtOnceCase,
  type Session,
} from './session.ts';

// The product-field library, the meta fields and a product's fields (modules/catalog).

const fieldInput = (name: string, label = 'Zweimal') => ({
  name,
  type: 'text',
  label: [{ language: 'de-DE', text: label }],
});

/** A new field of the library (`createProductField`) or a new meta field, its id. */
async function newField(session: Session, kind: 'ProductField' | 'ProductMetaField') {
  const name = `atonce${next()}`;
  const input = kind === 'ProductField' ? 'ProductFieldDefinitionInput' : 'ProductMetaFieldInput';
  const made = await gql<Record<string, { id: string }>>(
    session,
    `mutation C($input: ${input}!) { create${kind}(input: $input) { id } }`,
    { input: fieldInput(name) },
  );
  return { id: made[`create${kind}`]!.id, name };
}

const LIST = { ProductField: 'productFieldLibrary', ProductMetaField: 'productMetaFields' } as const;

/** The list's ids in order. */
async function listOf(session: Session, kind: 'ProductField' | 'ProductMetaField') {
  const data = await gql<Record<string, { id: string; order: number }[]>>(
    session,
    `query L { ${LIST[kind]} { id order } }`,
  );
  return data[LIST[kind]]!;
}

/**
 * Reorder cases: the first two fields swapped, so two places change in every run (the list saved as it
 * is first: its stored places may have gaps, which the first save closes).
 */
const reorderCase = (kind: 'ProductField' | 'ProductMetaField'): AtOnceCase => ({
  setup: async (session) => {
    const ids = (await listOf(session, kind)).map((row) => row.id);
    await gql(session, `mutation R($ids: [ID!]!) { reorder${kind}s(ids: $ids) { id } }`, { ids });
    return { ids: swapFirstTwo(ids) };
  },
  state: async (session, variables) => listInOrder(await listOf(session, kind), variables.ids as string[]),
});

export const productFieldCases: Record<string, AtOnceCase> = {
  createProductField: { setup: async () => ({ input: fieldInput(`atonce${next()}`) }) },
  createProductMetaField: { setup: async () => ({ input: fieldInput(`atonce${next()}`) }) },
  deleteProductField: { setup: async (session) => ({ id: (await newField(session, 'ProductField')).id }) },
  deleteProductMetaField: {
    setup: async (session) => ({ id: (await newField(session, 'ProductMetaField')).id }),
  },
  reorderProductFields: reorderCase('ProductField'),
  reorderProductMetaFields: reorderCase('ProductMetaField'),
  updateProductField: {
    setup: async (session) => {
      const { id, name } = await newField(session, 'ProductField');
      return { id, input: fieldInput(name, 'Geändert') };
    },
  },
  updateProductMetaField: {
    setup: async (session) => {
      const { id, name } = await newField(session, 'ProductMetaField');
      return { id, input: fieldInput(`${name}b`, 'Geändert') };
    },
  },
  saveProductFieldUses: {
    setup: async (session) => {
      const productId = await newProduct(session);
      const field = await newField(session, 'ProductField');
      return { productId, fields: [{ fieldId: field.id, required: true }] };
    },
  },
};
