import { hashPassword } from '../auth/passwords.ts';
import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../platform/db/client.ts';
import { enterTenantScope, withSystem } from '../../platform/db/tenant-scope.ts';
import {
  categories,
  priceLists,
  priceScales,
  productCategories,
  productFields,
  products,
  productVariants,
} from '../catalog/catalog.tables.ts';
import { translationEntries, translationTexts } from '../i18n/i18n.tables.ts';
import { domains, tenantLanguages, tenants, themes } from '../tenancy/tenancy.tables.ts';
import { ensureBuiltInRoles } from '../users/built-in-roles.ts';
import { userRoles, users } from '../users/users.tables.ts';
import type { DemoTenant } from './demo-data.types.ts';
import { demoGallery, demoTemplate } from './demo-designs.ts';
import { demoTenants } from './demo-tenants.ts';

/**
 * Seeds the demo tenants that are missing (idempotent: an existing slug is left untouched, also when two
 * instances seed at once). Returns the slugs created now. Each tenant is one transaction: a crash leaves
 * either the whole tenant or nothing.
 */
export async function seedDemoData(
  database: Database,
  tenantList: DemoTenant[] = demoTenants,
): Promise<string[]> {
  const created: string[] = [];
  for (const demo of tenantList) {
    const exists = await withSystem(
      database,
      async (tx) =>
        (await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, demo.slug))).length > 0,
    );
    if (exists) continue;
    // Hash outside the transaction: argon2 is deliberately slow and PGlite runs one transaction at a time.
    const passwordHashes = await Promise.all(demo.accounts.map((account) => hashPassword(account.password)));
    const inserted = await withSystem(database, async (tx) => {
      const [row] = await tx
        .insert(tenants)
        .values({
          slug: demo.slug,
          name: demo.name,
          allowTemporaryUsers: demo.allowTemporaryUsers,
          settings: demo.settings,
        })
        .onConflictDoNothing({ target: tenants.slug })
        .returning({ id: tenants.id });
      if (!row) return false;
      // The rest is written as the shop writes it: as app_user, confined to the new tenant.
      await enterTenantScope(tx, row.id);
      await seedTenantContent(tx, row.id, demo, passwordHashes);
      return true;
    });
    if (inserted) created.push(demo.slug);
  }
  return created;
}

async function seedTenantContent(tx: Tx, tenantId: string, demo: DemoTenant, passwordHashes: string[]) {
  await tx.insert(tenantLanguages).values(
    demo.languages.map((languageCode, index) => ({
      tenantId,
      languageCode,
      isDefault: index === 0,
      sortOrder: index,
    })),
  );
  await tx.insert(domains).values({
    tenantId,
    name: `${demo.slug}.localhost`,
    status: 'Active',
    isFallback: true,
    isDefault: true,
  });
  await tx
    .insert(themes)
    .values({ tenantId, name: demo.theme.name, isActive: true, config: demo.theme.config });
  await ensureBuiltInRoles(tx, tenantId);

  const categoryIds = new Map<string, string>();
  for (const [index, category] of demo.categories.entries()) {
    const [row] = await tx
      .insert(categories)
      .values({
        tenantId,
        slug: category.slug,
        parentId: category.parentSlug ? categoryIds.get(category.parentSlug) : undefined,
        name: category.name,
        description: category.description,
        sortOrder: index,
        accessRoles: category.accessRoles ?? [],
      })
      .returning({ id: categories.id });
    categoryIds.set(category.slug, row!.id);
  }

  for (const [index, product] of demo.products.entries()) {
    const [list] = await tx
      .insert(priceLists)
      .values({
        tenantId,
        name: `${product.name[demo.languages[0]!] ?? product.slug}`,
        currency: demo.currency,
      })
      .returning({ id: priceLists.id });
    const [row] = await tx
      .insert(products)
      .values({
        tenantId,
        slug: product.slug,
        name: product.name,
        description: product.description,
        published: true,
        taxCategory: product.taxCategory,
        pricingMode: 'priceList',
        priceListId: list!.id,
        currency: demo.currency,
        stock: product.stock ?? null,
        imageUrl: product.image,
        images: demoGallery(product, demo.languages),
        template: demoTemplate(product),
      })
      .returning({ id: products.id });
    const productId = row!.id;
    await tx
      .insert(priceScales)
      .values(product.scales.map((s) => ({ tenantId, priceListId: list!.id, ...s })));
    if (product.variants.length) {
      await tx.insert(productVariants).values(
        product.variants.map((v, sortOrder) => ({
          tenantId,
          productId,
          code: v.code,
          name: v.name,
          sortOrder,
        })),
      );
    }
    if (product.fields.length) {
      await tx.insert(productFields).values(
        product.fields.map((f, sortOrder) => ({
          tenantId,
          productId,
          name: f.name,
          label: f.label,
          type: f.type,
          required: f.required,
          defaultValue: f.defaultValue ?? null,
          sortOrder,
        })),
      );
    }
    const links = product.categorySlugs.flatMap((slug) => {
      const categoryId = categoryIds.get(slug);
      return categoryId ? [{ tenantId, productId, categoryId, sortOrder: index }] : [];
    });
    if (links.length) await tx.insert(productCategories).values(links);
  }

  for (const [index, account] of demo.accounts.entries()) {
    const [user] = await tx
      .insert(users)
      .values({
        tenantId,
        email: account.email,
        username: account.username,
        passwordHash: passwordHashes[index]!,
        language: demo.languages[0]!,
        firstName: account.firstName,
        lastName: account.lastName,
      })
      .returning({ id: users.id });
    await tx.insert(userRoles).values({ tenantId, userId: user!.id, roleName: account.role });
  }

  for (const entry of demo.translations) {
    const base = demo.languages[0]!;
    const [row] = await tx
      .insert(translationEntries)
      .values({
        tenantId,
        translationKey: entry.key,
        group: entry.group,
        languageCode: base,
        baseTranslation: entry.texts[base] ?? '',
      })
      .returning({ id: translationEntries.id });
    await tx.insert(translationTexts).values(
      Object.entries(entry.texts).map(([languageCode, translation]) => ({
        tenantId,
        entryId: row!.id,
        languageCode,
        translation,
      })),
    );
  }
}
