import { pngImage } from '@print/core/media/image-fixtures';
import { ACTING_TENANT_HEADER } from '@print/core/shell-data';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { createMediaStorage } from '../../platform/storage/create-media-storage.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { uploadFile } from '../../testing/upload-helpers.ts';
import { serverModules } from '../index.ts';
import { removeUnusedMedia } from '../media/media-cleanup.ts';
import { tenants } from './tenancy.tables.ts';

// A shop's logos changed after its setup (decision 0097): the Settings tab's updateTenantLogos, for the
// shop's admins with tenant.settings and the platform operator acting for a tenant, with the sizes the
// wizard checks; the shop follows at once. A picture used as a logo is a use the unused-media cleanup
// sees, so a file still shown as the shop's logo is never deleted.

const UPDATE = `mutation UpdateTenantLogos($input: TenantLogosInput!) {
  updateTenantLogos(input: $input) { logo wideLogo favicon darkLogo darkWideLogo loginBackground } }`;
const SETTINGS = 'query TenantSettings { tenantSettings { logos { logo wideLogo favicon } } }';
const UPLOAD = 'mutation fileUpload($file: File!) { uploadPrintImage(file: $file) { id } }';
const CREATE_USER = 'mutation C($input: UserAccountInput!) { createUser(input: $input) { id } }';
const NORTH = 'northprint.localhost';

type Logos = Record<'logo' | 'wideLogo' | 'favicon', string | null>;
type Answer = Awaited<ReturnType<typeof graphqlAs<{ updateTenantLogos: Logos }>>>;

let t: TestApp;
let admin: CookieJar;
let northAdmin: CookieJar;
let shopAdmin: CookieJar;
let operator: CookieJar;
let northprintId: string;
let width = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
  northAdmin = await loginAs(t, 'admin', 'Admin#2026', { host: NORTH });
  operator = await loginAs(t, 'plattform', 'Plattform#2026');
  // Runs the shop (products, orders, pages) without tenant.settings.
  const made = await graphqlAs(t, admin, CREATE_USER, {
    input: {
      email: 'olga@druckerei.test',
      username: 'olga',
      firstName: 'Olga',
      lastName: 'Laden',
      roles: ['shopadmin'],
      password: 'Laden#2026xy',
    },
  });
  expect(made.body.errors).toBeUndefined();
  shopAdmin = await loginAs(t, 'olga', 'Laden#2026xy', { email: 'olga@druckerei.test' });
  northprintId = await withSystem(t.database, async (tx) => {
    const [row] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'northprint'));
    return row!.id;
  });
});
afterAll(() => t?.close());

/** A new picture (each call another file) uploaded as `jar` into the shop of `host` (or acted for). */
async function upload(
  jar: CookieJar,
  size: { width: number; height: number },
  options: { host?: string; headers?: Record<string, string> } = {},
): Promise<string> {
  // One pixel more each time keeps the shape within the 1 % the rules allow and makes a new file.
  width += 1;
  const scale = (size.width + width) / size.width;
  const content = pngImage(size.width + width, Math.round(size.height * scale));
  const response = await uploadFile(t, jar, {
    query: UPLOAD,
    variables: {},
    content,
    filename: 'logo.png',
    type: 'image/png',
    ...options,
  });
  const answer = response.json() as { data?: { uploadPrintImage: { id: string } }; errors?: unknown };
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.uploadPrintImage.id;
}
const SQUARE = { width: 256, height: 256 };
const WIDE = { width: 900, height: 186 };
const FAVICON = { width: 512, height: 512 };

const update = (jar: CookieJar, input: Record<string, unknown>, host = 'localhost', headers = {}) =>
  graphqlAs<{ updateTenantLogos: Logos }>(t, jar, UPDATE, { input }, host, headers);
const logosOf = async (jar: CookieJar, host = 'localhost') =>
  (await graphqlAs<{ tenantSettings: { logos: Logos } }>(t, jar, SETTINGS, {}, host)).body.data!
    .tenantSettings.logos;
const ok = (answer: Answer) => {
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data!.updateTenantLogos;
};
/** Where the shop's /favicon.ico leads a browser. */
const faviconOf = async (host = 'localhost') =>
  (await t.app.inject({ url: '/favicon.ico', headers: { host } })).headers.location;

