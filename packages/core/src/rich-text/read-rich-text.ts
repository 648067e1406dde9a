import type { ValidationError, ValidationResult } from '../validation/messages.ts';
import { checkStorableText, UNSTORABLE } from '../validation/storable-text.ts';
import { checkForbiddenCharacters, checkMaxLength } from '../validation/text-rules.ts';
import {
  checkRichTextLink,
  isListBlock,
  isListType,
  isTextBlockType,
  RICH_TEXT_MARKS,
  RICH_TEXT_MAX_DEPTH,
  RICH_TEXT_MAX_JSON_LENGTH,
  RICH_TEXT_MAX_NODES,
  type RichTextDocument,
  type RichTextInline,
  type RichTextLeaf,
  type RichTextListItem,
} from './rich-text.ts';

// Reading a stored or sent rich text: one walk that both checks (the first problem, for the save's
// field error) and repairs (the document the shop shows and the editor opens), so what is refused
// and what is dropped can never disagree. Runs in the browser and on the server; never throws.

export type RichTextReading = {
  /** Only allowed shapes: unknown nodes as their text, bad links as their text, unstorable characters gone. */
  document: RichTextDocument;
  /** The first rule the value breaks; null when it may be stored as it is. */
  problem: ValidationError | null;
};

/**
 * The rich text rules' messages (catalogue group validation). Not in validation/messages.ts, whose
 * texts every form page loads; these only pages with rich text need.
 */
type RichTextErrorKey =
  | 'validation.richTextFormat'
  | 'validation.richTextLink'
  | 'validation.richTextTooDeep'
  | 'validation.richTextTooLarge';
const fail = (key: RichTextErrorKey, params?: Record<string, string>): ValidationError =>
  params ? { key, params } : { key };

type Node = Record<string, unknown>;

/** Stored data read back: characters that cannot be stored are dropped (a save refuses them). */
const withoutUnstorableCharacters = (value: string): string => value.replace(UNSTORABLE, '');

type Walk = { problem: ValidationError | null };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const report = (walk: Walk, error: ValidationError | null) => {
  if (error && !walk.problem) walk.problem = error;
};

/** Text for a message: visible characters only, at most 80 of them. */
const shown = (value: unknown, fallback: string): string => {
  if (typeof value !== 'string' || value.trim() === '') return fallback;
  const clean = withoutUnstorableCharacters(value.trim());
  return clean.length > 80 ? `${clean.slice(0, 79)}…` : clean;
};

const formatProblem = (node: unknown): ValidationError =>
  fail('validation.richTextFormat', {
    name: isNode(node) ? shown(node.type, 'text' in node ? 'text' : '?') : typeof node,
  });

/** Plain text (legacy data, before issue 15): every non-blank line a paragraph. */
export function paragraphsOf(text: string): RichTextDocument {
  return withoutUnstorableCharacters(text)
    .split(/\r\n|\r|\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => ({ type: 'paragraph', children: [{ text: line }] }));
}

/** A JSON array of objects is Slate JSON; any other text is legacy plain text. */
function parseSlate(value: string): unknown[] | null {
  if (!value.trimStart().startsWith('[')) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) && parsed.every(isNode) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Depth and size, before the shapes are looked at: without recursion, stopping at the first excess,
 * so a hostile value costs at most RICH_TEXT_MAX_NODES steps. Also gathers the texts met, for showing
 * something of a refused value.
 */
function measure(nodes: unknown[]): { problem: ValidationError | null; texts: string[] } {
  const texts: string[] = [];
  const pending: { node: unknown; depth: number }[] = nodes.map((node) => ({ node, depth: 1 }));
  let count = 0;
  while (pending.length > 0) {
    const { node, depth } = pending.pop()!;
    if (++count > RICH_TEXT_MAX_NODES) return { problem: fail('validation.richTextTooLarge'), texts };
    if (depth > RICH_TEXT_MAX_DEPTH)
      return { problem: fail('validation.richTextTooDeep', { max: String(RICH_TEXT_MAX_DEPTH) }), texts };
    if (!isNode(node)) continue;
    if (typeof node.text === 'string') texts.push(node.text);
    if (Array.isArray(node.children))
      for (const child of node.children as unknown[]) pending.push({ node: child, depth: depth + 1 });
  }
  return { problem: null, texts };
}

/** All text below a node as one leaf (a refused element keeps its words). Depth is bounded by `measure`. */
function flatText(node: unknown): string {
  if (!isNode(node)) return '';
  if (typeof node.text === 'string') return node.text;
  return Array.isArray(node.children) ? (node.children as unknown[]).map(flatText).join('') : '';
}

const flatLeaf = (node: unknown): RichTextLeaf => ({ text: withoutUnstorableCharacters(flatText(node)) });

const isElement = (node: Node) => Array.isArray(node.children);

/** An element's children; Slate never leaves an element empty, so an empty one is refused (and filled). */
function childrenOf(node: Node, walk: Walk): unknown[] {
  const children = node.children as unknown[];
  if (children.length === 0) report(walk, formatProblem(node));
  return children;
}

