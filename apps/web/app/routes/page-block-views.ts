import { ProductRowBlock } from '../features/catalog/product-row-block.tsx';
import { IconListBlock } from '../features/content-page/blocks/icon-list.tsx';
import { CloudbarBlock, LinkPageBlock } from '../features/content-page/blocks/links.tsx';
import { AudioBlock, VideoBlock } from '../features/content-page/blocks/media.tsx';
import { RssFeedBlock } from '../features/content-page/blocks/rss-feed.tsx';
import { ColumnsBlock, CtaBlock, SocialButtonsBlock } from '../features/content-page/blocks/special.tsx';
import { ImageBlock, TextBlock } from '../features/content-page/blocks/text-and-image.tsx';
import { HeadingBlock, HeroBlock } from '../features/content-page/blocks/titles.tsx';
import { blockView, type PageBlockView } from '../lib/pages/page-render.tsx';

// The render component of every block type a CMS page may hold (packages/core/src/pages/blocks), each
// from the feature owning its data (a feature imports no other feature, so they meet here, as the
// dashboard's cards do). A new block type is one entry; page-block-views.test.ts checks none is missing.

export const PAGE_BLOCK_VIEWS: readonly PageBlockView[] = [
  blockView('hero', HeroBlock),
  blockView('heading', HeadingBlock),
  blockView('text', TextBlock),
  blockView('image', ImageBlock),
  blockView('cta', CtaBlock),
  blockView('socialButtons', SocialButtonsBlock),
  blockView('iconList', IconListBlock),
  blockView('rss', RssFeedBlock),
  blockView('video', VideoBlock),
  blockView('audio', AudioBlock),
  blockView('columns', ColumnsBlock),
  blockView('productRow', ProductRowBlock),
  blockView('linkPage', LinkPageBlock),
  blockView('cloudbar', CloudbarBlock),
];
