import { describe, expect, it } from 'vitest';
import { registeredSession, renderWithShell } from '../../shell/test-helpers.tsx';
import type { AdminCategory } from './categories-api.ts';
import { CategoryTreeView } from './category-tree-view.tsx';

// The category tree's facts per row: whom a category is open to, named as the admin reads roles.

const category = (overrides: Partial<AdminCategory>): AdminCategory => ({
  id: 'c1',
  slug: 'cards',
  parentId: null,
  sortOrder: 0,
  name: 'Cards',
  published: true,
  accessRoles: [],
  productCount: 3,
  ...overrides,
});

/** The page as server rendering writes it, without React's text separators. */
const render = (categories: AdminCategory[]) =>
  renderWithShell(
    '/admin/categories',
    <CategoryTreeView
      categories={categories}
      canWrite
      isMoving={false}
      onMove={() => {}}
      onDelete={() => {}}
    />,
    registeredSession,
  ).replaceAll('<!-- -->', '');

describe('the category tree', () => {
  it('names the roles a category is open to as the role list does, and All when open to everyone', () => {
    const html = render([
      category({ accessRoles: ['admin', 'staffbuyers'] }),
      category({ id: 'c2', slug: 'flyers', name: 'Flyers' }),
    ]);
    expect(html).toContain('Access: Administrator, staffbuyers');
    expect(html).toContain('Access: All');
  });
});
