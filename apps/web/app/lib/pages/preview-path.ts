import type { PageDocument } from '@print/core/pages/page-document';

/**
 * The page builder's canvas (issue 25): the CMS pages' route at a name no page can have (slugs have no
 * `_`), so the shop needs no route and no chunk more for it. Apart from the canvas's messages, so the
 * shop's page route does not share a chunk with the canvas's code.
 */
export const PAGE_PREVIEW_PATH = '/_page-preview';

/**
 * Where the canvas asks for the data of its draft's blocks (a resource route: JSON in, JSON out; no chunk).
 */
export const PAGE_PREVIEW_DATA_PATH = `${PAGE_PREVIEW_PATH}/data`;

/**
 * What the canvas posts there for the data of the draft's blocks it lacks (decision 0078): those
 * blocks, with only the props their data depends on, and the editing language. The answer: `{ blockData }`.
 */
export type DraftDataAsk = { document: PageDocument; language: string };
