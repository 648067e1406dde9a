import { colourFollowers, type ColourFollowers } from '@print/core/theme/colour-followers';
import { resolveColor } from '@print/core/theme/resolve-color';
import type { Theme } from '@print/core/theme/types';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColourEntry, type LinkTargets } from './colour-entry.tsx';
import { colourKeyName, colourPathName } from './colour-names.ts';
import { COLOUR_ROOTS, colourNodes, entriesOf, type ColourNode } from './colour-tree.ts';
import type { PanelProps } from './panel-props.ts';
import styles from './panels.module.css';

const ROOT_TITLES = { colors: 'admin.themeBaseColours', applications: 'admin.themeElementColours' } as const;

/** Every entry as a link target, grouped by the group it is in ('Primary', 'Buttons · Primary'). */
function useLinkTargets(theme: Theme): LinkTargets {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const groups = new Map<string, { path: string; name: string }[]>();
    for (const root of COLOUR_ROOTS)
      for (const entry of colourNodes(theme, root).flatMap(entriesOf)) {
        const group = colourPathName(i18n, entry.path.slice(0, entry.path.lastIndexOf('.')));
        const name = colourPathName(i18n, entry.path, entry.leaf);
        groups.set(group, [...(groups.get(group) ?? []), { path: entry.path, name }]);
      }
    return [...groups].map(([group, options]) => ({ group, options }));
  }, [theme, i18n]);
}

const matches = (node: ColourNode, filter: string, nameOf: (path: string) => string): boolean =>
  entriesOf(node).some((entry) => `${entry.path} ${nameOf(entry.path)}`.toLowerCase().includes(filter));

function Group({
  node,
  depth,
  filter,
  ...entryProps
}: PanelProps & {
  node: ColourNode;
  depth: number;
  filter: string;
  targets: LinkTargets;
  followers: ReadonlyMap<string, ColourFollowers>;
}) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  if (node.kind === 'entry')
    return <ColourEntry entry={node} {...entryProps} followers={entryProps.followers.get(node.path)} />;
  const entries = entriesOf(node);
  const shown = open || filter !== '';
  const nameOf = (path: string) => colourPathName(i18n, path);
  return (
    <li className={styles.group} data-depth={depth}>
      <button
        type="button"
        className={styles.groupToggle}
        aria-expanded={shown}
        onClick={() => setOpen(!open)}
        data-testid={`colour-group-${node.path}`}
      >
        <span className={styles.swatches} aria-hidden="true">
          {entries.slice(0, 4).map((entry) => (
            <span key={entry.path} style={{ background: resolveColor(entryProps.theme, entry.path) }} />
          ))}
        </span>
        <span className={styles.groupName}>{colourKeyName(i18n, node.key)}</span>
        <span className={styles.groupCount}>{t('admin.themeColourCount', { count: entries.length })}</span>
      </button>
      {shown && (
        <ul className={styles.groupBody}>
          {node.children
            .filter((child) => filter === '' || matches(child, filter, nameOf))
            .map((child) => (
              <Group key={child.key} node={child} depth={depth + 1} filter={filter} {...entryProps} />
            ))}
        </ul>
      )}
    </li>
  );
}

/** The Colours panel: the whole tree, base colours first, each group opened on demand or by the filter. */
export function ColoursPanel({ theme, onChange }: PanelProps) {
  const { t, i18n } = useTranslation();
  const [filterText, setFilter] = useState('');
  const filter = filterText.trim().toLowerCase();
  const targets = useLinkTargets(theme);
  const followers = useMemo(() => colourFollowers(theme), [theme]);
  const nameOf = (path: string) => colourPathName(i18n, path);
  return (
    <div className={styles.panel} data-testid="colours-panel">
      <p className={styles.intro}>{t('admin.themeColoursIntro')}</p>
      <input
        type="search"
        className={styles.filter}
        aria-label={t('admin.themeColourFilter')}
        placeholder={t('admin.themeColourFilter')}
        value={filterText}
        onChange={(event) => setFilter(event.target.value)}
        data-testid="colour-filter"
      />
      {COLOUR_ROOTS.map((root) => {
        const nodes = colourNodes(theme, root).filter(
          (node) => filter === '' || matches(node, filter, nameOf),
        );
        if (nodes.length === 0) return null;
        return (
          <section key={root} className={styles.section} aria-labelledby={`colours-${root}`}>
            <h3 id={`colours-${root}`} className={styles.sectionTitle}>
              {t(ROOT_TITLES[root])}
            </h3>
            <ul className={styles.groups}>
              {nodes.map((node) => (
                <Group
                  key={node.key}
                  node={node}
                  depth={0}
                  filter={filter}
                  theme={theme}
                  onChange={onChange}
                  targets={targets}
                  followers={followers}
                />
              ))}
            </ul>
          </section>
        );
      })}
      {filter !== '' &&
        COLOUR_ROOTS.every((root) =>
          colourNodes(theme, root).every((node) => !matches(node, filter, nameOf)),
        ) && <p className={styles.intro}>{t('admin.themeNoColourFound')}</p>}
    </div>
  );
}
