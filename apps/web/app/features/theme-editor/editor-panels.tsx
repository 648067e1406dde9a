import { useState } from 'react';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { ThemeEditorView } from '../../lib/admin/theme-editor-api.ts';
import { ColoursPanel } from './panels/colours-panel.tsx';
import { ContrastPanel, useFailingPairs } from './panels/contrast-panel.tsx';
import { HeaderPanel } from './header/header-panel.tsx';
import type { HeaderEditing } from './header/use-header-editing.ts';
import { FontsPanel } from './panels/fonts-panel.tsx';
import { ShapesPanel } from './panels/shapes-panel.tsx';
import { TransitionPanel } from './panels/transition-panel.tsx';
import { PresetsPanel } from './presets/presets-panel.tsx';
import type { ThemeEditing } from './use-theme-editing.ts';
import { VersionsPanel } from './versions/versions-panel.tsx';
import styles from './theme-editor.module.css';

const TABS = [
  { id: 'colours', label: 'admin.themeColours' },
  { id: 'fonts', label: 'admin.themeFonts' },
  { id: 'shapes', label: 'admin.themeTabShapes' },
  { id: 'motion', label: 'admin.themeTabMotion' },
  { id: 'header', label: 'admin.themeTabHeader' },
  { id: 'contrast', label: 'admin.themeTabContrast' },
  { id: 'presets', label: 'admin.themeTabPresets' },
  { id: 'versions', label: 'admin.themeTabVersions' },
] as const;

/**
 * The editor's side panel: a tab per part of the theme, the shop's header settings (saved apart), then
 * the presets and the versions.
 */
export function EditorPanels({
  editing,
  view,
  header,
}: {
  editing: ThemeEditing;
  view: ThemeEditorView;
  header: HeaderEditing;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Key>('colours');
  const props = { theme: editing.theme, onChange: editing.change };
  const failing = useFailingPairs(editing.theme).length;
  return (
    <Tabs selectedKey={tab} onSelectionChange={setTab} className={styles.tabs}>
      <TabList aria-label={t('admin.themePanels')} className={styles.tabList}>
        {TABS.map((entry) => (
          <Tab key={entry.id} id={entry.id} className={styles.tab} data-testid={`theme-tab-${entry.id}`}>
            {t(entry.label)}
            {entry.id === 'contrast' && failing > 0 && (
              <span
                className={styles.tabBadge}
                aria-label={t('admin.themeContrastFailingCount', { count: failing })}
              >
                {failing}
              </span>
            )}
          </Tab>
        ))}
      </TabList>
      <TabPanel id="colours" className={styles.tabPanel}>
        <ColoursPanel {...props} />
      </TabPanel>
      <TabPanel id="fonts" className={styles.tabPanel}>
        <FontsPanel {...props} />
      </TabPanel>
      <TabPanel id="shapes" className={styles.tabPanel}>
        <ShapesPanel {...props} />
      </TabPanel>
      <TabPanel id="motion" className={styles.tabPanel}>
        <TransitionPanel {...props} />
      </TabPanel>
      <TabPanel id="header" className={styles.tabPanel}>
        <HeaderPanel header={header} />
      </TabPanel>
      <TabPanel id="contrast" className={styles.tabPanel}>
        <ContrastPanel {...props} />
      </TabPanel>
      <TabPanel id="presets" className={styles.tabPanel}>
        <PresetsPanel {...props} presets={view.presets} />
      </TabPanel>
      <TabPanel id="versions" className={styles.tabPanel}>
        <VersionsPanel view={view} editing={editing} />
      </TabPanel>
    </Tabs>
  );
}
