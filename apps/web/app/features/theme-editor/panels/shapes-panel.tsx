import { borderWidthPx, radiusPx } from '@print/core/theme/style-values';
import { THEME_RADII, THEME_WIDTHS, type ThemeRadius, type ThemeWidth } from '@print/core/theme/types';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from './choice-group.tsx';
import type { PanelProps } from './panel-props.ts';
import styles from './panels.module.css';

// Spec §5/§9: radius off | light | strong | default, border width and button outline off | thin | thick,
// each named with its size in px (core's style-values.ts).
const STYLE_NAME: Record<ThemeRadius | ThemeWidth, string> = {
  off: 'admin.styleOff',
  light: 'admin.styleLight',
  strong: 'admin.styleStrong',
  default: 'admin.styleDefault',
  thin: 'admin.styleThin',
  thick: 'admin.styleThick',
};

/** The Shapes panel: corner radius, border width and the buttons' outline. */
export function ShapesPanel({ theme, onChange }: PanelProps) {
  const { t } = useTranslation();
  const named = (value: ThemeRadius | ThemeWidth, px: number) =>
    px === 0 ? t(STYLE_NAME[value]) : t('admin.themeChoicePx', { label: t(STYLE_NAME[value]), px });
  const widths = THEME_WIDTHS.map((value) => ({ value, label: named(value, borderWidthPx[value]) }));
  return (
    <div className={styles.panel} data-testid="shapes-panel">
      <p className={styles.intro}>{t('admin.themeShapesIntro')}</p>
      <ChoiceGroup
        label={t('admin.borderRadius')}
        value={theme.border.radius}
        options={THEME_RADII.map((value) => ({ value, label: named(value, radiusPx[value]) }))}
        onChange={(radius) =>
          onChange({ ...theme, border: { ...theme.border, radius } }, t('admin.borderRadius'))
        }
        testId="shape-radius"
      />
      <ChoiceGroup
        label={t('admin.borderWidth')}
        value={theme.border.width}
        options={widths}
        onChange={(width) =>
          onChange({ ...theme, border: { ...theme.border, width } }, t('admin.borderWidth'))
        }
        testId="shape-width"
      />
      <ChoiceGroup
        label={t('admin.buttonOutline')}
        value={theme.button.outline}
        options={widths}
        onChange={(outline) =>
          onChange({ ...theme, button: { ...theme.button, outline } }, t('admin.buttonOutline'))
        }
        testId="shape-outline"
      />
    </div>
  );
}
