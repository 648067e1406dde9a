// Blocks of the picker's "Hero & titles" tab.
import { BUTTON_COLORS } from '../../constants.ts';
import { block, type BlockProps } from '../block.ts';
import { image, link } from '../content-fields.ts';
import { choice, colour, localized, responsive, text } from '../fields.ts';
import { HEADING_LEVELS, HERO_ARTWORKS, HERO_HEIGHTS, TEXT_ALIGNMENTS } from '../page-constants.ts';

/**
 * A page's opening: a short line above the title, title, subtitle, two buttons, a background picture or
 * an artwork beside the text.
 */
export const heroBlock = block({
  type: 'hero',
  label: 'cms.blockHero',
  tab: 'heroTitles',
  fields: {
    eyebrow: localized(text({ max: 80 })),
    title: localized(text({ max: 120 })),
    subtitle: localized(text({ max: 300, multiline: true })),
    buttonLabel: localized(text({ max: 60 })),
    buttonUrl: link(),
    buttonColour: choice(BUTTON_COLORS, 'primary'),
    secondaryLabel: localized(text({ max: 60 })),
    secondaryUrl: link(),
    image: image(),
    artwork: choice(HERO_ARTWORKS, 'none'),
    align: choice(TEXT_ALIGNMENTS, 'start'),
    height: responsive(choice(HERO_HEIGHTS, 'medium')),
    textColour: colour(),
  },
});
export type HeroProps = BlockProps<typeof heroBlock>;

/** A heading on its own, with an optional line below it. */
export const headingBlock = block({
  type: 'heading',
  label: 'cms.blockHeading',
  tab: 'heroTitles',
  fields: {
    text: localized(text({ max: 200 })),
    subline: localized(text({ max: 300, multiline: true })),
    level: choice(HEADING_LEVELS, 'h2'),
    align: choice(TEXT_ALIGNMENTS, 'start'),
  },
});
export type HeadingProps = BlockProps<typeof headingBlock>;
