import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tenants } from '../tenancy/tenancy.tables.ts';
import { contentPages } from './content.tables.ts';

// Issue 25: before a page goes live the admin is told what the publish check finds, on the page as it
// would go live (what is being saved over the stored page), in the shop's languages and theme.

const CHECK = `query Check($id: ID!, $input: ContentPageInput) { contentPagePublishCheck(id: $id, input: $input) {
  kind key values blockId sectionId path language } }`;
const CREATE = `mutation Create($input: ContentPageInput!) { createContentPage(input: $input) { id } }`;

type Finding = { kind: string; key: string; blockId: string | null; path: string; language: string | null };

let t: TestApp;
let admin: CookieJar;
let homeId: string;
let northHomeId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
  const homes = await withSystem(t.database, (tx) =>
    tx
      .select({ id: contentPages.id, shop: tenants.slug })
      .from(contentPages)
      .innerJoin(tenants, eq(tenants.id, contentPages.tenantId))
      .where(eq(contentPages.kind, 'home')),
  );
  homeId = homes.find((home) => home.shop === 'druckerei')!.id;
  northHomeId = homes.find((home) => home.shop === 'northprint')!.id;
});
afterAll(() => t.close());

async function check(jar: CookieJar, id: string, input?: unknown) {
  const { body } = await graphqlAs<{ contentPagePublishCheck: Finding[] | null }>(t, jar, CHECK, {
    id,
    input,
  });
  return body;
}

const meta = {
  title: [
    { language: 'de-DE', text: 'Aktion' },
    { language: 'en-GB', text: 'Offer' },
  ],
  slugs: [{ language: 'de-DE', text: 'aktion-pruefung' }],
};

describe('the publish check of a page', () => {
  it('finds nothing on the shop’s home page', async () => {
    const body = await check(admin, homeId);
    expect(body.errors).toBeUndefined();
    expect(body.data!.contentPagePublishCheck).toEqual([]);
  });

  it('checks the page as it would go live: the texts being saved, over the stored document', async () => {
    const created = await graphqlAs<{ createContentPage: { id: string } }>(t, admin, CREATE, {
      input: {
        ...meta,
        document: {
          schemaVersion: 1,
          sections: [
            {
              id: 'main',
              blocks: [
                { id: 'hero', type: 'hero', props: { title: { 'de-DE': 'Aktion', 'en-GB': 'Offer' } } },
                {
                  id: 'photo',
                  type: 'image',
                  props: { image: { src: '/media/x', alt: { 'de-DE': 'Maschine' } } },
                },
              ],
            },
          ],
        },
      },
    });
    expect(created.body.errors).toBeUndefined();
    const id = created.body.data!.createContentPage.id;
    const stored = (await check(admin, id)).data!.contentPagePublishCheck!;
    expect(stored.filter((finding) => finding.kind === 'imageAlt')).toEqual([
      expect.objectContaining({
        key: 'cms.publishCheckImageAlt',
        blockId: 'photo',
        path: 'sections.0.blocks.1.props.image.alt.en-GB',
        language: 'en-GB',
      }),
    ]);
    expect(stored.filter((finding) => finding.kind === 'seoTitle').map((finding) => finding.path)).toEqual([
      'seoTitle.de-DE',
      'seoTitle.en-GB',
    ]);
    // The SEO titles typed in the form and not yet saved count.
    const typed = await check(admin, id, {
      ...meta,
      seoTitle: [
        { language: 'de-DE', text: 'Aktion: Flyer und Plakate zum Sonderpreis' },
        { language: 'en-GB', text: 'Offer: flyers and posters at a special price' },
      ],
    });
    expect(typed.data!.contentPagePublishCheck!.filter((finding) => finding.kind === 'seoTitle')).toEqual([]);
  });

  it('is for page editors of the page’s own shop', async () => {
    const customer = await loginAs(t, 'kunde', 'Kunde#2026');
    expect((await check(customer, homeId)).errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    // Another shop's page is not found from this one.
    expect((await check(admin, northHomeId)).data).toEqual({ contentPagePublishCheck: null });
  });
});
