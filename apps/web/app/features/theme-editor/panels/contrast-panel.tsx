import {
  checkThemeContrast,
  CONTRAST_KIND_LABEL_KEYS,
  type MeasuredContrastPair,
} from '@print/core/theme/contrast-pairs';
import { fixPair } from '@print/core/theme/contrast-fix';
import { getColorNode, isColorLeaf } from '@print/core/theme/resolve-color';
import type { Theme } from '@print/core/theme/types';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ownColour, withColourLeaf } from './colour-tree.ts';
import type { PanelProps } from './panel-props.ts';
import styles from './panels.module.css';

/** A ratio as people read it: `2.87:1`. */
export const ratioText = (ratio: number) => `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;

/** The pairs of the theme that fail WCAG 2.2 AA (core's contrast check), memoised per theme. */
export const useFailingPairs = (theme: Theme) => useMemo(() => checkThemeContrast(theme), [theme]);

/** "Primary button: 2.87:1, needs 4.5:1" — a failing pair in a line (the publish question lists them). */
export const pairLine = (t: TFunction, pair: MeasuredContrastPair) =>
  t('admin.themeContrastPair', {
    pair: t(pair.labelKey),
    ratio: ratioText(pair.ratio),
    required: String(pair.required),
  });

/** The theme with a pair fixed: its foreground's entry set to the nearest passing colour of its hue. */
function fixed(theme: Theme, pair: MeasuredContrastPair): Theme | null {
  const fix = fixPair(theme, pair);
  const leaf = fix && getColorNode(theme, fix.path);
  return fix && isColorLeaf(leaf) ? withColourLeaf(theme, fix.path, ownColour(leaf, fix.colour)) : null;
}

/**
 * The contrast check (issue 26, accessible by construction): every text/background pair the theme makes
 * that fails WCAG 2.2 AA — 4.5:1 for text, 3:1 for large text, control boundaries and focus indicators
 * —, each named by its element with a sample, and fixed with one click (the nearest colour of the same
 * hue that passes, computed by core in OKLCH; one undo step).
 */
export function ContrastPanel({ theme, onChange }: PanelProps) {
  const { t } = useTranslation();
  const failing = useFailingPairs(theme);
  return (
    <div className={styles.panel} data-testid="contrast-panel">
      <p className={styles.intro}>{t('admin.themeContrastIntro')}</p>
      {failing.length === 0 ? (
        <p className={styles.passing} data-testid="contrast-all-pass">
          {t('admin.themeContrastAllPass')}
        </p>
      ) : (
        <ul className={styles.cards}>
          {failing.map((pair) => {
            const next = fixed(theme, pair);
            return (
              <li key={pair.id} className={styles.card} data-testid={`contrast-${pair.id}`}>
                <span
                  className={styles.contrastSample}
                  style={{ color: pair.textColour, background: pair.backgroundColour }}
                  aria-hidden="true"
                >
                  Aa
                </span>
                <span className={styles.cardText}>
                  <span className={styles.cardTitle}>{t(pair.labelKey)}</span>
                  <span className={styles.cardMeta}>
                    {t('admin.themeContrastMeasured', {
                      ratio: ratioText(pair.ratio),
                      kind: t(CONTRAST_KIND_LABEL_KEYS[pair.kind]),
                    })}
                  </span>
                </span>
                {next && (
                  <button
                    type="button"
                    className={styles.smallButton}
                    onClick={() =>
                      onChange(next, t('admin.themeContrastFixStep', { pair: t(pair.labelKey) }))
                    }
                    data-testid="contrast-fix"
                  >
                    {t('admin.themeContrastFix')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
