// What a machine translation may and may not touch (issue 25; the translations issue adds DeepL and a
// translation memory behind the same masks). Before a text is sent, its placeholders (`{name}`) become
// `<x0/>` and its rich-text structure (marks, links) becomes `<g1>…</g1>` around the words they cover;
// `&`, `<` and `>` of the text itself are escaped. The translator sees only words and opaque tags (the
// tag form DeepL's XML handling keeps too). After the call the answer is parsed back in one linear pass
// and checked: every placeholder exactly once, every tag opened and closed once inside the same parent
// as before, nothing invented. A text that fails is refused, never repaired: the caller reports it.
import {
  isListBlock,
  RICH_TEXT_MARKS,
  type RichTextBlock,
  type RichTextDocument,
  type RichTextInline,
  type RichTextLeaf,
  type RichTextMark,
} from '../rich-text/rich-text.ts';

/** Why a translation was refused: a placeholder lost, doubled or invented; or its structure changed. */
export type MaskProblem = 'placeholder' | 'structure';

/** A group of words under the same marks, or a link (whose words may have marks of their own). */
type Group = { parent: number | null; marks: RichTextMark[]; url?: string };

/** One text as sent: the masked string and what its tags stand for. */
export type MaskedText = { masked: string; placeholders: string[]; groups: Map<number, Group> };

const PLACEHOLDER = /\{[\w.]+\}/g;
/** A placeholder in the translator's own words: one it invented (or unmasked by itself). */
const HAS_PLACEHOLDER = /\{[\w.]+\}/;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

type Builder = { out: string; placeholders: string[]; groups: Map<number, Group>; next: number };

/** Escapes the text and masks its placeholders. */
function addText(builder: Builder, text: string) {
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    builder.out += escape(text.slice(last, match.index));
    builder.out += `<x${builder.placeholders.length}/>`;
    builder.placeholders.push(match[0]);
    last = match.index + match[0].length;
  }
  builder.out += escape(text.slice(last));
}

const marksOf = (leaf: RichTextLeaf) => RICH_TEXT_MARKS.filter((mark) => leaf[mark] === true);

function addLeaf(builder: Builder, leaf: RichTextLeaf, parent: number | null) {
  const marks = marksOf(leaf);
  if (marks.length === 0) return addText(builder, leaf.text);
  const id = builder.next++;
  builder.groups.set(id, { parent, marks });
  builder.out += `<g${id}>`;
  addText(builder, leaf.text);
  builder.out += `</g${id}>`;
}

const newBuilder = (): Builder => ({ out: '', placeholders: [], groups: new Map(), next: 1 });
const done = (builder: Builder): MaskedText => ({
  masked: builder.out,
  placeholders: builder.placeholders,
  groups: builder.groups,
});

/** A plain text as sent: placeholders masked, `&<>` escaped. */
export function maskText(text: string): MaskedText {
  const builder = newBuilder();
  addText(builder, text);
  return done(builder);
}

/** One line of rich text (a paragraph, heading or list item) as sent. */
export function maskInlines(children: readonly RichTextInline[]): MaskedText {
  const builder = newBuilder();
  for (const child of children) {
    if ('type' in child) {
      const id = builder.next++;
      builder.groups.set(id, { parent: null, marks: [], url: child.url });
      builder.out += `<g${id}>`;
      for (const leaf of child.children) addLeaf(builder, leaf, id);
      builder.out += `</g${id}>`;
    } else addLeaf(builder, child, null);
  }
  return done(builder);
}

const TOKEN = /<x(\d+)\/>|<g(\d+)>|<\/g(\d+)>|&(amp|lt|gt);|[<>]/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>' };

type Parsed = { inlines: RichTextInline[] } | { problem: MaskProblem };

/**
 * The translated line back as inlines, or why it is refused. One pass over the answer: each token is
 * looked at once, the open groups are a stack no deeper than the source's (link → marks).
 */
