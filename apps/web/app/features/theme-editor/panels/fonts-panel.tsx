import { fontFaceRules } from '@print/core/theme/font-faces';
import {
  FONT_CATALOGUE,
  FONT_CATEGORIES,
  languagesNotCovered,
  type FontCategory,
} from '@print/core/theme/font-catalogue';
import { FONT_REGISTRY, fontStack, resolveFontFamily } from '@print/core/theme/fonts';
import { FONT_SLOTS, type FontSlot } from '@print/core/theme/types';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../../shell/shell-context.tsx';
import { FontBrowser } from './font-browser.tsx';
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
const CATEGORY_NAME: Record<FontCategory, string> = {
  serif: 'admin.themeFontCategorySerif',
  sans: 'admin.themeFontCategorySans',
  mono: 'admin.themeFontCategoryMono',
  display: 'admin.themeFontCategoryDisplay',
};

const kilobytes = (bytes: number) => String(Math.round(bytes / 1024));

function FontSlotField({
  slot,
  family,
  onPick,
  browsing,
  onBrowse,
}: {
  slot: FontSlot;
  family: string;
  onPick: (family: string) => void;
  /** Whether the font browser is open for this role. */
  browsing: boolean;
  onBrowse: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const { tenant } = useShell();
  const id = useId();
  const languages = tenant.languages.map((language) => language.code);
  const missing = languagesNotCovered(family, languages);
  const weight = slot === 'bold' ? 700 : 400;
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
        {FONT_CATEGORIES.map((category) => (
          <optgroup key={category} label={t(CATEGORY_NAME[category])}>
            {FONT_CATALOGUE.filter((font) => font.category === category).map((font) => (
              <option key={font.family} value={font.family}>
                {t('admin.themeFontOption', { family: font.family, size: kilobytes(font.downloadBytes) })}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <p
        className={styles.fontSample}
        style={{ fontFamily: fontStack(family), fontWeight: weight }}
        data-testid={`font-sample-${slot}`}
      >
        {t('admin.themeFontSample')}
      </p>
      {missing.length > 0 && (
        <p className={styles.refusal} data-testid={`font-missing-${slot}`}>
          {t('admin.themeFontMissingScripts', { languages: missing.join(', ') })}
        </p>
      )}
      <button
        type="button"
        className={styles.smallButton}
        aria-expanded={browsing}
        aria-controls={browsing ? `${id}-browser` : undefined}
        onClick={() => onBrowse(!browsing)}
        data-testid={`font-browse-${slot}`}
      >
        {t('admin.themeFontBrowse')}
      </button>
      {browsing && (
        <FontBrowser
          id={`${id}-browser`}
          slotName={t(SLOT_NAME[slot])}
          current={family}
          languages={languages}
          weight={weight}
          onPick={onPick}
        />
      )}
    </div>
  );
}

/**
 * The Fonts panel, the font browser of spec §2: the family of each role of spec §3 (display, body,
 * serif, sans, mono, light, bold), one of the registry's self-hosted families by kind (serif, sans, mono,
 * display) with its download size (core's font-catalogue.ts), a sample line in it, and a warning when it
 * lacks the script of one of the shop's languages; "Browse fonts" opens the font browser for one role
 * (font-browser.tsx). The samples' faces come from the shop's own font files (core's rules, as the
 * theme's), as @font-face rules of the editor's document only; a file loads only when its sample shows.
 */
export function FontsPanel({ theme, onChange }: PanelProps) {
  const { t } = useTranslation();
  const [browsing, setBrowsing] = useState<FontSlot | null>(null);
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
          browsing={browsing === slot}
          onBrowse={(open) => setBrowsing(open ? slot : null)}
          onPick={(family) =>
            onChange({ ...theme, fonts: { ...theme.fonts, [slot]: family } }, t(SLOT_NAME[slot]))
          }
        />
      ))}
    </div>
  );
}
