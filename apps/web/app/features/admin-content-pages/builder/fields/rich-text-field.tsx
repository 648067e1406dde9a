import { readRichText } from '@print/core/rich-text/read-rich-text';
import type { RichTextDocument } from '@print/core/rich-text/rich-text';
import { RichTextEditor } from '../../../../ui/admin-kit/rich-text-editor.tsx';
import { stopEditorUndo } from './stop-editor-undo.ts';

/**
 * Rich text of a page (Slate, as product descriptions): the admin kit's editor, storing the document
 * itself. Its own undo stays its own: Ctrl+Z inside it does not undo the whole page (Puck listens on
 * the document).
 */
export function RichTextInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: RichTextDocument;
  onChange: (value: RichTextDocument) => void;
}) {
  return (
    <div onKeyDown={stopEditorUndo}>
      <RichTextEditor
        label={label}
        value={value.length > 0 ? JSON.stringify(value) : ''}
        onChange={(serialised) => onChange(serialised === '' ? [] : readRichText(serialised).document)}
      />
    </div>
  );
}
