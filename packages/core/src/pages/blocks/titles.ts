// Blocks of the picker's "Hero & titles" tab.
import { BUTTON_COLORS } from '../../constants.ts';
import { block, type BlockProps } from '../block.ts';
import { image, link } from '../content-fields.ts';
import { choice, colour, localized, responsive, text } from '../fields.ts';
import { HEADING_LEVELS, HERO_HEIGHTS, TEXT_ALIGNMENTS } from '../page-constants.ts';

/** A page's opening: title, subtitle, a button, a background picture. */
export const heroBlock = block({
  type: 'hero',
  label: 'cms.blockHero',
  tab: 'heroTitles',
  fields: {
    title: localized(text({ max: 120 })),
    subtitle: localized(text({ max: 300, multiline: true })),
    buttonLabel: localized(text({ max: 60 })),
    buttonUrl: link(),
    buttonColour: choice(BUTTON_COLORS, 'primary'),
    image: image(),
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
