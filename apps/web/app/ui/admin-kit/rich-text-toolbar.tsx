import { checkRichTextLink, type RichTextMark } from '@print/core/rich-text/rich-text';
import type { ValidationError } from '@print/core/validation/messages';
import { useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { Dialog, Heading, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Transforms, type BaseRange } from 'slate';
import { ReactEditor, useSlate } from 'slate-react';
import { Button } from '../button.tsx';
import { TextField } from '../text-field.tsx';
import { useAppForm } from '../form/use-app-form.ts';
import {
  activeLink,
  isBlockActive,
  isMarkActive,
  removeLink,
  setLink,
  toggleBlock,
  syncSelection,
  toggleMark,
  type BlockFormat,
} from './rich-text-commands.ts';
import kitStyles from './admin-kit.module.css';
import styles from './rich-text-editor.module.css';

// The rich text editor's toolbar (WAI-ARIA toolbar pattern): one tab stop, arrow keys, Home and End
// between the buttons, each saying what it does and whether it is on. Plain buttons rather than React
// Aria's Toolbar, whose focus helpers would land in a chunk the shop's pages share (+0.2 KB there).
// A mouse press keeps the caret in the text; after any press the typing goes on where it was.

/** Two chain links, drawn here: in the shared icons module they would grow every shop page. */
const LinkIcon = () => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    aria-hidden="true"
  >
    <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
    <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
  </svg>
);

const MARKS: { mark: RichTextMark; key: string; glyph: ReactNode }[] = [
  { mark: 'bold', key: 'admin.richTextBold', glyph: <b>B</b> },
  { mark: 'italic', key: 'admin.richTextItalic', glyph: <i>I</i> },
  { mark: 'underline', key: 'admin.richTextUnderline', glyph: <u>U</u> },
];
const BLOCKS: { format: BlockFormat; key: string; glyph: string }[] = [
  { format: 'heading-two', key: 'admin.richTextHeading', glyph: 'H2' },
  { format: 'heading-three', key: 'admin.richTextSubheading', glyph: 'H3' },
  { format: 'bulleted-list', key: 'admin.richTextBulletedList', glyph: '•' },
  { format: 'numbered-list', key: 'admin.richTextNumberedList', glyph: '1.' },
];

type Tool = { id: string; label: string; glyph: ReactNode; pressed: boolean; press: () => void };

const KEY_STEPS: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (index, last) => (index === last ? 0 : index + 1),
  ArrowLeft: (index, last) => (index === 0 ? last : index - 1),
  Home: () => 0,
  End: (_index, last) => last,
};

export function RichTextToolbar({ label, testId }: { label: string; testId?: string }) {
  const { t } = useTranslation();
  const editor = useSlate();
  const bar = useRef<HTMLDivElement>(null);
  const linkButton = useRef<HTMLButtonElement>(null);
  const [current, setCurrent] = useState(0);
  const [linking, setLinking] = useState<{ selection: BaseRange | null; url: string } | null>(null);
  /** Runs a change, then gives the typing back to the text. */
  const then = (change: () => void) => () => {
    change();
    ReactEditor.focus(editor);
  };
  const tools: Tool[] = [
    ...MARKS.map(({ mark, key, glyph }) => ({
      id: mark,
      label: t(key),
      glyph,
      pressed: isMarkActive(editor, mark),
      press: then(() => toggleMark(editor, mark)),
    })),
    ...BLOCKS.map(({ format, key, glyph }) => ({
      id: format,
      label: t(key),
      glyph,
      pressed: isBlockActive(editor, format),
      press: then(() => toggleBlock(editor, format)),
    })),
    {
      id: 'link',
      label: t('admin.richTextLink'),
      glyph: <LinkIcon />,
      pressed: Boolean(activeLink(editor)),
      // The dialog takes the focus and with it the editor's selection: the words to link are kept.
      press: () => setLinking({ selection: editor.selection, url: activeLink(editor)?.url ?? '' }),
    },
  ];
  const onKeyDown = (event: KeyboardEvent) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(current, tools.length - 1);
    setCurrent(next);
    bar.current?.querySelectorAll('button')[next]?.focus();
  };
  return (
    <div
      ref={bar}
      role="toolbar"
      aria-label={t('admin.richTextToolbar', { label })}
      className={styles.toolbar}
      onKeyDown={onKeyDown}
    >
      {tools.map((tool, index) => (
        <button
          key={tool.id}
          ref={tool.id === 'link' ? linkButton : undefined}
          type="button"
          className={styles.tool}
          aria-label={tool.label}
          aria-pressed={tool.pressed}
          tabIndex={index === current ? 0 : -1}
          onMouseDown={(event) => event.preventDefault()}
          onFocus={() => setCurrent(index)}
          onClick={() => {
            syncSelection(editor);
            tool.press();
          }}
          data-testid={testId && `${testId}-${tool.id}`}
        >
          {tool.glyph}
        </button>
      ))}
      {linking && (
        <LinkDialog
          trigger={linkButton}
          {...linking}
          onDone={(change) => {
            if (linking.selection) Transforms.select(editor, linking.selection);
            change?.();
            setLinking(null);
            ReactEditor.focus(editor);
          }}
          testId={testId}
        />
      )}
    </div>
  );
}

type LinkDialogProps = {
  trigger: RefObject<HTMLButtonElement | null>;
  url: string;
  /** Closes the dialog; with a change, made on the kept selection first. */
  onDone: (change?: () => void) => void;
  testId?: string;
};

/** The link's address ('Please enter a valid URL.' for one the core link rule refuses), or its removal. */
function LinkDialog({ trigger, url: stored, onDone, testId }: LinkDialogProps) {
  const { t } = useTranslation();
  const editor = useSlate();
  // The one form approach without a server: applying is the "save"; Enter and a click apply once.
  const form = useAppForm({
    defaultValues: { url: stored },
    rules: ({ url }): Record<string, ValidationError> => {
      const problem = checkRichTextLink(url);
      return problem ? { linkUrl: problem } : {};
    },
    onSubmit: async ({ url }) => onDone(() => setLink(editor, url.trim())),
    fieldNames: ['linkUrl'],
  });
  return (
    <Popover
      triggerRef={trigger}
      isOpen
      onOpenChange={(open) => open || onDone()}
      className={kitStyles.popover}
      placement="bottom start"
    >
      <Dialog className={kitStyles.popoverDialog} aria-label={t('admin.richTextLink')}>
        <form
          className={styles.linkForm}
          onSubmit={(event) => {
            // Not the form around the editor (the product editor's): React events bubble through portals.
            event.stopPropagation();
            void form.submit(event);
          }}
          noValidate
        >
          <Heading slot="title" className={styles.linkTitle}>
            {t('admin.richTextLink')}
          </Heading>
          <TextField
            label={t('admin.richTextLinkUrl')}
            {...form.field('url', 'linkUrl')}
            type="url"
            autoFocus
            testId={testId && `${testId}-link-url`}
          />
          <div className={styles.linkActions}>
            <Button type="submit" size="small" data-testid={testId && `${testId}-link-apply`}>
              {t('common.apply')}
            </Button>
            {stored && (
              <Button color="neutral" size="small" onPress={() => onDone(() => removeLink(editor))}>
                {t('admin.richTextRemoveLink')}
              </Button>
            )}
            <Button color="neutral" size="small" onPress={() => onDone()}>
              {t('common.cancel')}
            </Button>
          </div>
        </form>
      </Dialog>
    </Popover>
  );
}
