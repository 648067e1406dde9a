import { pickLocalized } from '@print/core/i18n/localized-text';
import type { PageBlockDeclaration, PageBlockType } from '@print/core/pages/blocks/index';
import type { BlockProps } from '@print/core/pages/block';
import type { PageBlock } from '@print/core/pages/page-document';
import { createContext, useContext, type ComponentType } from 'react';

// What every block of a CMS page renders with (issue 25): the viewer's language and the fallback chain
// of its texts, the data the route loader fetched for blocks in batches, and the
// block list itself, so a block holding blocks (columns) renders them through the same registry. Shared
// by the features whose blocks a page shows (the page's own, the catalogue's product rows); the route
// brings them together in one registry (routes/page-block-views.ts).

/** The props a block type declares (packages/core/src/pages/blocks), as the page reader left them. */
export type PagePropsOf<T extends PageBlockType> = BlockProps<Extract<PageBlockDeclaration, { type: T }>>;

/** What a block's render component gets: its id (unique in the page) and its props. */
export type BlockViewProps<P> = { id: string; props: P };

/** A block type's render component: one entry of the registry. */
export type PageBlockView = {
  type: PageBlockType;
  View: ComponentType<BlockViewProps<never>>;
};

export function blockView<T extends PageBlockType>(
  type: T,
  View: ComponentType<BlockViewProps<PagePropsOf<T>>>,
): PageBlockView {
  return { type, View: View as ComponentType<BlockViewProps<never>> };
}

/**
 * Data blocks need from the server (a product row's products), by block id: the route loader fills it for
 * all blocks of a page at once. A block without an entry renders without it.
 */
export type BlockData = Readonly<Record<string, unknown>>;

export type PageRender = {
  /** The language the page is shown in (its container's `lang`, the page's or the canvas's). */
  language: string;
  /** The languages a text is looked for in, in order (localeFallbackChain with the shop's default). */
  chain: readonly string[];
  blockData: BlockData;
  Blocks: ComponentType<{ blocks: readonly PageBlock[] }>;
};

export const PageRenderContext = createContext<PageRender | null>(null);

export function usePageRender(): PageRender {
  const render = useContext(PageRenderContext);
  if (!render) throw new Error('A page block renders only inside PageDocumentView');
  return render;
}

/**
 * Where a shown text of a block comes from (issue 25), the contract of in-page editing (issue 27,
 * docs/architecture.md "Text addresses"): its path in the block's props (`title`, `items.2.label`) and,
 * when it is not in the page's language (a fallback along the chain), its language — so screen readers
 * pronounce it as what it is. Spread onto the element that shows the text; a text shown in an attribute
 * (an image's alt) names that attribute.
 */
export type TextAttributes = {
  'data-page-text': string;
  'data-page-text-attribute'?: TextAttribute;
  lang?: string;
};

/** The attributes a block shows a text in, rather than as an element's content. */
export type TextAttribute = 'alt' | 'aria-label';

/** A text as a block shows it: the value, its language where it is not the page's, and its address. */
export type ShownText<T> = { text: T; lang: string | undefined; attributes: TextAttributes };

/**
 * Picks a block's text (a plain or a rich text) in the viewer's language along the fallback chain
 * (decision 0003), with its address `path` inside the block's props; undefined when it has none in any
 * language. The one way a block reads its texts: what it shows is addressable.
 */
export function usePageText(): <T extends string | readonly unknown[]>(
  values: Readonly<Record<string, T>> | undefined,
  path: string,
  attribute?: TextAttribute,
) => ShownText<T> | undefined {
  const { language, chain } = usePageRender();
  return (values, path, attribute) => {
    const picked = pickLocalized(values, chain);
    if (!picked) return undefined;
    const lang = picked.language === language ? undefined : picked.language;
    return {
      text: picked.value,
      lang,
      attributes: { 'data-page-text': path, 'data-page-text-attribute': attribute, lang },
    };
  };
}
