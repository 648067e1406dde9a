import type { Theme } from '@print/core/theme/types';
import { useRef, useState } from 'react';
import { THEME_FILE_MAX_BYTES } from './preset-file.ts';
import styles from '../panels/panels.module.css';

/** What a file gave: a theme to apply (and its name), or the lines that explain why not. */
export type ReadFile = { ok: true; theme: Theme; name: string } | { ok: false; lines: string[] };

/**
 * A file chosen and read (a theme file, a Design Tokens file): a valid one is applied (one undo step,
 * saved with the draft), an invalid one explained at the button, and nothing of it applied.
 */
export function ImportFile({
  label,
  tooLarge,
  read,
  onImport,
  testId,
}: {
  label: string;
  /** The explanation of a file too large to read. */
  tooLarge: (fileName: string) => string;
  read: (text: string, fileName: string) => ReadFile;
  onImport: (theme: Theme, name: string) => void;
  testId: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string[] | null>(null);
  const take = async (file: File) => {
    const result: ReadFile =
      file.size > THEME_FILE_MAX_BYTES
        ? { ok: false, lines: [tooLarge(file.name)] }
        : read(await file.text(), file.name);
    setRefusal(result.ok ? null : result.lines);
    if (result.ok) onImport(result.theme, result.name);
  };
  return (
    <div className={styles.importBlock}>
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        className={styles.visuallyHidden}
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void take(file);
        }}
        data-testid={`${testId}-file`}
      />
      <button
        type="button"
        className={styles.smallButton}
        onClick={() => input.current?.click()}
        data-testid={testId}
      >
        {label}
      </button>
      {refusal && (
        <div className={styles.refusalBlock} role="alert" data-testid={`${testId}-refusal`}>
          {refusal.map((line, i) => (
            <p key={i}>{line}</p>
          ))}
        </div>
      )}
    </div>
  );
}
