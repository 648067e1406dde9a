// Every block type a page may hold, declared once (issue 25). The shop's renderer registers one
// component per type (apps/web), the page builder one editor entry, the AI one schema.
import { cloudbarBlock, linkPageBlock } from './links.ts';
import { productRowBlock } from './products.ts';
import { audioBlock, rssBlock, videoBlock } from './media-and-feeds.ts';
import { columnsBlock, ctaBlock, iconListBlock, socialButtonsBlock } from './special.ts';
import { imageBlock, textBlock } from './text-and-image.ts';
import { headingBlock, heroBlock } from './titles.ts';

export const PAGE_BLOCKS = [
  heroBlock,
  headingBlock,
  textBlock,
  imageBlock,
  ctaBlock,
  socialButtonsBlock,
  iconListBlock,
  rssBlock,
  videoBlock,
  audioBlock,
  columnsBlock,
  productRowBlock,
  linkPageBlock,
  cloudbarBlock,
] as const;

export type PageBlockDeclaration = (typeof PAGE_BLOCKS)[number];
export type PageBlockType = PageBlockDeclaration['type'];

export const BLOCKS_BY_TYPE: ReadonlyMap<string, PageBlockDeclaration> = new Map(
  PAGE_BLOCKS.map((declaration) => [declaration.type, declaration]),
);

export * from './links.ts';
export * from './media-and-feeds.ts';
export * from './products.ts';
export * from './special.ts';
export * from './text-and-image.ts';
export * from './titles.ts';