export function unmaskInlines(source: MaskedText, translated: string): Parsed {
  const inlines: RichTextInline[] = [];
  const stack: number[] = [];
  const opened = new Set<number>();
  const seen = new Set<number>();
  let link: { type: 'link'; url: string; children: RichTextLeaf[] } | null = null;
  let pending = '';
  let invented = false;
  const words = (text: string) => {
    if (HAS_PLACEHOLDER.test(text)) invented = true;
    pending += text;
  };

  const flush = () => {
    if (pending === '') return;
    const leaf: RichTextLeaf = { text: pending };
    for (const id of stack) for (const mark of source.groups.get(id)!.marks) leaf[mark] = true;
    (link ? link.children : inlines).push(leaf);
    pending = '';
  };

  let last = 0;
  for (const match of translated.matchAll(TOKEN)) {
    words(translated.slice(last, match.index));
    last = match.index + match[0].length;
    const [, placeholder, open, close, entity] = match;
    if (entity) pending += ENTITIES[entity];
    else if (placeholder !== undefined) {
      const index = Number(placeholder);
      if (index >= source.placeholders.length || seen.has(index)) return { problem: 'placeholder' };
      seen.add(index);
      pending += source.placeholders[index];
    } else if (open !== undefined) {
      const id = Number(open);
      const group = source.groups.get(id);
      if (!group || opened.has(id) || group.parent !== (stack.at(-1) ?? null))
        return { problem: 'structure' };
      flush();
      opened.add(id);
      stack.push(id);
      if (group.url !== undefined) {
        link = { type: 'link', url: group.url, children: [] };
        inlines.push(link);
      }
    } else if (close !== undefined) {
      if (stack.at(-1) !== Number(close)) return { problem: 'structure' };
      flush();
      const id = stack.pop()!;
      if (source.groups.get(id)!.url !== undefined) {
        if (link && link.children.length === 0) link.children.push({ text: '' });
        link = null;
      }
    } else return { problem: 'structure' }; // a lone < or > (ours are always escaped)
  }
  words(translated.slice(last));
  flush();
  if (invented || seen.size !== source.placeholders.length) return { problem: 'placeholder' };
  if (stack.length > 0 || opened.size !== source.groups.size) return { problem: 'structure' };
  return { inlines: inlines.length > 0 ? inlines : [{ text: '' }] };
}

/** The translated plain text, or why it is refused. */
export function unmaskText(
  source: MaskedText,
  translated: string,
): { text: string } | { problem: MaskProblem } {
  const parsed = unmaskInlines(source, translated);
  if ('problem' in parsed) return parsed;
  return { text: parsed.inlines.map((inline) => ('text' in inline ? inline.text : '')).join('') };
}

/** The lines of a rich text as sent, in order: each paragraph or heading, each list's items. */
export function maskRichText(document: RichTextDocument): MaskedText[] {
  return document.flatMap((block) =>
    isListBlock(block)
      ? block.children.map((item) => maskInlines(item.children))
      : [maskInlines(block.children)],
  );
}

/**
 * The rich text with its lines translated (`translated[i]` for `maskRichText(document)[i]`): the same
 * blocks, lists and items, the same marks and links around the translated words; or why it is refused.
 */
export function unmaskRichText(
  document: RichTextDocument,
  masked: readonly MaskedText[],
  translated: readonly string[],
): { document: RichTextDocument } | { problem: MaskProblem } {
  if (translated.length !== masked.length) return { problem: 'structure' };
  let line = 0;
  const lineAt = (): RichTextInline[] | MaskProblem => {
    const parsed = unmaskInlines(masked[line]!, translated[line]!);
    line++;
    return 'problem' in parsed ? parsed.problem : parsed.inlines;
  };
  const blocks: RichTextBlock[] = [];
  for (const block of document) {
    if (isListBlock(block)) {
      const items = [];
      for (let i = 0; i < block.children.length; i++) {
        const children = lineAt();
        if (typeof children === 'string') return { problem: children };
        items.push({ type: 'list-item' as const, children });
      }
      blocks.push({ type: block.type, children: items });
    } else {
      const children = lineAt();
      if (typeof children === 'string') return { problem: children };
      blocks.push({ type: block.type, children });
    }
  }
  return { document: blocks };
}
