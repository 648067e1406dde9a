import { ACTING_TENANT_HEADER } from '@print/core/shell-data';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { cookieHeader, graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { products } from '../catalog/catalog.tables.ts';
import { tenants } from '../tenancy/tenancy.tables.ts';

// Exchanging translations with translators (issue 27): the export download (XLIFF 2.0, JSON) and the
// import through the same rules as a save, in the demo shop Druckerei (de-DE default, en-GB) and, for
// isolation, Northprint.

let t: TestApp;
let admin: CookieJar;
let customer: CookieJar;
let northAdmin: CookieJar;
let operator: CookieJar;
let northprintId: string;
const NORTH = 'northprint.localhost';

const IMPORT = `mutation I($format: TranslationExchangeFormat!, $content: String!) {
  importTranslations(format: $format, content: $content) {
    languageCode applied unchanged skipped errors { address messageKey } } }`;
const DETAILS = `query D($a: [String!]!) { translationDetails(addresses: $a) { revision languages { languageCode text locked } } }`;

type Report = {
  languageCode: string;
  applied: number;
  unchanged: number;
  skipped: number;
  errors: { address: string; messageKey: string }[];
};

function download(query: string, jar: CookieJar | null, host = 'localhost', headers = {}) {
  return t.app.inject({
    method: 'GET',
    url: `/service-api/translations/export?${query}`,
    headers: { host, ...(jar ? { cookie: cookieHeader(jar) } : {}), ...headers },
  });
}

async function importFile(content: string, format = 'json', jar = admin, host = 'localhost') {
  return graphqlAs<{ importTranslations: Report }>(t, jar, IMPORT, { format, content }, host);
}

const json = (units: { id: string; target: string; state?: string }[], trgLang = 'en-GB') =>
  JSON.stringify({
    srcLang: 'de-DE',
    trgLang,
    units: units.map((unit) => ({ source: '', state: 'translated', ...unit })),
  });

async function english(address: string, host = 'localhost', jar = admin) {
  const answer = await graphqlAs<{
    translationDetails: { revision: number; languages: { languageCode: string; text: string }[] }[];
  }>(t, jar, DETAILS, { a: [address] }, host);
  return answer.body.data?.translationDetails[0]?.languages.find((c) => c.languageCode === 'en-GB')?.text;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
  customer = await loginAs(t, 'kunde', 'Kunde#2026');
  northAdmin = await loginAs(t, 'admin', 'Admin#2026', { host: NORTH });
  operator = await loginAs(t, 'plattform', 'Plattform#2026');
  northprintId = await withSystem(t.database, async (tx) => {
    const [row] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'northprint'));
    return row!.id;
  });
});
afterAll(() => t.close());

