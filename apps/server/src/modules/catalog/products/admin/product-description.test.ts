import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../../../testing/auth-helpers.ts';
import { productId } from '../../../../testing/checkout-helpers.ts';
import { createTestApp, type TestApp } from '../../../../testing/test-app.ts';
import { products } from '../../catalog.tables.ts';

// Rich text product descriptions (issue 15, decision 0050): the Settings tab saves Slate JSON checked by
// the core rule, refuses what the shop could not show safely, and the shop reads every stored form —
// descriptions written as plain text before keep showing.

type Errors = { message: string; extensions?: { key?: string; fields?: Record<string, unknown> } }[];
type Answer<T> = { data?: T; errors?: Errors };

const SETTINGS = `query S($id: ID!) { adminProduct(id: $id) { slug names { language text } descriptions { language text }
  articleCode published orderable paymentMode subscriptionInterval trialDays taxCategory templateKey } }`;
const UPDATE = `mutation UpdateProductSettings($id: ID!, $input: ProductSettingsInput!) {
  updateProductSettings(id: $id, input: $input) { descriptions { language text } } }`;
const SHOP = `query Product($slug: String!, $language: String) {
  product(slug: $slug, language: $language) { description descriptionRichText } }`;

type Settings = {
  slug: string;
  names: { language: string; text: string }[];
  descriptions: { language: string; text: string }[];
  articleCode: string | null;
} & Record<string, unknown>;

let t: TestApp;
let admin: CookieJar;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
});
afterAll(() => t.close());

const call = async <T>(query: string, variables: Record<string, unknown>, jar: CookieJar | null = admin) =>
  (await graphqlAs<T>(t, jar, query, variables)).body as Answer<T>;
const shop = async (slug: string, language = 'en-GB') =>
  (
    await call<{ product: { description: string; descriptionRichText: string } }>(
      SHOP,
      { slug, language },
      null,
    )
  ).data!.product;

/** The product's current settings as the tab sends them back, with other descriptions. */
async function saveDescriptions(slug: string, descriptions: Record<string, string>) {
  const id = await productId(t, slug);
  const { adminProduct: current } = (await call<{ adminProduct: Settings }>(SETTINGS, { id })).data!;
  const input = {
    ...current,
    articleCode: current.articleCode ?? '',
    descriptions: Object.entries(descriptions).map(([language, text]) => ({ language, text })),
  };
  return call<{ updateProductSettings: { descriptions: { language: string; text: string }[] } }>(UPDATE, {
    id,
    input,
  });
}

const leaf = (text: string, marks: Record<string, true> = {}) => ({ text, ...marks });
const FORMATTED = [
  { type: 'heading-two', children: [leaf('Premium')] },
  {
    type: 'paragraph',
    children: [
      leaf('On '),
      leaf('400 g', { bold: true }),
      leaf(' board, see '),
      { type: 'link', url: 'https://paper.example/400', children: [leaf('paper')] },
      leaf(''),
    ],
  },
  { type: 'bulleted-list', children: [{ type: 'list-item', children: [leaf('Matt')] }] },
];

describe('product descriptions as rich text', () => {
  it('saves Slate JSON per language; the shop gets it to render and its plain text for search engines', async () => {
    const saved = await saveDescriptions('flyer-a5', {
      'en-GB': JSON.stringify(FORMATTED),
      'de-DE': 'Zeile eins\nZeile zwei',
    });
    expect(saved.errors).toBeUndefined();
    const stored = Object.fromEntries(
      saved.data!.updateProductSettings.descriptions.map((entry) => [entry.language, JSON.parse(entry.text)]),
    );
    expect(stored['en-GB']).toEqual(FORMATTED);
    // Plain text sent by a client is stored as its paragraphs.
    expect(stored['de-DE']).toEqual([
      { type: 'paragraph', children: [leaf('Zeile eins')] },
      { type: 'paragraph', children: [leaf('Zeile zwei')] },
    ]);
    const shown = await shop('flyer-a5');
    expect(JSON.parse(shown.descriptionRichText)).toEqual(FORMATTED);
    expect(shown.description).toBe('Premium\nOn 400 g board, see paper\nMatt');
    expect((await shop('flyer-a5', 'de-DE')).description).toBe('Zeile eins\nZeile zwei');
  });

  it('refuses unknown formatting, javascript: links and hidden NUL characters per language, storing nothing', async () => {
    const before = await shop('visitenkarten-standard');
    const cases: [unknown, string, Record<string, string> | undefined, string][] = [
      [
        [{ type: 'table', children: [leaf('x')] }],
        'validation.richTextFormat',
        { name: 'table' },
        'The text contains formatting that cannot be saved (table).',
      ],
      [
        [
          {
            type: 'paragraph',
            children: [{ type: 'link', url: 'javascript:alert(1)', children: [leaf('x')] }],
          },
        ],
        'validation.richTextLink',
        { url: 'javascript:alert(1)' },
        'The link “javascript:alert(1)” is not allowed: a link starts with https:// or is a path of this shop starting with /.',
      ],
      // Escaped inside the JSON text, so only the rich text rule sees it.
      [
        [{ type: 'paragraph', children: [leaf('a\u0000b')] }],
        'validation.forbiddenCharacters',
        { chars: 'U+0000' },
        'Forbidden characters U+0000',
      ],
    ];
    for (const [document, key, params, message] of cases) {
      const refused = await saveDescriptions('visitenkarten-standard', { 'en-GB': JSON.stringify(document) });
      expect(refused.data?.updateProductSettings ?? null, key).toBeNull();
      expect(refused.errors?.[0]?.message, key).toBe(message);
      expect(refused.errors?.[0]?.extensions?.fields, key).toEqual({ 'descriptions.en-GB': { key, params } });
    }
    expect(await shop('visitenkarten-standard')).toEqual(before);
  });

  it('shows descriptions stored as plain text (before rich text) as paragraphs', async () => {
    const id = await productId(t, 'flyer-a6');
    await withSystem(t.database, (tx) =>
      tx
        .update(products)
        .set({ description: { 'en-GB': 'First line\n\nSecond line' } })
        .where(eq(products.id, id)),
    );
    const shown = await shop('flyer-a6');
    expect(JSON.parse(shown.descriptionRichText)).toEqual([
      { type: 'paragraph', children: [leaf('First line')] },
      { type: 'paragraph', children: [leaf('Second line')] },
    ]);
    expect(shown.description).toBe('First line\nSecond line');
  });
});
