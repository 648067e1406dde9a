import { exportDesignTokens, importDesignTokens } from '@print/core/theme/design-tokens';
import type { Theme } from '@print/core/theme/types';
import { useTranslation } from 'react-i18next';
import { problemLines } from '../theme-failure.ts';
import { ImportFile, type ReadFile } from './import-file.tsx';
import { downloadText, readThemeFile, themeFileName, themeFileText } from './preset-file.ts';
import styles from '../panels/panels.module.css';

/**
 * The theme as files: the whole theme exported and imported as JSON (the preset manager's format), and
 * the colour tree as Design Tokens Community Group JSON (aliases as `{group.token}`), for an agency's
 * design tool. Every import is checked by core's rules before anything is applied.
 */
export function ThemeFiles({
  theme,
  onImport,
}: {
  theme: Theme;
  onImport: (theme: Theme, name: string) => void;
}) {
  const { t } = useTranslation();
  const shopName = t('admin.themeEditor');
  const readTheme = (text: string, file: string): ReadFile => {
    const result = readThemeFile(text);
    if (result.ok) return { ok: true, theme: result.theme, name: result.name ?? file };
    if (result.reason === 'invalid')
      return {
        ok: false,
        lines: [t('admin.themeImportInvalid', { file }), ...problemLines(t, result.problems)],
      };
    const key = result.reason === 'notJson' ? 'admin.themeImportNotJson' : 'admin.themeImportTooLarge';
    return { ok: false, lines: [t(key, { file })] };
  };
  const readTokens = (text: string, file: string): ReadFile => {
    const { theme: imported, problems } = importDesignTokens(text, theme);
    return imported
      ? { ok: true, theme: imported, name: file }
      : { ok: false, lines: [t('admin.themeImportInvalid', { file }), ...problemLines(t, problems)] };
  };
  const tooLarge = (file: string) => t('admin.themeImportTooLarge', { file });
  return (
    <section className={styles.section} aria-labelledby="theme-files">
      <h3 id="theme-files" className={styles.sectionTitle}>
        {t('admin.themeFiles')}
      </h3>
      <div className={styles.buttonRow}>
        <button
          type="button"
          className={styles.smallButton}
          onClick={() => downloadText(themeFileName(shopName), themeFileText(shopName, theme))}
          data-testid="theme-export-current"
        >
          {t('admin.themeExportCurrent')}
        </button>
        <button
          type="button"
          className={styles.smallButton}
          onClick={() =>
            downloadText(
              'colours.tokens.json',
              `${JSON.stringify(exportDesignTokens(theme.colors), null, 2)}\n`,
            )
          }
          data-testid="theme-export-tokens"
        >
          {t('admin.themeExportTokens')}
        </button>
      </div>
      <ImportFile
        label={t('admin.themeImport')}
        tooLarge={tooLarge}
        read={readTheme}
        onImport={onImport}
        testId="theme-import"
      />
      <ImportFile
        label={t('admin.themeImportTokens')}
        tooLarge={tooLarge}
        read={readTokens}
        onImport={onImport}
        testId="theme-import-tokens"
      />
    </section>
  );
}