describe('the logos of an active shop', () => {
  it('are set, replaced and removed by its admin, one kind at a time, and the shop follows', async () => {
    const wide = await upload(admin, WIDE);
    const favicon = await upload(admin, FAVICON);
    const set = ok(await update(admin, { wideLogo: wide, favicon }));
    expect(set).toMatchObject({ wideLogo: wide, favicon, logo: null });
    expect(await faviconOf()).toBe(`/media/${favicon}`);

    // Replacing one leaves the others as they are.
    const newer = await upload(admin, WIDE);
    expect(ok(await update(admin, { wideLogo: newer }))).toMatchObject({ wideLogo: newer, favicon });
    expect(await logosOf(admin)).toMatchObject({ wideLogo: newer, favicon });

    ok(await update(admin, { favicon: null }));
    expect(await logosOf(admin)).toMatchObject({ wideLogo: newer, favicon: null });
    expect(await faviconOf()).toBe('/favicon.svg');
  });

  it('refuses a picture of the wrong size with the wizard’s message, and changes nothing', async () => {
    const before = await logosOf(admin);
    const square = await upload(admin, SQUARE);
    const refused = await update(admin, { wideLogo: square, logo: square });
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      key: 'admin.logoWideSize',
      fields: { wideLogo: { key: 'admin.logoWideSize', params: { width: '900', height: '186' } } },
    });
    expect(await logosOf(admin)).toEqual(before);
  });

  it('refuses an admin without tenant.settings and a customer', async () => {
    const before = await logosOf(admin);
    const picture = await upload(admin, SQUARE);
    const customer = await loginAs(t, 'kunde', 'Kunde#2026');
    for (const jar of [shopAdmin, customer]) {
      const answer = await update(jar, { logo: picture });
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(answer.body.data ?? null).toBeNull();
    }
    expect(await logosOf(admin)).toEqual(before);
  });

  it('are changed by the platform operator acting for the shop, in that shop only', async () => {
    const acting = { [ACTING_TENANT_HEADER]: northprintId };
    const druckerei = await logosOf(admin);
    const picture = await upload(operator, SQUARE, { headers: acting });
    expect(ok(await update(operator, { logo: picture }, 'localhost', acting)).logo).toBe(picture);
    expect((await logosOf(northAdmin, NORTH)).logo).toBe(picture);
    expect(await logosOf(admin)).toEqual(druckerei);
    ok(await update(operator, { logo: null }, 'localhost', acting));
  });

  it('refuses a picture of another shop', async () => {
    const before = await logosOf(admin);
    const northPicture = await upload(northAdmin, SQUARE, { host: NORTH });
    const refused = await update(admin, { logo: northPicture });
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { logo: { key: 'validation.required' } },
    });
    expect(await logosOf(admin)).toEqual(before);
  });
});

describe('the unused-media cleanup', () => {
  const log = pino({ level: 'silent' });
  const sources = serverModules.flatMap((module) => module.contributes?.mediaReferences ?? []);

  it('keeps a file the shop shows as its logo, and deletes it once it is no logo any more', async () => {
    const storage = await createMediaStorage({}, t.mediaDir);
    const picture = await upload(admin, SQUARE);
    ok(await update(admin, { logo: picture, darkLogo: picture }));
    const tenantId = await withSystem(t.database, async (tx) => {
      const [row] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'druckerei'));
      return row!.id;
    });
    const served = async () =>
      (await t.app.inject({ url: `/media/${picture}`, headers: { host: 'localhost' } })).statusCode;
    // As when the same picture is removed from a product's gallery: the cleanup is asked about it.
    const cleanup = () =>
      removeUnusedMedia({ database: t.database, storage, sources, log }, { tenantId, mediaIds: [picture] });

    expect(await cleanup()).toEqual([{ mediaId: picture, outcome: 'kept', keptBy: ['shop settings'] }]);
    expect(await served()).toBe(200);
    // Still the dark logo.
    ok(await update(admin, { logo: null }));
    expect((await cleanup())[0]?.outcome).toBe('kept');

    ok(await update(admin, { darkLogo: null }));
    expect(await cleanup()).toEqual([{ mediaId: picture, outcome: 'removed' }]);
    expect(await served()).toBe(404);
  });
});
