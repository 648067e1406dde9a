import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The import rules of the design (eslint.boundaries.js, decision 0031) as `npm run lint` applies them:
// each forbidden import below is linted as if it were written into a real file of the repository.

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** The boundary rules' messages for `code` written at `file` (a path inside the repository). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages
    .filter((m) => /import-x\/|no-restricted-imports/.test(m.ruleId ?? ''))
    .map((m) => `${m.ruleId}: ${m.message}`);
}

// Each case lints real files with the type-aware rules: seconds apiece, more on a busy two-core machine.
describe('import boundaries', { timeout: 60_000 }, () => {
  it('keeps packages/core free of the apps, of Node and of React', async () => {
    expect(
      await boundaryErrors(
        'packages/core/src/pricing/new-rule.ts',
        "import { products } from '../../../../apps/server/src/modules/catalog/catalog.tables.ts';\nexport const x = products;\n",
      ),
    ).toEqual([expect.stringContaining('packages/core is shared by browser and server')]);
    expect(
      await boundaryErrors(
        'packages/core/src/pricing/new-rule.ts',
        "import { readFile } from 'node:fs';\nexport const x = readFile;\n",
      ),
    ).toEqual([expect.stringContaining('no Node APIs')]);
    expect(
      await boundaryErrors(
        'packages/core/src/pricing/new-rule.ts',
        "import { useState } from 'react';\nexport const x = useState;\n",
      ),
    ).toEqual([expect.stringContaining('no React')]);
  });

  it('keeps each web feature out of the others, but lets routes compose them', async () => {
    const crossing =
      "import { CatalogPage } from '../catalog/catalog-page.tsx';\nexport const x = CatalogPage;\n";
    expect(await boundaryErrors('apps/web/app/features/cart/new-part.tsx', crossing)).toEqual([
      expect.stringContaining('A web feature never imports another feature'),
    ]);
    expect(
      await boundaryErrors(
        'apps/web/app/routes/new-route.tsx',
        "import { CatalogPage } from '../features/catalog/catalog-page.tsx';\nexport const x = CatalogPage;\n",
      ),
    ).toEqual([]);
  });

  it('keeps each admin area out of the others, also by a lazy import; what they share is below them', async () => {
    const part = 'apps/web/app/features/admin-products/new-part.tsx';
    expect(
      await boundaryErrors(
        part,
        "import { rolesQuery } from '../admin-roles/roles-api.ts';\nexport const x = rolesQuery;\n",
      ),
    ).toEqual([expect.stringContaining('A web feature never imports another feature')]);
    expect(
      await boundaryErrors(
        part,
        "export const load = () => import('../admin-product-fields/product-fields-tab.tsx');\n",
      ),
    ).toEqual([expect.stringContaining('A web feature never imports another feature')]);
    expect(
      await boundaryErrors(
        part,
        "import { rolesQuery } from '../../lib/admin/roles-query.ts';\nimport { QueryStatus } from '../../ui/admin-kit/query-status.tsx';\nexport const x = [rolesQuery, QueryStatus];\n",
      ),
    ).toEqual([]);
    // The routes compose the areas' contributions (the product editor's tabs, the dashboard's cards).
    expect(
      await boundaryErrors(
        'apps/web/app/routes/admin/new-tabs.ts',
        "export const load = [() => import('../../features/admin-product-fields/product-fields-tab.tsx'), () => import('../../features/admin-products/prices-tab.tsx')];\n",
      ),
    ).toEqual([]);
  });

  it('lets routes compose features, never features import routes', async () => {
    expect(
      await boundaryErrors(
        'apps/web/app/features/cart/new-part.tsx',
        "import { loader } from '../../routes/catalog.tsx';\nexport const x = loader;\n",
      ),
    ).toEqual([expect.stringContaining('Routes compose features')]);
  });

  it('keeps ui/ and lib/ below the features', async () => {
    expect(
      await boundaryErrors(
        'apps/web/app/ui/new-widget.tsx',
        "import { CatalogPage } from '../features/catalog/catalog-page.tsx';\nexport const x = CatalogPage;\n",
      ),
    ).toEqual([expect.stringContaining('they import no feature and no route')]);
  });

  it("keeps a server module out of another module's tables", async () => {
    expect(
      await boundaryErrors(
        'apps/server/src/modules/cart/new-rule.ts',
        "import { products } from '../catalog/catalog.tables.ts';\nexport const x = products;\n",
      ),
    ).toEqual([expect.stringContaining("never reads another module's tables")]);
    // Its own tables, and another module's service, are fine.
    expect(
      await boundaryErrors(
        'apps/server/src/modules/cart/new-rule.ts',
        "import { cartItems } from './cart.tables.ts';\nimport { storedProducts } from '../catalog/products/stored-products.ts';\nexport const x = [cartItems, storedProducts];\n",
      ),
    ).toEqual([]);
    // Files in a module's sub-folders too.
    expect(
      await boundaryErrors(
        'apps/server/src/modules/cart/sharing/new-rule.ts',
        "import { products } from '../../catalog/catalog.tables.ts';\nexport const x = products;\n",
      ),
    ).toEqual([expect.stringContaining("never reads another module's tables")]);
  });

  it("lets a module's tables name a table of any module for a foreign key, and nothing else of a higher layer", async () => {
    // A price scale belongs to a product, and a product chooses a price list (decision 0067).
    expect(
      await boundaryErrors(
        'apps/server/src/modules/pricing/new.tables.ts',
        "import { products } from '../catalog/catalog.tables.ts';\nexport const x = products;\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'apps/server/src/modules/pricing/new.tables.ts',
        "import { productColumns } from '../catalog/catalog.service.ts';\nexport const x = productColumns;\n",
      ),
    ).toEqual([expect.stringContaining('pricing is in layer')]);
    expect(
      await boundaryErrors(
        'apps/server/src/modules/pricing/new-rule.ts',
        "import { products } from '../catalog/catalog.tables.ts';\nexport const x = products;\n",
      ),
    ).toEqual([
      expect.stringContaining("never reads another module's tables"),
      expect.stringContaining('pricing is in layer'),
    ]);
  });

  it('lets a server module import only modules of lower layers, so modules form no cycle', async () => {
    expect(
      await boundaryErrors(
        'apps/server/src/modules/catalog/new-rule.ts',
        "import { emptyCart } from '../cart/cart.service.ts';\nexport const x = emptyCart;\n",
      ),
    ).toEqual([expect.stringContaining('catalog is in layer')]);
    expect(
      await boundaryErrors(
        'apps/server/src/modules/users/new-rule.ts',
        "import { SESSION_COOKIES } from '../auth/session-cookies.ts';\nexport const x = SESSION_COOKIES;\n",
      ),
    ).toEqual([expect.stringContaining('users is in layer')]);
  });

  it('keeps platform/ free of the modules, of host/ and of the composition root', async () => {
    const moduleImport =
      "import { normalizeHost } from '../../modules/tenancy/tenancy.service.ts';\nexport const x = normalizeHost;\n";
    expect(await boundaryErrors('apps/server/src/platform/http/new-part.ts', moduleImport)).toEqual([
      expect.stringContaining('platform/ is the ground floor'),
    ]);
    // Tests too: a test that needs module tables lives in host/ or in the module.
    expect(await boundaryErrors('apps/server/src/platform/db/new-part.test.ts', moduleImport)).toEqual([
      expect.stringContaining('platform/ is the ground floor'),
    ]);
    expect(
      await boundaryErrors(
        'apps/server/src/platform/http/new-part.ts',
        "import { schema } from '../../host/graphql/schema.ts';\nexport const x = schema;\n",
      ),
    ).toEqual([expect.stringContaining('platform/ is the ground floor')]);
    expect(
      await boundaryErrors(
        'apps/server/src/platform/http/new-part.ts',
        "import { buildApp } from '../../app.ts';\nexport const x = buildApp;\n",
      ),
    ).toEqual([expect.stringContaining('platform/ is the ground floor')]);
  });

  it('keeps host/ and the composition root out of the modules, and lets host/ import every floor', async () => {
    const hostImport =
      "import { registerWebApp } from '../../host/web/ssr.ts';\nexport const x = registerWebApp;\n";
    expect(await boundaryErrors('apps/server/src/modules/cart/new-rule.ts', hostImport)).toEqual([
      expect.stringContaining('Modules import nothing of host/'),
    ]);
    expect(await boundaryErrors('apps/server/src/modules/cart/new-rule.test.ts', hostImport)).toEqual([
      expect.stringContaining('Modules import nothing of host/'),
    ]);
    expect(
      await boundaryErrors(
        'apps/server/src/modules/cart/new-rule.ts',
        "import { buildApp } from '../../app.ts';\nexport const x = buildApp;\n",
      ),
    ).toEqual([expect.stringContaining('Modules import nothing of host/')]);
    expect(
      await boundaryErrors(
        'apps/server/src/host/graphql/new-part.ts',
        "import { serverModules } from '../../modules/index.ts';\nimport { withTenant } from '../../platform/db/tenant-scope.ts';\nexport const x = [serverModules, withTenant];\n",
      ),
    ).toEqual([]);
  });

  it('keeps GraphQL out of services: only *.schema.ts files use it', async () => {
    const graphql = "import { GraphQLError } from 'graphql';\nexport const x = GraphQLError;\n";
    expect(await boundaryErrors('apps/server/src/modules/cart/new-rule.ts', graphql)).toEqual([
      expect.stringContaining('throw a DomainError'),
    ]);
    expect(await boundaryErrors('apps/server/src/modules/cart/new-part.schema.ts', graphql)).toEqual([]);
  });

  it('refuses an import cycle between files', async () => {
    // favourites.ts is imported by cart-sharing.schema.ts: importing it back closes a cycle.
    const errors = await boundaryErrors(
      'apps/server/src/modules/cart/favourites.ts',
      "import './cart-sharing.schema.ts';\nexport const x = 1;\n",
    );
    expect(errors).toEqual([expect.stringContaining('import-x/no-cycle')]);
  });
});
