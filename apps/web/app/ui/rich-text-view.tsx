import { checkRichTextLink, isExternalLink, type RichTextMark } from '@print/core/rich-text/rich-text';
import { useMemo, type ReactNode } from 'react';
import styles from './rich-text-view.module.css';

// Rich text for shoppers (decision 0050): stored Slate JSON as plain semantic HTML, drawn on the
// server. Deliberately small and without Slate — the editor belongs to the admin's bundle — and without
// the core reader (1.4 KB), since the server sends the text already read by it. It still trusts nothing:
// only the known shapes become elements, a link only with an address the core link rule allows, and
// React escapes every text and attribute. Nesting is followed only as deep as the shapes allow.

type Node = Partial<Record<'type' | 'text' | 'url' | 'children' | RichTextMark, unknown>>;

const nodesOf = (value: unknown): Node[] =>
  Array.isArray(value) ? value.filter((node): node is Node => typeof node === 'object' && node !== null) : [];

/** The blocks of a stored value; text that is not JSON (stored before rich text) as its lines. */
function blocksOf(value: string): Node[] {
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed)) return nodesOf(parsed);
  } catch {
    // Plain text: below.
  }
  return value
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => ({ type: 'paragraph', children: [{ text: line }] }));
}

function Leaf({ node }: { node: Node }) {
  if (typeof node.text !== 'string') return null;
  let content: ReactNode = node.text;
  if (node.underline === true) content = <u>{content}</u>;
  if (node.italic === true) content = <em>{content}</em>;
  if (node.bold === true) content = <strong>{content}</strong>;
  return content;
}

const leaves = (children: unknown) =>
  nodesOf(children).map((leaf, index) => <Leaf key={index} node={leaf} />);

const inlines = (children: unknown) =>
  nodesOf(children).map((node, index) => {
    if (node.type !== 'link') return <Leaf key={index} node={node} />;
    const url = typeof node.url === 'string' ? node.url : '';
    if (checkRichTextLink(url)) return <span key={index}>{leaves(node.children)}</span>;
    return (
      <a key={index} href={url} rel={isExternalLink(url) ? 'noopener' : undefined}>
        {leaves(node.children)}
      </a>
    );
  });

function Block({ node }: { node: Node }) {
  switch (node.type) {
    case 'heading-two':
      return <h2>{inlines(node.children)}</h2>;
    case 'heading-three':
      return <h3>{inlines(node.children)}</h3>;
    case 'bulleted-list':
    case 'numbered-list': {
      const items = nodesOf(node.children).map((item, index) => (
        <li key={index}>{inlines(item.children)}</li>
      ));
      return node.type === 'bulleted-list' ? <ul>{items}</ul> : <ol>{items}</ol>;
    }
    default:
      return <p>{inlines(node.children)}</p>;
  }
}

/**
 * A stored rich text (or plain text from before); nothing when it is empty. Its wrapper takes a `lang`
 * and `data-*` attributes (a CMS text's address, lib/pages/page-render.tsx).
 */
export function RichTextView({
  value,
  className,
  testId,
  ...attributes
}: {
  value: string;
  className?: string;
  testId?: string;
  lang?: string;
  [attribute: `data-${string}`]: string | undefined;
}) {
  const blocks = useMemo(() => blocksOf(value), [value]);
  if (value.trim() === '' || blocks.length === 0) return null;
  return (
    <div
      className={className ? `${styles.text} ${className}` : styles.text}
      data-testid={testId}
      {...attributes}
    >
      {blocks.map((block, index) => (
        <Block key={index} node={block} />
      ))}
    </div>
  );
}
