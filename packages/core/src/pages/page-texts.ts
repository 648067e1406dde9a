// A page's texts per language, found by the block declarations (issue 25): what a translation reads and
// writes. Every `localized` field of every block (in slots too) is one text, addressed by its path in
// the document (`sections.0.blocks.2.props.title`, the reader's paths), so a translation can be written
// back to exactly where it came from and a refused one reported there.
import type { RichTextDocument } from '../rich-text/rich-text.ts';
import { BLOCKS_BY_TYPE } from './blocks/index.ts';
import { ALT_TEXT_MAX_LENGTH } from './content-fields.ts';
import { childPath, type FieldControl } from './fields.ts';
import type { PageBlock, PageDocument } from './page-document.ts';

export type PageTextKind = 'text' | 'richText';
export type PageTextValue = string | RichTextDocument;

/** One text of the page in every language it has. */
export type PageText = { path: string; kind: PageTextKind; values: Record<string, PageTextValue> };

const IMAGE_ALT: FieldControl = {
  kind: 'localized',
  inner: { kind: 'text', max: ALT_TEXT_MAX_LENGTH, multiline: false },
};

/** Returns the text's new values, or undefined to keep them. */
type Visit = (text: PageText) => Record<string, PageTextValue> | undefined;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value with each text visited; the same object where nothing below it changed. */
function walkValue(value: unknown, control: FieldControl, path: string, visit: Visit): unknown {
  switch (control.kind) {
    case 'localized': {
      const kind =
        control.inner.kind === 'richText' ? 'richText' : control.inner.kind === 'text' ? 'text' : null;
      if (!kind || !isRecord(value)) return value;
      return visit({ path, kind, values: value as Record<string, PageTextValue> }) ?? value;
    }
    case 'image':
      // A picture's alt text is a text per language (content-fields.ts `image`); its address is not.
      return walkRecord(value, { alt: IMAGE_ALT }, path, visit);
    case 'responsive':
      return walkRecord(
        value,
        { base: control.inner, tablet: control.inner, desktop: control.inner },
        path,
        visit,
      );
    case 'object':
      return walkRecord(value, control.fields, path, visit);
    case 'list': {
      if (!Array.isArray(value)) return value;
      const items = value.map((item, index) => walkValue(item, control.item, childPath(path, index), visit));
      return items.some((item, index) => item !== value[index]) ? items : value;
    }
    case 'slot': {
      if (!Array.isArray(value)) return value;
      const blocks = walkBlocks(value as PageBlock[], path, visit);
      return blocks === value ? value : blocks;
    }
    default:
      return value;
  }
}

function walkRecord(
  value: unknown,
  fields: Record<string, FieldControl>,
  path: string,
  visit: Visit,
): unknown {
  if (!isRecord(value)) return value;
  let changed: Record<string, unknown> | null = null;
  for (const [key, control] of Object.entries(fields)) {
    if (!(key in value)) continue;
    const next = walkValue(value[key], control, childPath(path, key), visit);
    if (next !== value[key]) (changed ??= { ...value })[key] = next;
  }
  return changed ?? value;
}

function walkBlocks(blocks: readonly PageBlock[], path: string, visit: Visit): PageBlock[] {
  let changed = false;
  const next = blocks.map((block, index) => {
    const declaration = isRecord(block) ? BLOCKS_BY_TYPE.get(block.type) : undefined;
    if (!declaration) return block;
    const controls = Object.fromEntries(
      Object.entries(declaration.fields).map(([key, field]) => [key, field.control]),
    );
    const props = walkRecord(block.props, controls, childPath(childPath(path, index), 'props'), visit);
    if (props === block.props) return block;
    changed = true;
    return { ...block, props: props as PageBlock['props'] };
  });
  return changed ? next : (blocks as PageBlock[]);
}

/**
 * Visits the texts of one block (those of blocks in its slots too), each with its path inside the
 * block's props (`title`, `items.2.label`: what a page's `data-page-text` names); returns the block
 * with the changes.
 */
export function mapBlockTexts(block: PageBlock, visit: Visit): PageBlock {
  const prefix = '0.props.';
  const [mapped] = walkBlocks([block], '', (text) =>
    visit({ ...text, path: text.path.slice(prefix.length) }),
  );
  return mapped!;
}

/** Visits every text of a (read) document in document order; returns the document with the changes. */
export function mapPageTexts(document: PageDocument, visit: Visit): PageDocument {
  let changed = false;
  const sections = document.sections.map((section, index) => {
    const blocks = walkBlocks(section.blocks, childPath(childPath('sections', index), 'blocks'), visit);
    if (blocks === section.blocks) return section;
    changed = true;
    return { ...section, blocks };
  });
  return changed ? { ...document, sections } : document;
}

/** Every text of the page, in document order. */
export function pageTexts(document: PageDocument): PageText[] {
  const texts: PageText[] = [];
  mapPageTexts(document, (text) => {
    texts.push(text);
    return undefined;
  });
  return texts;
}

/** The document with `language`'s text set at each given path (other languages stay as they are). */
export function withPageTexts(
  document: PageDocument,
  language: string,
  texts: ReadonlyMap<string, PageTextValue>,
): PageDocument {
  return mapPageTexts(document, ({ path, values }) => {
    const text = texts.get(path);
    return text === undefined ? undefined : { ...values, [language]: text };
  });
}
