import type { ContentPageAnswer } from '@print/core/pages/content-page';
import type { PageDocument } from '@print/core/pages/page-document';
import type { AppLoadContext } from 'react-router';
import type { ResultOf } from 'gql.tada';
import { graphql, serverQuery } from '../../lib/api/graphql.ts';
import type { PageIcon, PageIconShape } from '../../lib/pages/page-icon.tsx';

// A CMS page for the shop's routes `/:slug` and `/` (issue 25). The server answers the shop queries below
// (modules/content): the live page with that slug, or the live home page, in the visitor's language, its
// document already read and repaired by the page reader, or null.

const ShopPageFields = graphql(`
  fragment ShopPageFields on ShopContentPage {
    id
    kind
    title
    slug
    seoTitle
    seoDescription
    socialImage
    liveUntil
    document
    icons {
      name
      viewBox
      shapes
    }
  }
`);

const CONTENT_PAGE_QUERY = graphql(
  `
    query ContentPage($slug: String!) {
      contentPage(slug: $slug) {
        ...ShopPageFields
      }
    }
  `,
  [ShopPageFields],
);

const HOME_PAGE_QUERY = graphql(
  `
    query ContentHomePage {
      contentHomePage {
        ...ShopPageFields
      }
    }
  `,
  [ShopPageFields],
);

/** The page, with the icons its icon lists show (drawn by the server from the icon set). */
export type ContentPage = ContentPageAnswer & { icons: PageIcon[] };

/** The live page at `slug` as the visitor may see it, or null (the route answers 404). */
export async function loadContentPage(context: AppLoadContext, slug: string): Promise<ContentPage | null> {
  const { data, errors } = await serverQuery(context.api, CONTENT_PAGE_QUERY, { slug });
  if (!data) throw new Error(`Content page query failed: ${errors.map((error) => error.message).join('; ')}`);
  return data.contentPage && shopPage(data.contentPage);
}

/** The shop's live home page document, or null (the shop shows its built-in home). */
export async function loadHomePage(context: AppLoadContext): Promise<ContentPage | null> {
  const { data, errors } = await serverQuery(context.api, HOME_PAGE_QUERY, {});
  if (!data) throw new Error(`Home page query failed: ${errors.map((error) => error.message).join('; ')}`);
  return data.contentHomePage && shopPage(data.contentHomePage);
}

function shopPage(page: ResultOf<typeof ShopPageFields>): ContentPage {
  return {
    id: page.id,
    kind: page.kind ?? '',
    title: page.title,
    slug: page.slug,
    // The server answers '' for what is not set; the page's meta then falls back to the shop's.
    seoTitle: page.seoTitle || null,
    seoDescription: page.seoDescription || null,
    socialImage: page.socialImage || null,
    liveUntil: page.liveUntil,
    document: page.document as PageDocument,
    icons: page.icons.map(pageIcon),
  };
}

/** An icon as the server sends it (its shapes are JSON): drawn by PageIconSvg, which checks each. */
export const pageIcon = (icon: { name: string; viewBox: string; shapes: unknown }): PageIcon => ({
  ...icon,
  shapes: icon.shapes as PageIconShape[],
});
