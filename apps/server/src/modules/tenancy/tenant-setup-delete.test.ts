import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pngImage } from '@print/core/media/image-fixtures';
import { ACTING_TENANT_HEADER } from '@print/core/shell-data';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { uploadFile, type UploadAnswer } from '../../testing/upload-helpers.ts';
import { auditEntries } from '../audit/audit.tables.ts';
import { DELETE_SETUP_SECTION } from './tenant-setup-delete.ts';
import { tenants } from './tenancy.tables.ts';

// Deleting an abandoned setup (decision 0097): only the platform operator, only a tenant still in
// setup, everything its setup made goes with it (rows and uploaded files), and nothing of any other
// tenant; the operator's own shop's log keeps what was deleted.

const START = `mutation StartTenantSetup($input: StartTenantSetupInput!) {
  startTenantSetup(input: $input) { id } }`;
const SAVE = `mutation SaveTenantSetupStep($input: TenantSetupStepInput!) {
  saveTenantSetupStep(input: $input) { logos { logo favicon } } }`;
const FINISH = 'mutation FinishTenantSetup { finishTenantSetup { status } }';
const DELETE = 'mutation DeleteTenantSetup($id: ID!) { deleteTenantSetup(id: $id) }';
const UPLOAD = 'mutation fileUpload($file: File!) { uploadPrintImage(file: $file) { id } }';

let t: TestApp;
let operator: CookieJar;
let admin: CookieJar;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
  operator = await loginAs(t, 'plattform', 'Plattform#2026');
  admin = await loginAs(t, 'admin', 'Admin#2026');
});
afterAll(() => t?.close());

const actingFor = (tenantId: string) => ({ [ACTING_TENANT_HEADER]: tenantId });

/** A tenant in setup with a second language and an uploaded square logo and favicon. */
async function setupWithLogos(): Promise<{ id: string; slug: string }> {
  const slug = `deleted-${Date.now().toString(36)}-${++serial}`;
  const started = await graphqlAs<{ startTenantSetup: { id: string } }>(t, operator, START, {
    input: { requestKey: randomUUID(), slug, companyName: `Company ${slug}`, pageTitle: 'Title' },
  });
  const id = started.body.data!.startTenantSetup.id;
  const upload = async (width: number) => {
    const answer = await uploadFile(t, operator, {
      query: UPLOAD,
      variables: {},
      content: pngImage(width, width),
      filename: `logo-${width}.png`,
      type: 'image/png',
      headers: actingFor(id),
    });
    return (answer.json() as UploadAnswer).data!.uploadPrintImage.id;
  };
  const logos = { logo: await upload(256), favicon: await upload(512) };
  const saved = await graphqlAs(t, operator, SAVE, { input: { step: 'logos', logos } }, 'localhost', {
    ...actingFor(id),
  });
  expect(saved.body.errors).toBeUndefined();
  const languages = { codes: ['de-DE', 'en-GB'], defaultLanguage: 'de-DE' };
  await graphqlAs(
    t,
    operator,
    SAVE,
    { input: { step: 'translation', languages } },
    'localhost',
    actingFor(id),
  );
  return { id, slug };
}

/** Every table's rows of a tenant, by table (privileged: sees past row-level security). */
async function rowsOf(tenantId: string): Promise<Record<string, number>> {
  return withSystem(t.database, async (tx) => {
    const tables = await tx.execute<{ table_name: string }>(
      sql`select table_name from information_schema.columns
          where table_schema = 'public' and column_name = 'tenant_id' order by table_name`,
    );
    const counts: Record<string, number> = {};
    for (const { table_name } of tables.rows) {
      const [row] = (
        await tx.execute<{ n: number }>(
          sql`select count(*)::int as n from ${sql.identifier(table_name)} where tenant_id = ${tenantId}`,
        )
      ).rows;
      if (row && row.n > 0) counts[table_name] = row.n;
    }
    const [tenant] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId));
    if (tenant) counts.tenant = 1;
    return counts;
  });
}

