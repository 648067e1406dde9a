// Blocks of the picker's "Special" tab.
import { BUTTON_COLORS, MAX_SOCIAL_BUTTONS } from '../../constants.ts';
import { checkUrl } from '../../validation/text-rules.ts';
import { block, type BlockProps } from '../block.ts';
import { iconName, image, link, slot } from '../content-fields.ts';
import { choice, integer, localized, text } from '../fields.ts';
import { list, object } from '../compound-fields.ts';
import { CTA_CLICK_MODES, CTA_TARGETS, ICON_LIST_MAX_ITEMS, SOCIAL_PLATFORMS } from '../page-constants.ts';

/** Call-to-action (spec §3): label per language, URL, target, click behaviour, colour; as a tile too. */
export const ctaBlock = block({
  type: 'cta',
  label: 'cms.blockCta',
  tab: 'special',
  fields: {
    label: localized(text({ max: 80 })),
    url: link(),
    target: choice(CTA_TARGETS, 'same'),
    clickBehaviour: choice(CTA_CLICK_MODES, 'button'),
    colour: choice(BUTTON_COLORS, 'primary'),
    /** The tile's title, text and picture (click behaviour Tile only or Button + Tile). */
    title: localized(text({ max: 120 })),
    description: localized(text({ max: 300, multiline: true })),
    image: image(),
  },
});
export type CtaProps = BlockProps<typeof ctaBlock>;

/** Social buttons (spec §3): platform, URL, label; at most 5 (spec §9). */
export const socialButtonsBlock = block({
  type: 'socialButtons',
  label: 'cms.blockSocialButtons',
  tab: 'special',
  fields: {
    buttons: list(
      object({
        platform: choice(SOCIAL_PLATFORMS, 'instagram'),
        url: text({ max: 2000, check: checkUrl }),
        label: localized(text({ max: 60 })),
      }),
      { max: MAX_SOCIAL_BUTTONS, tooMany: 'validation.maxSocialButtons' },
    ),
  },
});
export type SocialButtonsProps = BlockProps<typeof socialButtonsBlock>;

/** Entries of an icon, a title and a text (what we offer, how it works), side by side on wide screens. */
export const iconListBlock = block({
  type: 'iconList',
  label: 'cms.blockIconList',
  tab: 'special',
  fields: {
    items: list(
      object({
        icon: iconName(),
        title: localized(text({ max: 120 })),
        text: localized(text({ max: 500, multiline: true })),
      }),
      { max: ICON_LIST_MAX_ITEMS },
    ),
    /** Entries side by side from tablet width up; 1 lists them under each other. */
    perRow: integer({ min: 1, max: 4, default: 3 }),
  },
});
export type IconListProps = BlockProps<typeof iconListBlock>;

/** Blocks side by side (stacked on phones): each column holds blocks of its own. */
export const columnsBlock = block({
  type: 'columns',
  label: 'cms.blockColumns',
  tab: 'special',
  fields: {
    columns: list(object({ blocks: slot() }), { max: 4, default: [{ blocks: [] }, { blocks: [] }] }),
    /** Columns side by side from tablet width up; 1 stacks them on every screen. */
    perRow: integer({ min: 1, max: 4, default: 2 }),
  },
});
export type ColumnsProps = BlockProps<typeof columnsBlock>;
