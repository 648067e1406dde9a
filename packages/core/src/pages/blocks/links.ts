// Blocks of the picker's "Link Page" and "Cloudbar" tabs.
import { block, type BlockProps } from '../block.ts';
import { image, link } from '../content-fields.ts';
import { localized, text } from '../fields.ts';
import { list, object } from '../compound-fields.ts';

/** A teaser of another page: title, text and picture, linking there. */
export const linkPageBlock = block({
  type: 'linkPage',
  label: 'cms.blockLinkPage',
  tab: 'linkPage',
  fields: {
    url: link(),
    title: localized(text({ max: 120 })),
    description: localized(text({ max: 300, multiline: true })),
    image: image(),
  },
});
export type LinkPageProps = BlockProps<typeof linkPageBlock>;

/** A bar of short links (topics, categories, pages), wrapping on narrow screens. */
export const cloudbarBlock = block({
  type: 'cloudbar',
  label: 'cms.blockCloudbar',
  tab: 'cloudbar',
  fields: {
    links: list(object({ label: localized(text({ max: 60 })), url: link() }), { max: 24 }),
  },
});
export type CloudbarProps = BlockProps<typeof cloudbarBlock>;
