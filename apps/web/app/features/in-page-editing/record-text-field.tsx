import type { ValidationError } from '@print/core/validation/messages';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../ui/admin-kit/rich-text-editor.tsx';
import styles from './text-popover.module.css';

/**
 * One text of a product or a page in the in-page editors: a text area, or for a rich text the admin's
 * own rich text editor (Slate, as the product editor and the page builder have it), labelled, with its
 * problem below it.
 */
export function RecordTextField({
  label,
  value,
  rich,
  problem,
  placeholder,
  testId,
  onChange,
}: {
  label: string;
  /** Plain text, or a rich text as Slate JSON ('' for none). */
  value: string;
  rich: boolean;
  problem: ValidationError | null | undefined;
  /** What the page shows while the text is empty (a fallback language's text). */
  placeholder?: string;
  testId: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const message = problem ? t(problem.key, problem.params ?? {}) : null;
  if (rich)
    return (
      <div className={styles.language} data-testid={testId}>
        <RichTextEditor
          label={label}
          value={value}
          onChange={onChange}
          errorMessage={message}
          testId="in-page-rich-text"
        />
      </div>
    );
  return (
    <div className={styles.language} data-testid={testId}>
      <label htmlFor={id} className={styles.languageName}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.input}
        value={value}
        placeholder={placeholder}
        rows={Math.min(4, Math.max(1, Math.ceil(value.length / 40)))}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-problem` : undefined}
        onChange={(event) => onChange(event.target.value)}
        data-testid="in-page-text-input"
      />
      {message && (
        <p id={`${id}-problem`} className={styles.problem} role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
