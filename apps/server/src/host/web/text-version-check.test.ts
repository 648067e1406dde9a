import { builtInCatalogue } from '@print/core/i18n/catalogue/index';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { withSystem, withTenant } from '../../platform/db/tenant-scope.ts';
import { webBuildExists } from '../../platform/web/web-build.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// Decision 0084: a browser holding every text of a version says so (cookie print_tv) with each
// client-side navigation; the root answer then carries no texts, unless an admin changed one since: then
// it carries the new version and the page's texts, so a second browser sees the change on its next page.
// The anonymous page cache keeps both answers apart. Needs the web build.
let t: TestApp;
beforeAll(async () => {
  if (!webBuildExists()) throw new Error('apps/web/build is missing: run `npm run build` first.');
  t = await createTestApp({ web: true, nodeEnv: 'production' });
});
afterAll(() => t?.close());

const get = (url: string, cookie: string) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'localhost', cookie } });

const IMPRINT = builtInCatalogue['shell.footerImprint']!['en-GB'];
const NAVIGATION = '/catalog.data';

/** The text version a document of the shop names (its page texts address, decision 0068). */
async function currentVersion(): Promise<string> {
  const { body } = await get('/catalog', 'lang=en-GB');
  const version = /\/_page-texts\/en-GB\/([^/]+)\//.exec(body)?.[1];
  expect(version, 'the page names its texts').toBeTruthy();
  return version!;
}

/** Sets a tenant text of the localhost shop, as the translations screen will (translation_text). */
async function setTenantText(key: string, language: string, text: string) {
  const [tenant] = await withSystem(t.database, (tx) =>
    tx.execute<{ tenant_id: string }>(
      sql`select tenant_id from product where slug = 'visitenkarten-standard'`,
    ),
  ).then((result) => result.rows);
  await withTenant(t.database, tenant!.tenant_id, async (tx) => {
    await tx.execute(sql`insert into translation_entry (tenant_id, translation_key, base_translation, language_code)
      values (${tenant!.tenant_id}, ${key}, '', ${language}) on conflict do nothing`);
    await tx.execute(sql`insert into translation_text (tenant_id, entry_id, language_code, translation)
      select tenant_id, id, ${language}, ${text} from translation_entry
      where tenant_id = ${tenant!.tenant_id} and translation_key = ${key}
      on conflict do nothing`);
  });
}

describe('the text version check of client-side navigations', () => {
  it('leaves the texts out for a browser holding the version, never for another, and sends a changed text with its new version', async () => {
    const version = await currentVersion();
    const held = `lang=en-GB; print_tv=${encodeURIComponent(`en-GB:${version}`)}`;

    const withoutTexts = await get(NAVIGATION, held);
    expect(withoutTexts.statusCode).toBe(200);
    expect(withoutTexts.body).toContain(version);
    expect(withoutTexts.body).not.toContain(IMPRINT);
    // The same address for a browser that holds nothing (or an older version): the texts, never the
    // kept answer without them.
    for (const cookie of [
      'lang=en-GB',
      'lang=en-GB; print_tv=en-GB%3Aolder',
      `lang=en-GB; print_tv=de-DE%3A${version}`,
    ])
      expect((await get(NAVIGATION, cookie)).body).toContain(IMPRINT);
    expect((await get(NAVIGATION, held)).body).not.toContain(IMPRINT);
    // A document ignores the cookie: its texts travel beside it as always.
    expect((await get('/catalog', held)).body).toContain(`/_page-texts/en-GB/${version}/`);

    // An admin changes a text: the next navigation of the browser holding the old version learns of it.
    await setTenantText('shell.footerImprint', 'en-GB', 'Legal notice (changed)');
    await vi.waitFor(
      async () => expect((await get(NAVIGATION, held)).body).toContain('Legal notice (changed)'),
      { timeout: 3_000, interval: 50 },
    );
    const next = (await get(NAVIGATION, held)).body;
    const newVersion = await currentVersion();
    expect(newVersion).not.toBe(version);
    expect(next).toContain(newVersion);
    // And once the browser holds the new version, the texts stay out again.
    const nowHeld = `lang=en-GB; print_tv=${encodeURIComponent(`en-GB:${newVersion}`)}`;
    expect((await get(NAVIGATION, nowHeld)).body).not.toContain('Legal notice (changed)');
  });
});