describe('the export', () => {
  it('downloads every text of a language as XLIFF 2.0 with placeholders as locked tokens', async () => {
    const answer = await download('language=en-GB&format=xliff', admin);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/xliff+xml');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="translations-en-GB.xlf"');
    expect(answer.body).toContain('version="2.0" srcLang="de-DE" trgLang="en-GB"');
    expect(answer.body).toMatch(
      /<unit id="t:admin\.navOrders">\s*<segment state="final">\s*<source>Bestellungen<\/source>\s*<target>Orders<\/target>/,
    );
    expect(answer.body).toMatch(/<ph id="0" equiv="\{\w+\}"\/>/);
  });

  it('downloads JSON, and with missing=1 only the texts without the language', async () => {
    const all = JSON.parse((await download('language=en-GB&format=json', admin)).body) as {
      units: { id: string; target: string; state: string }[];
    };
    expect(all.units.find((unit) => unit.id === 't:admin.navOrders')).toMatchObject({ target: 'Orders' });
    const missing = JSON.parse((await download('language=en-GB&format=json&missing=1', admin)).body) as {
      units: { target: string; state: string }[];
    };
    expect(missing.units.length).toBeLessThan(all.units.length);
    expect(missing.units.every((unit) => unit.target === '' && unit.state === 'initial')).toBe(true);
  });

  it('needs translations.edit, a language of the shop, and stays in the shop', async () => {
    expect((await download('language=en-GB', null)).statusCode).toBe(401);
    expect((await download('language=en-GB', customer)).statusCode).toBe(403);
    expect((await download('language=fi-FI', admin)).statusCode).toBe(400);
    // A shop admin naming another tenant is answered "not found".
    const other = await download('language=en-GB', admin, 'localhost', {
      [ACTING_TENANT_HEADER]: northprintId,
    });
    expect(other.statusCode).toBe(404);
  });

  it('gives the platform operator the shop named in the acting-tenant header', async () => {
    await importFile(json([{ id: 't:admin.navOrders', target: 'North orders' }]), 'json', northAdmin, NORTH);
    const answer = await download('language=en-GB&format=json', operator, 'localhost', {
      [ACTING_TENANT_HEADER]: northprintId,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('North orders');
  });
});

describe('the import', () => {
  it('applies a JSON file, reports unchanged and skipped units, and is the same twice', async () => {
    const file = json([
      { id: 't:admin.navProducts', target: 'Articles' },
      { id: 't:admin.navOrders', target: 'Orders' },
      { id: 't:admin.navDashboard', target: '', state: 'initial' },
    ]);
    const first = await importFile(file);
    expect(first.body.data?.importTranslations).toEqual({
      languageCode: 'en-GB',
      applied: 1,
      unchanged: 1,
      skipped: 1,
      errors: [],
    });
    expect(await english('t:admin.navProducts')).toBe('Articles');
    const again = await importFile(file);
    expect(again.body.data?.importTranslations).toMatchObject({ applied: 0, unchanged: 2 });
  });

  it('round-trips an exported XLIFF file with its placeholders put back', async () => {
    const exported = (await download('language=en-GB&format=xliff', admin)).body;
    const unit =
      /<unit id="([^"]+)">\s*<segment state="\w+">\s*<source>[^<]*<ph id="0" equiv="(\{\w+\})"\/>[^<]*<\/source>\s*<target>([^]*?)<\/target>/.exec(
        exported,
      )!;
    const [, address, placeholder] = unit;
    const xliff = (target: string) =>
      `<?xml version="1.0" encoding="UTF-8"?>\n<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="de-DE" trgLang="en-GB"><file id="f"><unit id="${address}"><segment state="translated"><source>x</source><target>${target}</target></segment></unit></file></xliff>`;
    const applied = await importFile(xliff('Imported <ph id="0"/> &amp; more'), 'xliff');
    expect(applied.body.data?.importTranslations).toMatchObject({ applied: 1, errors: [] });
    expect(await english(address!)).toBe(`Imported ${placeholder} & more`);
    // A placeholder the text does not have is refused, with the reason, and the text stays.
    const refused = await importFile(xliff('Broken <ph id="7"/>'), 'xliff');
    expect(refused.body.data?.importTranslations.errors).toEqual([
      { address, messageKey: 'admin.translationRefusedPlaceholder' },
    ]);
    expect(await english(address!)).toBe(`Imported ${placeholder} & more`);
  });

  it('keeps locked texts, refuses unknown and doubled units, and goes on with the others', async () => {
    await graphqlAs(
      t,
      admin,
      'mutation L { setTranslationLock(address: "t:admin.navCategories", languageCode: "en-GB", locked: true) }',
    );
    const before = await english('t:admin.navCategories');
    const report = await importFile(
      json([
        { id: 't:admin.navCategories', target: 'Groups' },
        { id: 't:admin.noSuchKey', target: 'Nothing' },
        { id: 't:admin.navUsers', target: 'People' },
        { id: 't:admin.navUsers', target: 'Persons' },
        { id: 't:admin.navActivity', target: 'Do not {invent} placeholders' },
      ]),
    );
    expect(report.body.data?.importTranslations).toMatchObject({
      applied: 1,
      errors: [
        { address: 't:admin.navCategories', messageKey: 'admin.translationRefusedLocked' },
        { address: 't:admin.noSuchKey', messageKey: 'admin.translationNotFound' },
        { address: 't:admin.navUsers', messageKey: 'admin.translationImportDuplicate' },
        { address: 't:admin.navActivity', messageKey: 'validation.translationPlaceholders' },
      ],
    });
    expect(await english('t:admin.navCategories')).toBe(before);
    expect(await english('t:admin.navUsers')).toBe('People');
  });

  it('needs a text in the default language first', async () => {
    const id = await withSystem(t.database, async (tx) => {
      const [row] = await tx
        .select({ id: products.id })
        .from(products)
        .innerJoin(tenants, eq(tenants.id, products.tenantId))
        .where(eq(tenants.slug, 'druckerei'));
      await tx.update(products).set({ seoTitle: {} }).where(eq(products.id, row!.id));
      return row!.id;
    });
    const address = `product:${id}.seoTitle`;
    const report = await importFile(json([{ id: address, target: 'Business cards' }]));
    expect(report.body.data?.importTranslations.errors).toEqual([
      { address, messageKey: 'validation.defaultLanguageFirst' },
    ]);
    const german = await importFile(json([{ id: address, target: 'Visitenkarten' }], 'de-DE'));
    expect(german.body.data?.importTranslations.applied).toBe(1);
    const english = await importFile(json([{ id: address, target: 'Business cards' }]));
    expect(english.body.data?.importTranslations).toMatchObject({ applied: 1, errors: [] });
  });

  it('refuses a file that is not one, too large, or for a language the shop does not have', async () => {
    const error = async (content: string, format = 'json') =>
      (await importFile(content, format)).body.errors?.[0]?.extensions?.key;
    expect(await error('{"nope": true}')).toBe('admin.translationImportUnreadable');
    expect(await error('<!DOCTYPE x [<!ENTITY a "b">]><xliff/>', 'xliff')).toBe(
      'admin.translationImportUnreadable',
    );
    expect(await error('x'.repeat(1000 * 1024))).toBe('admin.translationImportTooLarge');
    expect(await error(json([{ id: 't:admin.navOrders', target: 'x' }], 'fi-FI'))).toBe(
      'admin.translationLanguageUnknown',
    );
  });

  it('needs translations.edit and changes only the own shop', async () => {
    const refused = await importFile(json([{ id: 't:admin.navOrders', target: 'Mine' }]), 'json', customer);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const north = await importFile(
      json([{ id: 't:admin.navProducts', target: 'North articles' }]),
      'json',
      northAdmin,
      NORTH,
    );
    expect(north.body.data?.importTranslations.applied).toBe(1);
    expect(await english('t:admin.navProducts')).toBe('Articles');
    expect(await english('t:admin.navProducts', NORTH, northAdmin)).toBe('North articles');
  });
});
