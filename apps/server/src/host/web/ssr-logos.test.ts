import { randomUUID } from 'node:crypto';
import { pngImage } from '@print/core/media/image-fixtures';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { themes } from '../../modules/theme/theme.tables.ts';
import { tenants } from '../../modules/tenancy/tenancy.tables.ts';
import { webBuildExists } from '../../platform/web/web-build.ts';
import { graphqlAs, loginAs } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { uploadImage } from '../../testing/upload-helpers.ts';

// The logos a shop uploaded in its setup wizard, as the server renders its pages (decision 0097): the
// wide logo in the header, the uploaded favicon, the login background; the logos for dark backgrounds
// once the theme's header is dark; a logo changed in the Settings tab on the shop's next page, however
// often the page was served before. Needs the web build (`npm test` builds before this suite).

let t: TestApp;
const HOST = 'localhost';
const ids = {
  logo: randomUUID(),
  wideLogo: randomUUID(),
  darkLogo: randomUUID(),
  darkWideLogo: randomUUID(),
  favicon: randomUUID(),
  loginBackground: randomUUID(),
};

beforeAll(async () => {
  if (!webBuildExists()) throw new Error('apps/web/build is missing: run `npm run build` first.');
  t = await createTestApp({ web: true, nodeEnv: 'production' });
  await t.changeAsSystem((tx) =>
    tx
      .update(tenants)
      .set({ settings: sql`jsonb_set(${tenants.settings}, '{logos}', ${JSON.stringify(ids)}::jsonb)` })
      .where(eq(tenants.slug, 'druckerei')),
  );
});
afterAll(() => t?.close());

const page = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: { host: HOST, cookie: 'lang=en-GB' } });
  expect(response.statusCode).toBe(200);
  return response.body;
};

/** Makes the Druckerei's active theme's header background this colour. */
async function headerBackground(colour: string) {
  await t.changeAsSystem(async (tx) => {
    const [tenant] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'druckerei'));
    const where = and(eq(themes.tenantId, tenant!.id), eq(themes.isActive, true));
    const [theme] = await tx.select({ config: themes.config }).from(themes).where(where);
    const config = structuredClone(theme!.config) as { colors?: Record<string, Record<string, unknown>> };
    const colors = (config.colors ??= {});
    const applications = (colors.applications ??= {}) as Record<string, Record<string, unknown>>;
    applications.header = { ...applications.header, background: { color: colour } };
    await tx.update(themes).set({ config }).where(where);
  });
}

describe('the logos a shop uploaded', () => {
  it('shows the wide logo in a light header, links the favicon and covers the login page', async () => {
    const home = await page('/');
    expect(home).toContain(`src="/media/${ids.wideLogo}"`);
    expect(home).not.toContain(`/media/${ids.darkWideLogo}`);
    expect(home).toMatch(new RegExp(`<link rel="icon" href="/media/${ids.favicon}"`));
    expect(home).not.toContain('href="/favicon.svg"');
    const login = await page('/login');
    expect(login).toContain(`background-image:url(&quot;/media/${ids.loginBackground}&quot;)`);
  });

  it('shows the logos for dark backgrounds once the header is dark', async () => {
    await headerBackground('#0f172a');
    const home = await page('/');
    expect(home).toContain(`src="/media/${ids.darkWideLogo}"`);
    expect(home).not.toContain(`src="/media/${ids.wideLogo}"`);
  });

  it('shows a logo changed in the Settings tab on the next page, not the page served before', async () => {
    await headerBackground('#0f172a');
    // Served twice: the second comes from the page cache.
    await page('/');
    expect(await page('/')).toContain(`src="/media/${ids.darkWideLogo}"`);
    const admin = await loginAs(t, 'admin', 'Admin#2026');
    const uploaded = await uploadImage(t, admin, pngImage(1800, 372), 'wide.png', 'image/png');
    const { id } = (uploaded.json() as { data: { uploadPrintImage: { id: string } } }).data.uploadPrintImage;
    const saved = await graphqlAs(
      t,
      admin,
      'mutation L($input: TenantLogosInput!) { updateTenantLogos(input: $input) { darkWideLogo } }',
      { input: { darkWideLogo: id, favicon: null } },
    );
    expect(saved.body.errors).toBeUndefined();
    const home = await page('/');
    expect(home).toContain(`src="/media/${id}"`);
    expect(home).not.toContain(`/media/${ids.darkWideLogo}`);
    expect(home).not.toContain(`/media/${ids.favicon}`);
  });
});
