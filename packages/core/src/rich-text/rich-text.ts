import { fail, type ValidationResult } from '../validation/messages.ts';
import { isHttpsUrl, RELATIVE_PATH_PATTERN } from '../validation/patterns.ts';
import { checkForbiddenCharacters } from '../validation/text-rules.ts';

// Rich text (DESIGN §2: Slate, stored as Slate JSON — the spec's `richTextSlate` translation entity;
// decision 0050). The shapes below are all we store and render: the admin's editor produces nothing
// else, the server refuses anything else, and the shop's renderer knows only these.

export const RICH_TEXT_MARKS = ['bold', 'italic', 'underline'] as const;
export type RichTextMark = (typeof RICH_TEXT_MARKS)[number];

/** A run of text; a mark is present only when on. */
export type RichTextLeaf = { text: string } & Partial<Record<RichTextMark, true>>;
/** https:// or a path of this shop (RICH_TEXT_LINK rule below). */
export type RichTextLink = { type: 'link'; url: string; children: RichTextLeaf[] };
export type RichTextInline = RichTextLeaf | RichTextLink;

export const RICH_TEXT_TEXT_BLOCKS = ['paragraph', 'heading-two', 'heading-three'] as const;
export type RichTextTextBlockType = (typeof RICH_TEXT_TEXT_BLOCKS)[number];
export const RICH_TEXT_LISTS = ['bulleted-list', 'numbered-list'] as const;
export type RichTextListType = (typeof RICH_TEXT_LISTS)[number];

export type RichTextTextBlock = { type: RichTextTextBlockType; children: RichTextInline[] };
export type RichTextListItem = { type: 'list-item'; children: RichTextInline[] };
export type RichTextList = { type: RichTextListType; children: RichTextListItem[] };
export type RichTextBlock = RichTextTextBlock | RichTextList;
export type RichTextElement = RichTextBlock | RichTextListItem | RichTextLink;
/** A whole text: Slate's editor value. */
export type RichTextDocument = RichTextBlock[];

/** Nodes below the document: list → item → link → text. Anything deeper is refused before it is read. */
export const RICH_TEXT_MAX_DEPTH = 4;
/** Elements and texts of one document; far more than a product description of 10,000 characters needs. */
export const RICH_TEXT_MAX_NODES = 5000;
/** The stored JSON's length, checked before parsing, so a huge value costs no parse. */
export const RICH_TEXT_MAX_JSON_LENGTH = 200_000;
/** Longer link addresses are not links a shop writes. */
export const RICH_TEXT_LINK_MAX_LENGTH = 2000;

export const isTextBlockType = (type: unknown): type is RichTextTextBlockType =>
  (RICH_TEXT_TEXT_BLOCKS as readonly unknown[]).includes(type);
export const isListType = (type: unknown): type is RichTextListType =>
  (RICH_TEXT_LISTS as readonly unknown[]).includes(type);
export const isListBlock = (block: RichTextBlock): block is RichTextList => isListType(block.type);

/**
 * A link's address: https:// or a path of this shop starting with / (not //, another host), the rule of
 * the category link URL (spec §5) — so never javascript:, data: or http:. Empty is not a link.
 */
export function checkRichTextLink(url: string): ValidationResult {
  const trimmed = url.trim();
  if (trimmed === '' || trimmed.length > RICH_TEXT_LINK_MAX_LENGTH) return fail('validation.validUrlDot');
  if (checkForbiddenCharacters(trimmed)) return fail('validation.validUrlDot');
  return isHttpsUrl(trimmed) || RELATIVE_PATH_PATTERN.test(trimmed) ? null : fail('validation.validUrlDot');
}

/** Whether a link leaves the shop (the shop renders those with rel="noopener"). */
export const isExternalLink = (url: string): boolean => !url.startsWith('/');
