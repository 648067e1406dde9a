import type { Key } from 'react-aria-components';
import {
  Button as AriaButton,
  Collection,
  DropIndicator,
  Tree,
  TreeItem,
  TreeItemContent,
  useDragAndDrop,
} from 'react-aria-components';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { StatusChip } from '../../ui/status-chip.tsx';
import { useRoleTexts } from '../../lib/admin/right-labels.ts';
import type { AdminCategory } from './categories-api.ts';
import {
  buildTree,
  dropMove,
  keyboardMove,
  type KeyboardMove,
  type TreeMove,
  type TreeNode,
} from './category-tree-model.ts';
import styles from './categories.module.css';

type Props = {
  categories: readonly AdminCategory[];
  canWrite: boolean;
  isMoving: boolean;
  onMove: (move: TreeMove) => void;
  onDelete: (category: AdminCategory) => void;
};

type Node = TreeNode<AdminCategory>;

const KEYBOARD_MOVES: { action: KeyboardMove; symbol: string; labelKey: string }[] = [
  { action: 'up', symbol: '↑', labelKey: 'admin.moveUp' },
  { action: 'down', symbol: '↓', labelKey: 'admin.moveDown' },
  { action: 'outdent', symbol: '←', labelKey: 'admin.categoryOutdent' },
  { action: 'indent', symbol: '→', labelKey: 'admin.categoryIndent' },
];

/**
 * The categories as an accessible tree (React Aria's Tree): drag a row's handle between rows to
 * reorder, onto a row to make it a subcategory there; the handle also drags by keyboard (Enter, arrows,
 * Enter), and the move buttons do the same without dragging. A drop into the own subtree is not offered.
 */
export function CategoryTreeView({ categories, canWrite, isMoving, onMove, onDelete }: Props) {
  const { t } = useTranslation();
  const { roleName } = useRoleTexts();
  const tree = useMemo(() => buildTree(categories), [categories]);
  // Every category with subcategories starts open; the admin closes what they do not need.
  const [collapsed, setCollapsed] = useState<ReadonlySet<Key>>(new Set());
  const expandedKeys = useMemo(
    () => new Set(categories.filter((row) => !collapsed.has(row.id)).map((row) => row.id)),
    [categories, collapsed],
  );

  // A moved row is drawn anew: the move button pressed keeps the focus (else the row), so a keyboard
  // user can press it again.
  const refocus = useRef<{ id: string; testId: string } | null>(null);
  useEffect(() => {
    const wanted = refocus.current;
    if (!wanted) return;
    // A button that cannot move further (e.g. up at the top) is disabled: then the row.
    const button = document.querySelector<HTMLElement>(`[data-testid="${wanted.testId}"]:not([disabled])`);
    const row = document.querySelector<HTMLElement>(`[role="row"][data-key="${wanted.id}"]`);
    const target = button ?? row;
    if (target && document.activeElement !== target) target.focus();
    // Kept until the saved order has come back, which draws the row once more.
    if (!isMoving) refocus.current = null;
  }, [categories, isMoving]);

  const { dragAndDropHooks } = useDragAndDrop<Node>({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': String(key) })),
    onMove: (event) => {
      const [key] = [...event.keys];
      if (key === undefined || event.target.type !== 'item') return;
      const move = dropMove(categories, String(key), String(event.target.key), event.target.dropPosition);
      if (move) onMove(move);
    },
    shouldAcceptItemDrop: () => true,
    renderDropIndicator: (target) => <DropIndicator target={target} className={styles.dropLine} />,
  });

  const renderNode = (node: Node) => {
    const name = node.name;
    return (
      <TreeItem
        key={node.id}
        id={node.id}
        textValue={name}
        className={styles.row}
        style={({ level }) => ({ ['--tree-level' as string]: level })}
        data-testid={`category-row-${node.slug}`}
      >
        <TreeItemContent>
          {({ hasChildItems, isExpanded }) => (
            <>
              {canWrite ? (
                <AriaButton
                  slot="drag"
                  className={styles.handle}
                  aria-label={`${t('admin.dragToReorder')}: ${name}`}
                >
                  ⠿
                </AriaButton>
              ) : (
                <span />
              )}
              {hasChildItems ? (
                <AriaButton slot="chevron" className={styles.chevron} data-expanded={isExpanded}>
                  ›
                </AriaButton>
              ) : (
                <span className={styles.chevronSpace} />
              )}
              <span className={styles.name}>
                <Link
                  to={`/admin/categories/${node.id}`}
                  className={styles.nameLink}
                  data-testid={`category-link-${node.slug}`}
                >
                  {name}
                </Link>
                <span className={styles.facts}>
                  <StatusChip
                    tone={node.published ? 'success' : 'neutral'}
                    value={node.published ? 'online' : 'offline'}
                  >
                    {t(node.published ? 'admin.categoryOnline' : 'admin.categoryOffline')}
                  </StatusChip>
                  <StatusChip tone="info">
                    {t('admin.colAccess')}:{' '}
                    {node.accessRoles.length === 0
                      ? t('admin.categoryAccessAll')
                      : node.accessRoles.map(roleName).join(', ')}
                  </StatusChip>
                  <StatusChip tone="neutral">
                    {t('admin.colProducts')}: {node.productCount}
                  </StatusChip>
                </span>
              </span>
              {canWrite && (
                <span className={styles.rowActions}>
                  {KEYBOARD_MOVES.map(({ action, symbol, labelKey }) => {
                    const move = keyboardMove(categories, node.id, action);
                    return (
                      <Button
                        key={action}
                        size="small"
                        color="neutral"
                        isDisabled={!move}
                        onPress={() => {
                          if (!move) return;
                          refocus.current = { id: node.id, testId: `move-${action}-${node.slug}` };
                          onMove(move);
                        }}
                        aria-label={`${t(labelKey)}: ${name}`}
                        data-testid={`move-${action}-${node.slug}`}
                      >
                        {symbol}
                      </Button>
                    );
                  })}
                  <Button
                    size="small"
                    color="danger"
                    onPress={() => onDelete(node)}
                    data-testid={`delete-category-${node.slug}`}
                  >
                    {t('common.delete')}
                  </Button>
                </span>
              )}
            </>
          )}
        </TreeItemContent>
        <Collection items={node.children}>{renderNode}</Collection>
      </TreeItem>
    );
  };

  return (
    <Tree
      aria-label={t('admin.navCategories')}
      items={tree}
      className={styles.tree}
      expandedKeys={expandedKeys}
      onExpandedChange={(keys) =>
        setCollapsed(new Set(categories.filter((row) => !keys.has(row.id)).map((row) => row.id)))
      }
      dragAndDropHooks={canWrite ? dragAndDropHooks : undefined}
      renderEmptyState={() => t('admin.categoriesEmpty')}
      data-testid="category-tree"
    >
      {renderNode}
    </Tree>
  );
}