function leafOf(node: Node, walk: Walk): RichTextLeaf {
  const text = node.text as string;
  report(walk, checkStorableText(text));
  const leaf: RichTextLeaf = { text: withoutUnstorableCharacters(text) };
  for (const mark of RICH_TEXT_MARKS) if (node[mark] === true) leaf[mark] = true;
  return leaf;
}

/** Slate needs at least one child in every element. */
const filled = <T extends RichTextInline>(children: T[]): T[] =>
  children.length > 0 ? children : [{ text: '' } as T];

function leavesOf(children: unknown, walk: Walk): RichTextLeaf[] {
  const leaves: RichTextLeaf[] = [];
  for (const child of children as unknown[]) {
    if (isNode(child) && !isElement(child) && typeof child.text === 'string')
      leaves.push(leafOf(child, walk));
    else {
      report(walk, formatProblem(child));
      leaves.push(flatLeaf(child));
    }
  }
  return filled(leaves);
}

function inlinesOf(children: unknown, walk: Walk): RichTextInline[] {
  const inlines: RichTextInline[] = [];
  for (const child of children as unknown[]) {
    if (isNode(child) && child.type === 'link' && isElement(child)) {
      const leaves = leavesOf(childrenOf(child, walk), walk);
      const url = typeof child.url === 'string' ? child.url.trim() : '';
      const bad = checkRichTextLink(url);
      report(walk, bad && fail('validation.richTextLink', { url: shown(url, '') }));
      if (bad) inlines.push(...leaves);
      else inlines.push({ type: 'link', url, children: leaves });
    } else inlines.push(...leavesOf([child], walk));
  }
  return filled(inlines);
}

function itemsOf(children: unknown, walk: Walk): RichTextListItem[] {
  const items = (children as unknown[]).map((child): RichTextListItem => {
    if (isNode(child) && child.type === 'list-item' && isElement(child))
      return { type: 'list-item', children: inlinesOf(childrenOf(child, walk), walk) };
    report(walk, formatProblem(child));
    return { type: 'list-item', children: [flatLeaf(child)] };
  });
  return items.length > 0 ? items : [{ type: 'list-item', children: [{ text: '' }] }];
}

function blocksOf(nodes: unknown[], walk: Walk): RichTextDocument {
  return nodes.map((node) => {
    const { type } = node as Node;
    const element = isElement(node as Node);
    if (isTextBlockType(type) && element)
      return { type, children: inlinesOf(childrenOf(node as Node, walk), walk) };
    if (isListType(type) && element) return { type, children: itemsOf(childrenOf(node as Node, walk), walk) };
    report(walk, formatProblem(node));
    return { type: 'paragraph', children: [flatLeaf(node)] };
  });
}

/** Reads a stored or sent value: Slate JSON, or legacy plain text (read as paragraphs). */
export function readRichText(value: string): RichTextReading {
  if (value.length > RICH_TEXT_MAX_JSON_LENGTH)
    return { document: [], problem: fail('validation.richTextTooLarge') };
  const nodes = parseSlate(value);
  if (!nodes) return { document: paragraphsOf(value), problem: checkStorableText(value) };
  const measured = measure(nodes);
  if (measured.problem)
    return { document: paragraphsOf(measured.texts.join('\n')), problem: measured.problem };
  const walk: Walk = { problem: null };
  const document = blocksOf(nodes, walk);
  return { document, problem: walk.problem };
}

/** The plain text: one line per block and list item (search, meta description, translation). */
export function richTextPlainText(document: RichTextDocument): string {
  const line = (children: RichTextInline[]) =>
    children
      .map((child) => ('type' in child ? child.children.map((leaf) => leaf.text).join('') : child.text))
      .join('');
  return document
    .flatMap((block) =>
      isListBlock(block) ? block.children.map((item) => line(item.children)) : [line(block.children)],
    )
    .join('\n');
}

/** A stored value's plain text (legacy plain text comes back as its non-blank lines). */
export const plainTextOf = (value: string): string => richTextPlainText(readRichText(value).document);

/** What is stored: the document's JSON, or '' when it holds no text (no description). */
export function serializeRichText(document: RichTextDocument): string {
  return richTextPlainText(document).trim() === '' ? '' : JSON.stringify(document);
}

/** The stored form of a value that passed `checkRichText`: legacy text as Slate JSON, extra properties gone. */
export const normalizeRichText = (value: string): string => serializeRichText(readRichText(value).document);

/** The rules of a rich text field: allowed shapes (above) and at most `maxTextLength` characters of text. */
export function checkRichText(value: string, maxTextLength: number): ValidationResult {
  const { document, problem } = readRichText(value);
  const text = richTextPlainText(document);
  // The spec's forbidden characters count in what the shopper reads, not in the JSON around it.
  return problem ?? checkForbiddenCharacters(text) ?? checkMaxLength(text, maxTextLength);
}
