import { resolveColor } from '@print/core/theme/resolve-color';
import { BUILT_IN_THEME_PRESETS } from '@print/core/theme/theme-presets';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  deleteThemePreset,
  dropPreset,
  keepPreset,
  renameThemePreset,
  saveThemePreset,
  type ThemePresetView,
} from '../../../lib/admin/theme-editor-api.ts';
import { useConfirmAction } from '../../../ui/admin-kit/use-confirm-action.ts';
import { notify } from '../../../ui/toast.ts';
import type { PanelProps } from '../panels/panel-props.ts';
import { failureText } from '../theme-failure.ts';
import { editableTheme } from '../use-theme-editing.ts';
import { downloadText, themeFileName, themeFileText } from './preset-file.ts';
import { PresetNameDialog } from './preset-name-dialog.tsx';
import { ThemeFiles } from './theme-files.tsx';
import styles from '../panels/panels.module.css';

const SWATCHES = [
  'colors.primary.background',
  'colors.secondary.background',
  'colors.body.text',
  'colors.body.background',
];

type Shown = { id: string; name: string; config: unknown; own?: ThemePresetView };

function PresetCard({
  preset,
  onApply,
  children,
}: {
  preset: Shown;
  onApply: () => void;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const theme = editableTheme(preset.config);
  return (
    <li className={styles.card} data-testid={`theme-preset-${preset.name}`}>
      <span className={styles.swatchStrip} aria-hidden="true">
        {SWATCHES.map((path) => (
          <span key={path} style={{ background: resolveColor(theme, path) }} />
        ))}
      </span>
      <span className={styles.cardText}>
        <span className={styles.cardTitle}>{preset.name}</span>
        <span className={styles.cardActions}>
          <button
            type="button"
            className={styles.smallButton}
            onClick={onApply}
            data-testid="theme-preset-apply"
          >
            {t('common.apply')}
          </button>
          {children}
        </span>
      </span>
    </li>
  );
}

/**
 * The preset manager (issue 26): built-in presets and the shop's own, each applied in one undoable step;
 * the current theme saved as a preset; own presets renamed, exported, deleted (asked first); a theme
 * file exported or imported (checked, explained when invalid).
 */
export function PresetsPanel({
  theme,
  onChange,
  presets,
}: PanelProps & { presets: readonly ThemePresetView[] }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const confirm = useConfirmAction();
  const [naming, setNaming] = useState<{ preset: ThemePresetView | null } | null>(null);
  const apply = (preset: Shown) => {
    onChange(editableTheme(preset.config), t('admin.themePresetStep', { name: preset.name }));
    notify(t('admin.themePresetApplied', { name: preset.name }), 'success');
  };
  const remove = async (preset: ThemePresetView) => {
    if (
      !(await confirm({
        message: t('admin.themeDeletePresetQuestion', { name: preset.name }),
        confirmLabel: t('common.delete'),
      }))
    )
      return;
    try {
      await deleteThemePreset(preset.id);
      dropPreset(client, preset.id);
      notify(t('admin.themePresetDeleted'), 'success');
    } catch (error) {
      notify(failureText(t, error, 'admin.themeSaveFailed'), 'error');
    }
  };
  const builtIn = BUILT_IN_THEME_PRESETS.map((preset) => ({
    id: preset.id,
    name: t(preset.nameKey),
    config: preset.config,
  }));
  return (
    <div className={styles.panel} data-testid="presets-panel">
      <div className={styles.buttonRow}>
        <button
          type="button"
          className={styles.smallButton}
          onClick={() => setNaming({ preset: null })}
          data-testid="theme-save-preset"
        >
          {t('admin.themeSaveAsPreset')}
        </button>
      </div>
      {builtIn.length > 0 && (
        <section className={styles.section} aria-labelledby="built-in-presets">
          <h3 id="built-in-presets" className={styles.sectionTitle}>
            {t('admin.themeBuiltInPresets')}
          </h3>
          <ul className={styles.cards}>
            {builtIn.map((preset) => (
              <PresetCard key={preset.id} preset={preset} onApply={() => apply(preset)} />
            ))}
          </ul>
        </section>
      )}
      <section className={styles.section} aria-labelledby="own-presets">
        <h3 id="own-presets" className={styles.sectionTitle}>
          {t('admin.themeOwnPresets')}
        </h3>
        {presets.length === 0 ? (
          <p className={styles.empty}>{t('admin.themeNoPresets')}</p>
        ) : (
          <ul className={styles.cards}>
            {presets.map((preset) => (
              <PresetCard key={preset.id} preset={preset} onApply={() => apply(preset)}>
                <button
                  type="button"
                  className={styles.smallButton}
                  onClick={() => setNaming({ preset })}
                  data-testid="theme-preset-rename"
                >
                  {t('admin.themeRenamePreset')}
                </button>
                <button
                  type="button"
                  className={styles.smallButton}
                  onClick={() =>
                    downloadText(
                      themeFileName(preset.name),
                      themeFileText(preset.name, editableTheme(preset.config)),
                    )
                  }
                  data-testid="theme-preset-export"
                >
                  {t('admin.themeExportPreset')}
                </button>
                <button
                  type="button"
                  className={styles.smallButton}
                  onClick={() => void remove(preset)}
                  data-testid="theme-preset-delete"
                >
                  {t('common.delete')}
                </button>
              </PresetCard>
            ))}
          </ul>
        )}
      </section>
      <ThemeFiles
        theme={theme}
        onImport={(imported, name) => {
          onChange(imported, t('admin.themePresetStep', { name }));
          notify(t('admin.themeImported', { name }), 'success');
        }}
      />
      {naming && (
        <PresetNameDialog
          title={t(naming.preset ? 'admin.themeRenamePreset' : 'admin.themeSaveAsPreset')}
          initialName={naming.preset?.name ?? ''}
          savedKey={naming.preset ? 'admin.themePresetRenamed' : 'admin.themePresetSaved'}
          onSave={async (name, requestKey) =>
            keepPreset(
              client,
              naming.preset
                ? await renameThemePreset(naming.preset.id, name)
                : await saveThemePreset(requestKey, name, theme),
            )
          }
          onClose={() => setNaming(null)}
        />
      )}
    </div>
  );
}
