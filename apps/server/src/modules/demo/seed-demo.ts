import type { Database, Tx } from '../../platform/db/client.ts';
import { enterTenantScope, withSystem } from '../../platform/db/tenant-scope.ts';
import { addCatalogue } from '../catalog/catalogue-setup.ts';
import { addContentPages } from '../content/content-setup.ts';
import { addTenantTranslations } from '../i18n/tenant-translations.ts';
import { createTenantRow, setUpTenant, tenantIdBySlug } from '../tenancy/tenant-setup.ts';
import { addActiveTheme } from '../theme/theme.service.ts';
import {
  ensureBuiltInRoles,
  ensurePlatformOperatorRole,
  PLATFORM_OPERATOR_ROLE,
} from '../users/built-in-roles.ts';
import { hashPassword } from '../users/passwords.ts';
import { createAccount } from '../users/users.service.ts';
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
    const exists = await withSystem(database, async (tx) => (await tenantIdBySlug(tx, demo.slug)) !== null);
    if (exists) continue;
    // Hash outside the transaction: argon2 is deliberately slow and PGlite runs one transaction at a time.
    const passwordHashes = await Promise.all(demo.accounts.map((account) => hashPassword(account.password)));
    const inserted = await withSystem(database, async (tx) => {
      const tenantId = await createTenantRow(tx, {
        slug: demo.slug,
        name: demo.name,
        allowTemporaryUsers: demo.allowTemporaryUsers,
        settings: demo.settings,
      });
      if (!tenantId) return false;
      // The rest is written as the shop writes it: as app_user, confined to the new tenant.
      await enterTenantScope(tx, tenantId);
      await seedTenantContent(tx, demo, passwordHashes);
      return true;
    });
    if (inserted) created.push(demo.slug);
  }
  return created;
}

/** Each module writes its own part of the demo shop, through its own service. */
async function seedTenantContent(tx: Tx, demo: DemoTenant, passwordHashes: string[]) {
  const baseLanguage = demo.languages[0]!;
  await setUpTenant(tx, { slug: demo.slug, languages: demo.languages });
  await addActiveTheme(tx, demo.theme);
  await ensureBuiltInRoles(tx);
  await addCatalogue(tx, {
    currency: demo.currency,
    baseLanguage,
    categories: demo.categories,
    products: demo.products.map((product) => ({
      ...product,
      images: demoGallery(product, demo.languages),
      template: demoTemplate(product),
    })),
  });
  if (demo.accounts.some((account) => account.role === 'operator')) await ensurePlatformOperatorRole(tx);
  for (const [index, account] of demo.accounts.entries()) {
    await createAccount(tx, {
      email: account.email,
      username: account.username,
      passwordHash: passwordHashes[index]!,
      language: baseLanguage,
      firstName: account.firstName,
      lastName: account.lastName,
      roles: account.role === 'operator' ? ['admin', PLATFORM_OPERATOR_ROLE.name] : [account.role],
    });
  }
  await addTenantTranslations(tx, baseLanguage, demo.translations);
  await addContentPages(tx, demo.languages, demo.pages);
}
