import {
  FONT_CATALOGUE,
  FONT_CATEGORIES,
  languagesNotCovered,
  type FontCategory,
} from '@print/core/theme/font-catalogue';
import { fontStack } from '@print/core/theme/fonts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './font-browser.module.css';

const FILTER_NAME: Record<FontCategory | 'all', string> = {
  all: 'admin.themeFontFilterAll',
  serif: 'admin.themeFontFilterSerif',
  sans: 'admin.themeFontFilterSans',
  mono: 'admin.themeFontFilterMono',
  display: 'admin.themeFontFilterDisplay',
};

/** What a shopper downloads for a family, as people read it: "42 KB". */
export const fontSizeText = (bytes: number, language: string) =>
  new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(Math.round(bytes / 1024));

/** The test id of a family's entry (`font-family-playfair-display`). */
export const familyTestId = (family: string) => `font-family-${family.toLowerCase().replaceAll(' ', '-')}`;

type Props = {
  /** The role's name ("Display"), for the browser's heading. */
  slotName: string;
  /** The family the role has now. */
  current: string;
  /** The shop's languages (codes), whose scripts each family is checked against. */
  languages: readonly string[];
  weight: number;
  onPick: (family: string) => void;
  id: string;
};

/**
 * The font browser of spec §2 for one font role: the registry's 20 families, searched by name and
 * filtered by kind (core's font catalogue), each drawn in itself with its download size and a warning
 * when it lacks the script of one of the shop's languages. Choosing a family assigns it to the role.
 * The faces come from the editor document's own @font-face rules (the Fonts panel's), so a family's
 * files load only once its preview shows.
 */
export function FontBrowser({ slotName, current, languages, weight, onPick, id }: Props) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<FontCategory | 'all'>('all');
  const searchId = useId();
  const wanted = search.trim().toLowerCase();
  const shown = FONT_CATALOGUE.filter(
    (font) =>
      (filter === 'all' || font.category === filter) &&
      (wanted === '' || font.family.toLowerCase().includes(wanted)),
  );
  return (
    <section
      className={styles.browser}
      id={id}
      aria-label={t('admin.fontBrowser')}
      data-testid="font-browser"
    >
      <h3 className={styles.heading}>{t('admin.themeFontBrowserFor', { slot: slotName })}</h3>
      <label htmlFor={searchId} className={styles.label}>
        {t('admin.themeFontSearch')}
      </label>
      <input
        id={searchId}
        type="search"
        className={styles.search}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        data-testid="font-search"
      />
      <div role="group" aria-label={t('admin.themeFontFilter')} className={styles.filters}>
        {(['all', ...FONT_CATEGORIES] as const).map((category) => (
          <button
            key={category}
            type="button"
            className={styles.filter}
            aria-pressed={filter === category}
            onClick={() => setFilter(category)}
            data-testid={`font-filter-${category}`}
          >
            {t(FILTER_NAME[category])}
          </button>
        ))}
      </div>
      <p className={styles.count} role="status" data-testid="font-count">
        {shown.length > 0
          ? t('admin.themeFontMatches', { count: shown.length })
          : t('admin.themeFontNoMatch')}
      </p>
      <ul className={styles.list}>
        {shown.map((font) => {
          const missing = languagesNotCovered(font.family, languages);
          const inUse = font.family === current;
          return (
            <li key={font.family}>
              <button
                type="button"
                className={styles.family}
                aria-pressed={inUse}
                onClick={() => onPick(font.family)}
                data-testid={familyTestId(font.family)}
              >
                <span className={styles.familyHead}>
                  <span className={styles.familyName}>{font.family}</span>
                  <span className={styles.meta}>
                    {t(FILTER_NAME[font.category])} ·{' '}
                    {t('admin.themeFontSize', { size: fontSizeText(font.downloadBytes, i18n.language) })}
                    {inUse && ` · ${t('admin.themeFontInUse')}`}
                  </span>
                </span>
                <span
                  className={styles.preview}
                  style={{ fontFamily: fontStack(font.family), fontWeight: weight }}
                  data-testid="font-preview"
                >
                  {t('admin.themeFontSample')}
                </span>
                {missing.length > 0 && (
                  <span className={styles.warning} data-testid="font-family-missing">
                    {t('admin.themeFontMissingScripts', { languages: missing.join(', ') })}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