const storedFiles = (tenantId: string) => {
  const folder = path.join(t.mediaDir, tenantId);
  return existsSync(folder) ? readdirSync(folder) : [];
};

describe('deleting an abandoned setup', () => {
  it('deletes the setup with its languages, settings and uploaded files, and logs it in the operator’s shop', async () => {
    const { id, slug } = await setupWithLogos();
    const kept = await setupWithLogos();
    expect(await rowsOf(id)).toMatchObject({ tenant: 1, tenant_language: 2, media_file: 2 });
    expect(storedFiles(id).length).toBeGreaterThanOrEqual(2);

    const answer = await graphqlAs(t, operator, DELETE, { id });
    expect(answer.body).toEqual({ data: { deleteTenantSetup: id } });
    expect(await rowsOf(id)).toEqual({});
    expect(storedFiles(id)).toEqual([]);

    // The other setup keeps everything, files included.
    expect(await rowsOf(kept.id)).toMatchObject({ tenant: 1, tenant_language: 2, media_file: 2 });
    expect(storedFiles(kept.id).length).toBeGreaterThanOrEqual(2);

    const logged = await withSystem(t.database, (tx) =>
      tx
        .select({
          tenantId: auditEntries.tenantId,
          actor: auditEntries.actorName,
          details: auditEntries.details,
        })
        .from(auditEntries)
        .where(
          and(eq(auditEntries.action, 'settings.update'), eq(auditEntries.entityId, DELETE_SETUP_SECTION)),
        ),
    );
    const [druckerei] = await withSystem(t.database, (tx) =>
      tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'druckerei')),
    );
    expect(logged).toEqual([
      {
        tenantId: druckerei!.id,
        actor: expect.any(String),
        details: { tenantId: id, slug, companyName: `Company ${slug}` },
      },
    ]);

    // Deleted already: the same answer, nothing more logged; the wizard finds it no more.
    expect((await graphqlAs(t, operator, DELETE, { id })).body).toEqual({ data: { deleteTenantSetup: id } });
    const resumed = await graphqlAs(t, operator, FINISH, {}, 'localhost', actingFor(id));
    expect(resumed.status === 404 || Boolean(resumed.body.errors)).toBe(true);
  });

  it('refuses an active tenant, a finished setup and the operator’s own shop, deleting nothing', async () => {
    const finished = await setupWithLogos();
    await graphqlAs(t, operator, FINISH, {}, 'localhost', actingFor(finished.id));
    const [northprint] = await withSystem(t.database, (tx) =>
      tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'northprint')),
    );
    const own = await graphqlAs<{ currentTenant: { id: string } }>(
      t,
      operator,
      'query { currentTenant { id } }',
    );
    for (const id of [finished.id, northprint!.id, own.body.data!.currentTenant.id]) {
      const before = await rowsOf(id);
      const refused = await graphqlAs(t, operator, DELETE, { id });
      expect(refused.body.errors?.[0]).toMatchObject({
        message: 'Only a tenant that is still being set up can be deleted.',
        extensions: { key: 'admin.tenantDeleteActive' },
      });
      expect(await rowsOf(id)).toEqual(before);
    }
  });

  it('is the platform operator’s alone: a shop admin and a visitor are refused', async () => {
    const { id } = await setupWithLogos();
    const before = await rowsOf(id);
    const byAdmin = await graphqlAs(t, admin, DELETE, { id });
    expect(byAdmin.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const byVisitor = await graphqlAs(t, null, DELETE, { id });
    expect(byVisitor.body.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
    // A shop admin cannot act for the tenant either: the header is the operator's.
    const acting = await graphqlAs(t, admin, DELETE, { id }, 'localhost', actingFor(id));
    expect(acting.status).toBe(404);
    expect(await rowsOf(id)).toEqual(before);
    expect(storedFiles(id).length).toBeGreaterThanOrEqual(2);
  });
});
