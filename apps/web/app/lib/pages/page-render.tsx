import { localizedText } from '@print/core/i18n/localized-text';
import type { PageBlockDeclaration, PageBlockType } from '@print/core/pages/blocks/index';
import type { BlockProps } from '@print/core/pages/block';
import type { PageBlock } from '@print/core/pages/page-document';
import { createContext, useContext, type ComponentType } from 'react';

// What every block of a CMS page renders with (issue 25): the viewer's language and the page's default
// (the fallback chain of its texts), the data the route loader fetched for blocks in batches, and the
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
  language: string;
  defaultLanguage: string;
  /** The languages a text is looked for in, in order (localeFallbackChain). */
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

/** Picks a block's text in the viewer's language along the fallback chain (decision 0003). */
export function usePageText(): (texts: Readonly<Record<string, string>> | undefined) => string {
  const { language, defaultLanguage } = usePageRender();
  return (texts) => localizedText(texts, language, defaultLanguage);
}

/**
 * The same for values per language that are not strings (rich text): the first one along the chain,
 * else any (the reader keeps no empty ones).
 */
export function useLocalizedValue(): <T>(values: Readonly<Record<string, T>> | undefined) => T | undefined {
  const { chain } = usePageRender();
  return (values) => {
    if (!values) return undefined;
    for (const language of chain) if (Object.hasOwn(values, language)) return values[language];
    return Object.values(values)[0];
  };
}
