import { fixture, next, type Case } from './fixture.ts';

// Categories in the shop and their administration (modules/catalog).

/** A category form with every text filled (the static list and parent stay empty). */
const categoryInput = (slug: string) => ({
  slug,
  published: true,
  name: [
    { language: 'de-DE', text: 'Fuzz' },
    { language: 'en-GB', text: 'Fuzz' },
  ],
  description: [{ language: 'de-DE', text: 'Fuzz' }],
  accessRoles: ['customer'],
  linkUrl: '/catalog/fuzz',
  linkTarget: 'new',
  displayMode: 'newest',
});

export const categoryCases: Record<string, Case> = {
  categories: { base: () => ({ language: 'de-DE' }) },
  category: { base: () => ({ slug: 'visitenkarten' }) },
  adminCategories: { base: () => ({ language: 'de-DE' }) },
  adminCategory: { base: () => ({ id: fixture.categoryId, language: 'de-DE' }) },
  categoryProductOptions: { base: () => ({ search: 'karte', language: 'de-DE' }) },
  createCategory: { base: () => ({ input: categoryInput(`fuzz-${next()}`), language: 'de-DE' }) },
  updateCategory: {
    base: () => ({ id: fixture.categoryId, input: categoryInput('fuzzkategorie'), language: 'de-DE' }),
  },
  deleteCategory: { base: () => ({ id: '00000000-0000-4000-8000-000000000000' }) },
  moveCategory: { base: () => ({ id: fixture.categoryId, parentId: null, position: 0 }) },
  reorderCategories: { base: () => ({ parentId: null, ids: [fixture.categoryId] }) },
};
