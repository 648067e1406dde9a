// The publish check (issue 25): before a page goes live it is checked — images without alternative text
// (per language), heading order, links without a name, contrast of text over section backgrounds, the
// SEO title's and description's length, missing translations — each finding with the block (or the
// page's field) it belongs to and a text key (catalogue group cms). Pure: the server runs it on the page
// as it would go live (the stored document, the meta data as being saved) with the shop's theme.
import type { LocalizedText } from '../i18n/localized-text.ts';
import type { Theme } from '../theme/types.ts';
import type { PageDocument } from './page-document.ts';
import { PAGE_SEO_DESCRIPTION_MAX, pageFieldPath } from './page-rules.ts';
import { heroContrastFinding, sectionContrastFinding } from './publish-check-contrast.ts';
import {
  altTextFindings,
  headingFindings,
  linkNameFindings,
  translationFindings,
} from './publish-check-content.ts';
import { blockValues, placedBlocks } from './publish-check-walk.ts';

export const PUBLISH_FINDING_KINDS = [
  'imageAlt',
  'headingOrder',
  'linkName',
  'contrast',
  'seoTitle',
  'seoDescription',
  'translation',
] as const;
export type PublishFindingKind = (typeof PUBLISH_FINDING_KINDS)[number];

export type PublishFinding = {
  kind: PublishFindingKind;
  /** The text saying what is wrong (catalogue group cms), with its values. */
  key: string;
  values: Record<string, string>;
  /** The block it belongs to and its type; null for a section's colours and the page's own texts. */
  blockId: string | null;
  blockType: string | null;
  /** The section it belongs to; null for the page's own texts (SEO title, title). */
  sectionId: string | null;
  /** Where: the document path (`sections.0.blocks.2.props.image.alt.en-GB`) or the page's field (`seoTitle.de-DE`). */
  path: string;
  /** The language it concerns, or null when it concerns every language. */
  language: string | null;
};

/** The meta data a page goes live with (page-rules.ts `PageMetaInput`'s texts). */
export type PublishCheckMeta = {
  title: LocalizedText;
  seoTitle: LocalizedText;
  seoDescription: LocalizedText;
};

export type PublishCheckInput = {
  document: PageDocument;
  meta: PublishCheckMeta;
  /** The shop's languages; the first of `languages` need not be the default. */
  languages: readonly string[];
  defaultLanguage: string;
  /** The shop's active theme (with defaults): section colours are measured in it. */
  theme: Theme;
};

/**
 * What search results show of a page's title and description (in characters): shorter says too
 * little, longer is cut off. The hard limits of a save are page-rules.ts's.
 */
export const SEO_TITLE_RECOMMENDED = { min: 20, max: 60 } as const;
export const SEO_DESCRIPTION_RECOMMENDED = { min: 70, max: PAGE_SEO_DESCRIPTION_MAX } as const;

/** Findings on the SEO title and description of each shop language: missing, too short or too long. */
function seoFindings(input: PublishCheckInput): PublishFinding[] {
  const findings: PublishFinding[] = [];
  const fields = [
    ['seoTitle', SEO_TITLE_RECOMMENDED, 'cms.publishCheckSeoTitleMissing', 'cms.publishCheckSeoTitleLength'],
    [
      'seoDescription',
      SEO_DESCRIPTION_RECOMMENDED,
      'cms.publishCheckSeoDescriptionMissing',
      'cms.publishCheckSeoDescriptionLength',
    ],
  ] as const;
  for (const language of input.languages) {
    for (const [field, range, missingKey, lengthKey] of fields) {
      const text = (input.meta[field][language] ?? '').trim();
      const length = [...text].length;
      if (length >= range.min && length <= range.max) continue;
      findings.push({
        kind: field,
        key: length === 0 ? missingKey : lengthKey,
        values: { length: String(length), min: String(range.min), max: String(range.max) },
        blockId: null,
        blockType: null,
        sectionId: null,
        path: pageFieldPath(field, language),
        language,
      });
    }
  }
  return findings;
}

/** The page's title in each shop language (the document's texts: translationFindings). */
function titleFindings(input: PublishCheckInput): PublishFinding[] {
  return input.languages
    .filter((language) => !(input.meta.title[language] ?? '').trim())
    .map((language) => ({
      kind: 'translation' as const,
      key: 'cms.publishCheckTranslationMissing',
      values: {},
      blockId: null,
      blockType: null,
      sectionId: null,
      path: pageFieldPath('title', language),
      language,
    }));
}

/**
 * Every finding of the page, in the order a reader meets them: the page's own texts first, the heading
 * outline's, then section by section its colours and its blocks' findings from top to bottom. Empty when
 * the page is ready to go live.
 */
export function checkPageForPublishing(input: PublishCheckInput): PublishFinding[] {
  const { document, languages, theme } = input;
  const blocks = placedBlocks(document);
  const outline = headingFindings(blocks, input.defaultLanguage);
  const placed: PublishFinding[] = [];
  document.sections.forEach((section, index) => {
    const colours = sectionContrastFinding(section, index, theme);
    if (colours) placed.push(colours);
    for (const block of blocks.filter((candidate) => candidate.sectionId === section.id)) {
      const values = blockValues(block);
      const hero = heroContrastFinding(block, section, theme);
      placed.push(
        ...outline.filter((found) => found.blockId === block.block.id),
        ...altTextFindings(block, values, languages),
        ...linkNameFindings(block),
        ...(hero ? [hero] : []),
        ...translationFindings(block, values, languages),
      );
    }
  });
  const pageOutline = outline.filter((found) => found.blockId === null);
  return [...titleFindings(input), ...seoFindings(input), ...pageOutline, ...placed];
}
