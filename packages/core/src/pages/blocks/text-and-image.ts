// Blocks of the picker's "Text" and "Image" tabs.
import { block, type BlockProps } from '../block.ts';
import { image, richText } from '../content-fields.ts';
import { choice, localized, responsive, text } from '../fields.ts';
import { IMAGE_ASPECT_RATIOS, TEXT_ALIGNMENTS } from '../page-constants.ts';

export const TEXT_BLOCK_MAX_LENGTH = 20_000;

/** Rich text, as product descriptions have it (Slate). */
export const textBlock = block({
  type: 'text',
  label: 'cms.blockText',
  tab: 'text',
  fields: {
    body: localized(richText({ max: TEXT_BLOCK_MAX_LENGTH })),
    align: choice(TEXT_ALIGNMENTS, 'start'),
  },
});
export type TextProps = BlockProps<typeof textBlock>;

/** A picture with its aspect ratio (per screen width) and an optional caption. */
export const imageBlock = block({
  type: 'image',
  label: 'cms.blockImage',
  tab: 'image',
  fields: {
    image: image(),
    aspectRatio: responsive(choice(IMAGE_ASPECT_RATIOS, 'auto')),
    caption: localized(text({ max: 300 })),
  },
});
export type ImageProps = BlockProps<typeof imageBlock>;
