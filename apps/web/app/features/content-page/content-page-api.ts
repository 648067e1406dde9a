import type { ContentPageAnswer } from '@print/core/pages/content-page';
import type { AppLoadContext } from 'react-router';

// A CMS page for the shop's route `/:slug` (issue 25). The server answers the shop query below
// (modules/content): the live page with that slug in the visitor's language, its document already read
// and repaired by the page reader, or null. The web app's operations are typed from the printed schema
// (lib/api/graphql.ts), which does not have `contentPage` yet: until it does, the query's text stays a
// plain string and `loadContentPage` answers null, so every address it serves is the shop's 404 page as
// before. With the schema printed, the text goes into `graphql(…)` and the function runs it through
// `serverQuery(context.api, …)`, returning `data.contentPage`.

export const CONTENT_PAGE_QUERY_TEXT = `
  query ContentPage($slug: String!) {
    contentPage(slug: $slug) {
      id
      kind
      title
      slug
      seoTitle
      seoDescription
      socialImage
      document
    }
  }
`;

export type ContentPage = ContentPageAnswer;

/** The live page at `slug` as the visitor may see it, or null (the route answers 404). */
export async function loadContentPage(_context: AppLoadContext, _slug: string): Promise<ContentPage | null> {
  return null;
}
