import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlAs, loginAs, type CookieJar } from '../../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { findIcon, searchIcons, shapesOf } from './icon-set.ts';

// Icons of CMS pages (issue 25): the server draws an icon list's icons with the page answer (shapes with
// allowed attributes only), and editors search the whole set in the picker.

let t: TestApp;
let admin: CookieJar;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
});
afterAll(() => t.close());

describe('the icon set', () => {
  it('gives an icon’s shapes with the group’s stroke passed on, and follows aliases', () => {
    const truck = findIcon('truck')!;
    expect(truck.viewBox).toBe('0 0 24 24');
    expect(truck.shapes.length).toBeGreaterThan(1);
    expect(truck.shapes[0]!.attributes).toMatchObject({ stroke: 'currentColor', strokeWidth: '2' });
    expect(findIcon('home')!.shapes).toEqual(findIcon('house')!.shapes);
    expect(findIcon('no-such-icon')).toBeNull();
    expect(findIcon('../icons')).toBeNull();
  });

  it('keeps only shapes and plain attribute values, whatever a body holds', () => {
    const shapes = shapesOf(
      '<g stroke="currentColor" onclick="x()"><path d="M1 1L2 2" style="fill:url(#a)"/><script>alert(1)</script><image href="https://x"/><circle cx="1" cy="1" r="1" fill="url(javascript:x)"/></g>',
    );
    expect(shapes).toEqual([
      { tag: 'path', attributes: { stroke: 'currentColor', d: 'M1 1L2 2' } },
      { tag: 'circle', attributes: { stroke: 'currentColor', cx: '1', cy: '1', r: '1' } },
    ]);
  });

  it('finds icons by every word of a search, those starting with it first', () => {
    const { total, icons } = searchIcons('arrow right', 10);
    expect(total).toBeGreaterThan(10);
    expect(icons).toHaveLength(10);
    expect(icons[0]!.name.startsWith('arrow-right')).toBe(true);
    for (const icon of icons) expect(icon.name).toMatch(/arrow.*right|right.*arrow/);
    expect(searchIcons('', 500).icons).toHaveLength(120);
    expect(searchIcons('zzzzqqq', 10)).toEqual({ total: 0, icons: [] });
  });
});

describe('icons over GraphQL', () => {
  const SEARCH = `query Icons($search: String) { pageIcons(search: $search, first: 5) { total icons { name viewBox shapes } } }`;

  it('lets editors search the set, and nobody else', async () => {
    const editor = await graphqlAs<{ pageIcons: { icons: { name: string }[] } }>(t, admin, SEARCH, {
      search: 'printer',
    });
    expect(editor.body.errors).toBeUndefined();
    expect(editor.body.data!.pageIcons.icons[0]!.name).toBe('printer');
    const anonymous = await graphqlAs(t, null, SEARCH, { search: 'printer' });
    expect(anonymous.body.errors?.length).toBeGreaterThan(0);
  });

  it('sends a page’s icon list icons with the page, each once, unknown ones left out', async () => {
    const create = await graphqlAs<{ createContentPage: { id: string } }>(
      t,
      admin,
      `mutation Create($input: ContentPageInput!) { createContentPage(input: $input) { id } }`,
      {
        input: {
          title: [{ language: 'de-DE', text: 'Service' }],
          slugs: [{ language: 'de-DE', text: 'service-icons' }],
          document: {
            schemaVersion: 1,
            sections: [
              {
                id: 's',
                blocks: [
                  {
                    id: 'list',
                    type: 'iconList',
                    props: {
                      items: [
                        { icon: 'truck' },
                        { icon: 'no-such-icon' },
                        { icon: 'truck' },
                        { icon: 'leaf' },
                      ],
                    },
                  },
                ],
              },
            ],
          },
        },
      },
    );
    expect(create.body.errors).toBeUndefined();
    const id = create.body.data!.createContentPage.id;
    await graphqlAs(
      t,
      admin,
      `mutation { setContentPageStatus(id: "${id}", status: active) { statusChip } }`,
    );
    const page = await graphqlAs<{ contentPage: { icons: { name: string; shapes: unknown[] }[] } }>(
      t,
      null,
      `query { contentPage(slug: "service-icons", language: "de-DE") { icons { name viewBox shapes } } }`,
    );
    expect(page.body.errors).toBeUndefined();
    expect(page.body.data!.contentPage.icons.map((icon) => icon.name)).toEqual(['truck', 'leaf']);
  });
});
