// A live CMS page as the shop's API answers it (the shop query `contentPage(slug)`, issue 25): what the
// storefront's route renders. Null when no live page has the slug: the route answers 404.
import type { PageDocument } from './page-document.ts';

export type ContentPageAnswer = {
  id: string;
  /** What the page is for (home, a legal page, any other); the renderer draws every kind alike. */
  kind: string;
  /** In the viewer's language, as the server picked it along the fallback chain. */
  title: string;
  slug: string;
  seoTitle: string | null;
  seoDescription: string | null;
  /** Address of the picture shared with a link to the page (Open Graph), or null. */
  socialImage: string | null;
  /** When the page leaves the shop (ISO 8601), or null: such a page is not kept whole by any cache. */
  liveUntil: string | null;
  /** Already read by `readPageDocument` on the server. */
  document: PageDocument;
};
