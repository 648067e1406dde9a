import { readRichText, serializeRichText } from '@print/core/rich-text/read-rich-text';
import type { RichTextDocument } from '@print/core/rich-text/rich-text';
import { useCallback, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { createEditor, type Descendant } from 'slate';
import { withHistory } from 'slate-history';
import { Editable, Slate, withReact, type RenderElementProps, type RenderLeafProps } from 'slate-react';
import { classNames } from '../class-names.ts';
import fieldStyles from '../field.module.css';
import { handleMarkKey, withRichTextRules } from './rich-text-commands.ts';
import { RichTextToolbar } from './rich-text-toolbar.tsx';
import styles from './rich-text-editor.module.css';

// The admin's rich text field (DESIGN §2: Slate; decision 0050): a toolbar (marks, headings, lists,
// link) over an editable area, labelled and described by its message like the kit's other fields.
// Only admin screens import it, and they are loaded on their own, so Slate never reaches a shopper.

type Props = {
  label: string;
  /** The stored value: Slate JSON, or plain text from before (read as paragraphs). */
  value: string;
  /** The value to store ('' when no text is left). */
  onChange: (value: string) => void;
  /** Already translated; null or '' when the value is fine. */
  errorMessage?: string | null;
  testId?: string;
};

const EMPTY: RichTextDocument = [{ type: 'paragraph', children: [{ text: '' }] }];

function RenderedElement({ attributes, children, element }: RenderElementProps) {
  switch (element.type) {
    case 'heading-two':
      return <h2 {...attributes}>{children}</h2>;
    case 'heading-three':
      return <h3 {...attributes}>{children}</h3>;
    case 'bulleted-list':
      return <ul {...attributes}>{children}</ul>;
    case 'numbered-list':
      return <ol {...attributes}>{children}</ol>;
    case 'list-item':
      return <li {...attributes}>{children}</li>;
    case 'link':
      return (
        <a {...attributes} href={element.url}>
          {children}
        </a>
      );
    default:
      return <p {...attributes}>{children}</p>;
  }
}

function RenderedLeaf({ attributes, children, leaf }: RenderLeafProps) {
  let content = children;
  if (leaf.underline) content = <u>{content}</u>;
  if (leaf.italic) content = <em>{content}</em>;
  if (leaf.bold) content = <strong>{content}</strong>;
  return <span {...attributes}>{content}</span>;
}

export function RichTextEditor({ label, value, onChange, errorMessage, testId }: Props) {
  const id = useId();
  const editor = useMemo(() => withRichTextRules(withHistory(withReact(createEditor()))), []);
  // Slate reads its value once; later changes come from the editor itself.
  const [initialValue] = useState(() => {
    const { document } = readRichText(value);
    return (document.length > 0 ? document : EMPTY) as Descendant[];
  });
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      if (handleMarkKey(editor, event)) event.preventDefault();
    },
    [editor],
  );
  return (
    <div className={fieldStyles.field} data-testid={testId && `${testId}-field`}>
      <span className={fieldStyles.label} id={`${id}-label`}>
        {label}
      </span>
      <Slate
        editor={editor}
        initialValue={initialValue}
        onValueChange={(document) => onChange(serializeRichText(document as RichTextDocument))}
      >
        <div className={classNames(styles.box, errorMessage && styles.invalid)}>
          <RichTextToolbar label={label} testId={testId} />
          <Editable
            className={styles.editable}
            renderElement={RenderedElement}
            renderLeaf={RenderedLeaf}
            onKeyDown={onKeyDown}
            aria-labelledby={`${id}-label`}
            aria-describedby={errorMessage ? `${id}-error` : undefined}
            aria-invalid={errorMessage ? true : undefined}
            aria-multiline
            data-testid={testId}
          />
        </div>
      </Slate>
      {errorMessage && (
        <span className={fieldStyles.error} id={`${id}-error`}>
          {errorMessage}
        </span>
      )}
    </div>
  );
}
