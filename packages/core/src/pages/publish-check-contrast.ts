// The publish check's contrast findings (issue 25; publish-check.ts): text over a section's background
// colour, and a hero's own text colour over the hero, measured as WCAG does (AA: 4.5:1). Colours are
// resolved in the shop's theme as the shop's renderer draws them (section-text-colour.ts).
import {
  contrastRatio,
  mixColours,
  parseColour,
  WCAG_AA_TEXT_CONTRAST,
  type Rgba,
} from '../theme/contrast.ts';
import { getColorNode, isColorLeaf, resolveColor } from '../theme/resolve-color.ts';
import { isColorPath } from '../theme/style-values.ts';
import type { Theme } from '../theme/types.ts';
import type { PageSection } from './page-document.ts';
import type { PublishFinding } from './publish-check.ts';
import type { PlacedBlock } from './publish-check-walk.ts';
import { DARK_TEXT_PATH, LIGHT_TEXT, pairedTextPath, prefersDarkText } from './section-text-colour.ts';

/** The page's own colours (the theme's CMS colours), under every section. */
const PAGE_BACKGROUND = 'applications.cms.background';
const PAGE_TEXT = 'applications.cms.text';
const PRIMARY = 'colors.primary.background';

const exists = (theme: Theme, path: string) => isColorLeaf(getColorNode(theme, path));

/** A colour setting (theme path or literal) as channels; null for none, or a path the theme lacks. */
function colourOf(theme: Theme, value: string): Rgba | null {
  if (value === '') return null;
  if (isColorPath(value) && !exists(theme, value)) return null;
  return parseColour(resolveColor(theme, value));
}

/** The text colour the renderer gives a section's background (its theme pair, or dark/white). */
function sectionText(theme: Theme, background: string): Rgba | null {
  if (isColorPath(background)) {
    const paired = pairedTextPath(background);
    return colourOf(theme, exists(theme, paired) ? paired : PAGE_TEXT);
  }
  const dark = prefersDarkText(background);
  return colourOf(theme, dark === null ? PAGE_TEXT : dark ? DARK_TEXT_PATH : LIGHT_TEXT);
}

const ratioText = (ratio: number) => (Math.floor(ratio * 10) / 10).toFixed(1);

/** Text over a section with a background of its own that is harder to read than 4.5:1. */
export function sectionContrastFinding(
  section: PageSection,
  index: number,
  theme: Theme,
): PublishFinding | null {
  const { background } = section.settings;
  const colour = colourOf(theme, background);
  const text = colour && sectionText(theme, background);
  const page = colourOf(theme, PAGE_BACKGROUND) ?? undefined;
  if (!colour || !text) return null;
  const ratio = contrastRatio(text, colour, page);
  if (ratio >= WCAG_AA_TEXT_CONTRAST) return null;
  return {
    kind: 'contrast',
    key: 'cms.publishCheckContrast',
    values: { ratio: ratioText(ratio), minimum: String(WCAG_AA_TEXT_CONTRAST) },
    blockId: null,
    blockType: null,
    sectionId: section.id,
    path: `sections.${index}.settings.background`,
    language: null,
  };
}

/**
 * A hero's own text colour over the hero (the page's colour tinted with 7 % of the primary colour, as
 * titles.module.css draws it; over a section's colour when it has one). A hero with a picture is shaded
 * for its white text and not measured.
 */
export function heroContrastFinding(
  placed: PlacedBlock,
  section: PageSection,
  theme: Theme,
): PublishFinding | null {
  const props = placed.block.props as { textColour?: unknown; image?: { src?: unknown } };
  if (placed.block.type !== 'hero' || typeof props.textColour !== 'string') return null;
  if (typeof props.image?.src === 'string' && props.image.src !== '') return null;
  const text = colourOf(theme, props.textColour);
  const page = colourOf(theme, PAGE_BACKGROUND);
  const primary = colourOf(theme, PRIMARY);
  if (!text || !page || !primary) return null;
  const under = colourOf(theme, section.settings.background) ?? page;
  const ratio = contrastRatio(text, mixColours(primary, 0.07, under), page);
  if (ratio >= WCAG_AA_TEXT_CONTRAST) return null;
  return {
    kind: 'contrast',
    key: 'cms.publishCheckContrast',
    values: { ratio: ratioText(ratio), minimum: String(WCAG_AA_TEXT_CONTRAST) },
    blockId: placed.block.id,
    blockType: placed.block.type,
    sectionId: placed.sectionId,
    path: `${placed.path}.props.textColour`,
    language: null,
  };
}
