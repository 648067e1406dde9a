/**
 * The page builder's canvas (issue 25): the CMS pages' route at a name no page can have (slugs have no
 * `_`), so the shop needs no route and no chunk more for it. Apart from the canvas's messages, so the
 * shop's page route does not share a chunk with the canvas's code.
 */
export const PAGE_PREVIEW_PATH = '/_page-preview';
