import type { Theme } from '@print/core/theme/types';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemLines } from '../theme-failure.ts';
import { readThemeFile, THEME_FILE_MAX_BYTES } from './preset-file.ts';
import styles from '../panels/panels.module.css';

/**
 * Import: a theme file chosen, read and checked by core's rules; a valid theme is applied (one undo
 * step, saved with the draft), an invalid file explained at the button, and nothing of it applied.
 */
export function ImportTheme({ onImport }: { onImport: (theme: Theme, name: string) => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string[] | null>(null);
  const read = async (file: File) => {
    const result =
      file.size > THEME_FILE_MAX_BYTES
        ? ({ ok: false, reason: 'tooLarge' } as const)
        : readThemeFile(await file.text());
    if (result.ok) {
      setRefusal(null);
      onImport(result.theme, result.name ?? file.name);
      return;
    }
    const lines =
      result.reason === 'invalid'
        ? [t('admin.themeImportInvalid', { file: file.name }), ...problemLines(t, result.problems)]
        : [
            t(result.reason === 'notJson' ? 'admin.themeImportNotJson' : 'admin.themeImportTooLarge', {
              file: file.name,
            }),
          ];
    setRefusal(lines);
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
          if (file) void read(file);
        }}
        data-testid="theme-import-file"
      />
      <button
        type="button"
        className={styles.smallButton}
        onClick={() => input.current?.click()}
        data-testid="theme-import"
      >
        {t('admin.themeImport')}
      </button>
      {refusal && (
        <div className={styles.refusalBlock} role="alert" data-testid="theme-import-refusal">
          {refusal.map((line, i) => (
            <p key={i}>{line}</p>
          ))}
        </div>
      )}
    </div>
  );
}
