import {
  isListType,
  isTextBlockType,
  type RichTextElement,
  type RichTextLeaf,
  type RichTextLink,
  type RichTextListType,
  type RichTextMark,
  type RichTextTextBlockType,
} from '@print/core/rich-text/rich-text';
import { Editor, Element, Node, Range, Text, Transforms, type BaseEditor, type NodeEntry } from 'slate';
import type { HistoryEditor } from 'slate-history';
import { ReactEditor } from 'slate-react';

// What the rich text editor's toolbar and keys do to a Slate editor, and the rules that keep its value
// within the shapes @print/core stores (decision 0050), so a save is never refused for the editor's
// own output.

declare module 'slate' {
  interface CustomTypes {
    Editor: BaseEditor & ReactEditor & HistoryEditor;
    Element: RichTextElement;
    Text: RichTextLeaf;
  }
}

/**
 * Takes the browser's selection into the editor now: Slate follows it only every 100 ms, so a toolbar
 * press right after selecting (Shift+arrows, a double click) would act on the selection before.
 */
export function syncSelection(editor: Editor) {
  const dom = window.getSelection();
  if (!dom || dom.rangeCount === 0 || !ReactEditor.hasDOMNode(editor, dom.anchorNode as globalThis.Node))
    return;
  const range = ReactEditor.toSlateRange(editor, dom, { exactMatch: false, suppressThrow: true });
  if (range) Transforms.select(editor, range);
}

export type BlockFormat = RichTextTextBlockType | RichTextListType;

const isLink = (node: Node): node is RichTextLink => Element.isElement(node) && node.type === 'link';

export const isMarkActive = (editor: Editor, mark: RichTextMark): boolean =>
  Editor.marks(editor)?.[mark] === true;

export function toggleMark(editor: Editor, mark: RichTextMark) {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}

export function isBlockActive(editor: Editor, format: BlockFormat): boolean {
  const { selection } = editor;
  if (!selection) return false;
  const [match] = Editor.nodes(editor, {
    at: Editor.unhangRange(editor, selection),
    match: (node) => Element.isElement(node) && node.type === format,
  });
  return Boolean(match);
}

/** A heading or list on the selected blocks, or back to paragraphs when it is on already. */
export function toggleBlock(editor: Editor, format: BlockFormat) {
  const active = isBlockActive(editor, format);
  const list = isListType(format);
  Transforms.unwrapNodes(editor, {
    match: (node) => Element.isElement(node) && isListType(node.type),
    split: true,
  });
  Transforms.setNodes<RichTextElement>(editor, {
    type: active ? 'paragraph' : list ? 'list-item' : format,
  } as Partial<RichTextElement>);
  if (!active && list) Transforms.wrapNodes(editor, { type: format, children: [] });
}

export const activeLink = (editor: Editor): RichTextLink | null => {
  const [entry] = Editor.nodes(editor, { match: isLink });
  return (entry?.[0] as RichTextLink | undefined) ?? null;
};

export const removeLink = (editor: Editor) => Transforms.unwrapNodes(editor, { match: isLink });

/** Links the selected words (or changes the link the caret is in); with nothing selected, the address. */
export function setLink(editor: Editor, url: string) {
  if (activeLink(editor)) {
    Transforms.setNodes<RichTextElement>(editor, { url } as Partial<RichTextElement>, { match: isLink });
    return;
  }
  const { selection } = editor;
  if (!selection) return;
  if (Range.isCollapsed(selection)) {
    Transforms.insertNodes(editor, { type: 'link', url, children: [{ text: url }] });
  } else {
    Transforms.wrapNodes(editor, { type: 'link', url, children: [] }, { split: true });
    Transforms.collapse(editor, { edge: 'end' });
  }
}

/** The block the caret is in, with its path. */
const currentBlock = (editor: Editor): NodeEntry<RichTextElement> | undefined =>
  Editor.above(editor, {
    match: (node) => Element.isElement(node) && Editor.isBlock(editor, node),
    mode: 'lowest',
  });

/** Children that cannot be where they are: a list's non-items, blocks inside a text block, link or item. */
function fixChildren(editor: Editor, element: RichTextElement, path: number[]): boolean {
  for (const [child, childPath] of Node.children(editor, path)) {
    if (isListType(element.type)) {
      if (Text.isText(child)) {
        Transforms.wrapNodes(editor, { type: 'list-item', children: [] }, { at: childPath });
        return true;
      }
      if (child.type !== 'list-item') {
        Transforms.setNodes<RichTextElement>(editor, { type: 'list-item' } as Partial<RichTextElement>, {
          at: childPath,
        });
        return true;
      }
    } else if (Element.isElement(child) && (element.type === 'link' || child.type !== 'link')) {
      Transforms.unwrapNodes(editor, { at: childPath });
      return true;
    }
  }
  return false;
}

/** The editor with links as inline elements and the stored shapes' rules. */
export function withRichTextRules(editor: Editor): Editor {
  const { isInline, normalizeNode, insertBreak } = editor;
  editor.isInline = (element) => element.type === 'link' || isInline(element);

  editor.normalizeNode = (entry, options) => {
    const [node, path] = entry;
    if (Element.isElement(node)) {
      // A list item outside a list (after a merge or paste) becomes a paragraph.
      if (path.length === 1 && !isTextBlockType(node.type) && !isListType(node.type)) {
        Transforms.setNodes<RichTextElement>(editor, { type: 'paragraph' } as Partial<RichTextElement>, {
          at: path,
        });
        return;
      }
      if (fixChildren(editor, node, path)) return;
    }
    normalizeNode(entry, options);
  };

  editor.insertBreak = () => {
    const [block, path] = currentBlock(editor) ?? [];
    // Enter in an empty list item ends the list, as in word processors.
    if (block?.type === 'list-item' && path && Editor.string(editor, path) === '') {
      const [list] = Editor.parent(editor, path);
      if (Element.isElement(list) && isListType(list.type)) toggleBlock(editor, list.type);
      return;
    }
    insertBreak();
    // Enter at the end of a heading goes on with text.
    const [next, nextPath] = currentBlock(editor) ?? [];
    if (
      nextPath &&
      (next?.type === 'heading-two' || next?.type === 'heading-three') &&
      Editor.string(editor, nextPath) === ''
    )
      Transforms.setNodes<RichTextElement>(editor, { type: 'paragraph' } as Partial<RichTextElement>, {
        at: nextPath,
      });
  };
  return editor;
}

const MARK_KEYS: Record<string, RichTextMark> = { b: 'bold', i: 'italic', u: 'underline' };

/** Ctrl/⌘ + B, I, U; true when the key was one of them. */
export function handleMarkKey(
  editor: Editor,
  event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean },
) {
  const mark = MARK_KEYS[event.key.toLowerCase()];
  if (!mark || !(event.ctrlKey || event.metaKey) || event.altKey) return false;
  toggleMark(editor, mark);
  return true;
}
