import { gql, next, type AtOnceCase, type Session } from './session.ts';

// Categories and their tree (modules/catalog).

const categoryInput = (slug: string, parentId: string | null = null) => ({
  slug,
  published: true,
  parentId,
  name: [{ language: 'de-DE', text: slug }],
});

async function newCategory(session: Session, parentId: string | null = null): Promise<string> {
  const made = await gql<{ createCategory: { id: string } }>(
    session,
    'mutation C($input: CategoryInput!) { createCategory(input: $input) { id } }',
    { input: categoryInput(`at-once-${next()}`, parentId) },
  );
  return made.createCategory.id;
}

/** The children of a parent in their order, with their positions. */
async function childrenOf(session: Session, parentId: string) {
  const { adminCategories } = await gql<{
    adminCategories: { id: string; parentId: string | null; sortOrder: number }[];
  }>(session, 'query C { adminCategories { id parentId sortOrder } }');
  return adminCategories
    .filter((category) => category.parentId === parentId)
    .map((category) => ({ id: category.id, order: category.sortOrder }));
}

export const categoryCases: Record<string, AtOnceCase> = {
  createCategory: { setup: async () => ({ input: categoryInput(`at-once-new-${next()}`) }) },
  updateCategory: {
    setup: async (session) => ({
      id: await newCategory(session),
      input: categoryInput(`at-once-renamed-${next()}`),
    }),
  },
  deleteCategory: { setup: async (session) => ({ id: await newCategory(session) }) },
  moveCategory: {
    setup: async (session) => {
      const parentId = await newCategory(session);
      await newCategory(session, parentId);
      return { id: await newCategory(session), parentId, position: 0 };
    },
    state: async (session, { id, parentId }) => {
      const children = await childrenOf(session, parentId as string);
      return { first: children[0]?.id === id, positions: children.map((child) => child.order) };
    },
  },
  reorderCategories: {
    setup: async (session) => {
      const parentId = await newCategory(session);
      const ids = [];
      for (let i = 0; i < 3; i++) ids.push(await newCategory(session, parentId));
      return { parentId, ids: ids.reverse() };
    },
    state: async (session, { parentId, ids }) =>
      (await childrenOf(session, parentId as string)).map((child) => [
        (ids as string[]).indexOf(child.id),
        child.order,
      ]),
  },
};
