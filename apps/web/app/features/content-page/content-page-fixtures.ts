import type { SessionInfo } from '@print/core/auth/auth-api';
import { catalogueForLanguage } from '@print/core/i18n/catalogue/index';
import { testShellData } from '../../shell/test-helpers.tsx';
import { readPageDocument, type PageDocument } from '@print/core/pages/page-document';
import type { ContentPage } from './content-page-api.ts';

// Pages for the renderer's tests, each read by the core page reader as the server reads every stored
// page, so a fixture the reader would repair fails here first.

export const FIXTURE_LANGUAGES = ['en-GB', 'de-DE'];

export function readFixture(raw: unknown): PageDocument {
  const { document, problems } = readPageDocument(raw, { languages: FIXTURE_LANGUAGES });
  if (problems.length > 0) throw new Error(`Fixture needs repair: ${JSON.stringify(problems)}`);
  return document;
}

const both = (en: string, de: string) => ({ 'en-GB': en, 'de-DE': de });
const paragraph = (text: string) => [{ type: 'paragraph', children: [{ text }] }];

/** A page with every block type once, texts in English and German. */
export const everyBlockPage = readFixture({
  schemaVersion: 1,
  sections: [
    {
      id: 'intro',
      settings: {
        padding: { base: 'small', tablet: 'medium', desktop: 'large' },
        background: 'colors.primary.background',
        width: 'wide',
        textBackground: 'glassy',
      },
      blocks: [
        {
          id: 'hero',
          type: 'hero',
          props: {
            title: both('Welcome', 'Willkommen'),
            subtitle: both('Print made easy', 'Drucken leicht gemacht'),
            buttonLabel: both('Shop now', 'Jetzt einkaufen'),
            buttonUrl: '/catalog',
            height: { base: 'small', desktop: 'large' },
          },
        },
        {
          id: 'heading',
          type: 'heading',
          props: { text: both('Our story', 'Unsere Geschichte'), level: 'h2' },
        },
        {
          id: 'text',
          type: 'text',
          props: { body: { 'en-GB': paragraph('Since 1990.'), 'de-DE': paragraph('Seit 1990.') } },
        },
      ],
    },
    {
      id: 'more',
      settings: { anchor: 'more-info', padding: { base: 'none' } },
      blocks: [
        {
          id: 'image',
          type: 'image',
          props: {
            image: {
              src: '/media/press.jpg',
              alt: both('The press', 'Die Presse'),
              creditName: 'Ada Photographer',
              creditUrl: 'https://unsplash.com/@ada?utm_source=shop&utm_medium=referral',
              creditSourceUrl: 'https://unsplash.com/?utm_source=shop&utm_medium=referral',
            },
            aspectRatio: { base: 'square', tablet: 'widescreen' },
            caption: both('Our press', 'Unsere Presse'),
          },
        },
        {
          id: 'cta',
          type: 'cta',
          props: {
            label: both('Get a quote', 'Angebot anfragen'),
            url: 'https://quotes.example/start',
            target: 'new',
          },
        },
        {
          id: 'social',
          type: 'socialButtons',
          props: {
            buttons: [
              {
                platform: 'instagram',
                url: 'https://instagram.com/shop',
                label: both('Our Instagram', 'Unser Instagram'),
              },
              { platform: 'linkedin', url: 'https://linkedin.com/company/shop' },
            ],
          },
        },
        {
          id: 'columns',
          type: 'columns',
          props: {
            perRow: 2,
            columns: [
              {
                blocks: [
                  { id: 'left', type: 'heading', props: { text: both('Left', 'Links'), level: 'h3' } },
                ],
              },
              {
                blocks: [
                  { id: 'right', type: 'heading', props: { text: both('Right', 'Rechts'), level: 'h3' } },
                ],
              },
            ],
          },
        },
        { id: 'products', type: 'productRow', props: { title: both('Bestsellers', 'Bestseller') } },
        {
          id: 'icons',
          type: 'iconList',
          props: { items: [{ icon: 'truck', title: both('Fast delivery', 'Schnelle Lieferung') }] },
        },
        { id: 'feed', type: 'rss', props: { feedUrl: 'https://podcast.example/feed.xml' } },
        {
          id: 'video',
          type: 'video',
          props: { url: '/media/film.mp4', caption: both('Our film', 'Unser Film') },
        },
        { id: 'audio', type: 'audio', props: { url: 'https://cdn.example/jingle.mp3' } },
        {
          id: 'teaser',
          type: 'linkPage',
          props: {
            url: '/about',
            title: both('About us', 'Über uns'),
            description: both('Who we are', 'Wer wir sind'),
          },
        },
        {
          id: 'cloud',
          type: 'cloudbar',
          props: {
            links: [
              { label: both('Flyers', 'Flyer'), url: '/catalog/flyers' },
              { label: both('Posters', 'Plakate') },
            ],
          },
        },
      ],
    },
  ],
});

export function contentPage(document: PageDocument, overrides: Partial<ContentPage> = {}): ContentPage {
  return {
    id: 'page-1',
    kind: 'page',
    title: 'About us',
    slug: 'about',
    seoTitle: null,
    seoDescription: null,
    socialImage: null,
    liveUntil: null,
    document,
    icons: [],
    ...overrides,
  };
}

/**
 * The shell data of a shop in English (default) and German, seen in `language` by `session` (a visitor
 * by default): what the renderer's tests draw a page in.
 */
export function pageShellData(language: string, session: SessionInfo | null = null) {
  const shell = testShellData(session);
  return {
    ...shell,
    language,
    translations: catalogueForLanguage(language),
    tenant: {
      ...shell.tenant,
      defaultLanguage: 'en-GB',
      languages: [
        { code: 'en-GB', isDefault: true },
        { code: 'de-DE', isDefault: false },
      ],
    },
  };
}
