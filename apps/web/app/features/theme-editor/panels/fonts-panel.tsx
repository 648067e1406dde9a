import { fontFaceRules } from '@print/core/theme/font-faces';
import { FONT_REGISTRY, fontStack, resolveFontFamily } from '@print/core/theme/fonts';
import { FONT_SLOTS, type FontSlot } from '@print/core/theme/types';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanelProps } from './panel-props.ts';
import styles from './panels.module.css';

const SLOT_NAME: Record<FontSlot, string> = {
  display: 'admin.themeFontDisplay',
  body: 'admin.themeFontBody',
  serif: 'admin.themeFontSerif',
  sans: 'admin.themeFontSans',
  mono: 'admin.themeFontMono',
  light: 'admin.themeFontLight',
  bold: 'admin.themeFontBold',
};

// FONT BROWSER HOOK (issue 26): a richer font browser (search, serif/sans/mono/display filter, download
// size, script coverage) comes with core's font-catalogue.ts; until then each role is a choice of the
// 20 registry families with a sample line in the chosen family.

function FontSlotField({
  slot,
  family,
  onPick,
}: {
  slot: FontSlot;
  family: string;
  onPick: (family: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.fontSlot} data-testid={`font-${slot}`}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {t(SLOT_NAME[slot])}
      </label>
      <select
        id={id}
        className={styles.select}
        value={family}
        onChange={(event) => onPick(event.target.value)}
        data-testid={`font-select-${slot}`}
      >
        {FONT_REGISTRY.map((font) => (
          <option key={font.family} value={font.family}>
            {font.family}
          </option>
        ))}
      </select>
      <p
        className={styles.fontSample}
        style={{ fontFamily: fontStack(family), fontWeight: slot === 'bold' ? 700 : 400 }}
        data-testid={`font-sample-${slot}`}
      >
        {t('admin.themeFontSample')}
      </p>
    </div>
  );
}

/**
 * The Fonts panel: the family of each role of spec §3 (display, body, serif, sans, mono, light, bold),
 * one of the registry's self-hosted families, with a sample line in it. The samples' faces come from the
 * shop's own font files (core's rules, as the theme's); a file loads only when its sample shows.
 */
export function FontsPanel({ theme, onChange }: PanelProps) {
  const { t } = useTranslation();
  const families = FONT_SLOTS.map((slot) => resolveFontFamily(theme.fonts[slot], undefined, slot));
  const faces = useMemo(
    () =>
      fontFaceRules(
        FONT_REGISTRY.flatMap((font) => font.weights.map((weight) => ({ family: font.family, weight }))),
      ),
    [],
  );
  return (
    <div className={styles.panel} data-testid="fonts-panel">
      <style>{faces}</style>
      <p className={styles.intro}>{t('admin.themeFontsIntro')}</p>
      {FONT_SLOTS.map((slot, i) => (
        <FontSlotField
          key={slot}
          slot={slot}
          family={families[i]!}
          onPick={(family) =>
            onChange({ ...theme, fonts: { ...theme.fonts, [slot]: family } }, t(SLOT_NAME[slot]))
          }
        />
      ))}
    </div>
  );
}
