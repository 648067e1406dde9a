import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem, withTenant } from '../../../platform/db/tenant-scope.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { lockRole } from '../../users/roles.service.ts';
import { lockUser } from '../../users/user-update.service.ts';
import { userRoles, users } from '../../users/users.tables.ts';
import { findCategory } from './category-admin.service.ts';
import { lockCategoryTree } from './category-tree.ts';
import { productCategories } from '../catalog.tables.ts';

// Issue 23: the row locks a save takes on a category, a user or a role must not hold off the KEY SHARE
// locks that foreign key checks take when rows referencing them are added (a product linked to the
// category on the Access tab, a role given to a user): FOR UPDATE would, and two such saves at once
// could deadlock. Only PostgreSQL runs two transactions at once (PGlite one after the other).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('row locks of saves', () => {
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'let product links and role grants referencing the locked rows be added meanwhile',
    async () => {
      const [link] = await withSystem(t.database, (tx) => tx.select().from(productCategories).limit(1));
      const [grant] = await withSystem(t.database, (tx) =>
        tx
          .select({ tenantId: userRoles.tenantId, userId: userRoles.userId, roleName: userRoles.roleName })
          .from(userRoles)
          .innerJoin(users, eq(users.id, userRoles.userId))
          .where(eq(users.tenantId, link!.tenantId))
          .limit(1),
      );
      let release!: () => void;
      let held!: () => void;
      const isHeld = new Promise<void>((resolve) => (held = resolve));
      const holder = withTenant(t.database, link!.tenantId, async (tx) => {
        await lockCategoryTree(tx);
        await findCategory(tx, link!.categoryId, { lock: true });
        await lockUser(tx, grant!.userId);
        await lockRole(tx, grant!.roleName);
        held();
        await new Promise<void>((resolve) => (release = resolve));
      });
      await isHeld;
      try {
        // Taken away and given again: the insert's foreign key checks lock the category, user and role.
        const added = withSystem(t.database, async (tx) => {
          await tx.execute(sql`set local lock_timeout = '2s'`);
          await tx
            .delete(productCategories)
            .where(
              and(
                eq(productCategories.tenantId, link!.tenantId),
                eq(productCategories.categoryId, link!.categoryId),
                eq(productCategories.productId, link!.productId),
              ),
            );
          await tx.insert(productCategories).values(link!);
          await tx
            .delete(userRoles)
            .where(
              and(
                eq(userRoles.tenantId, grant!.tenantId),
                eq(userRoles.userId, grant!.userId),
                eq(userRoles.roleName, grant!.roleName),
              ),
            );
          await tx.insert(userRoles).values(grant!);
          return 'added';
        });
        await expect(added).resolves.toBe('added');
      } finally {
        release();
        await holder;
      }
    },
  );
});
