import type { SelectOption } from '../../ui/select-field.tsx';
import { buildTree, subtreeOf, type TreeNode } from './category-tree-model.ts';

type Named = { id: string; parentId: string | null; name: string };

/**
 * The categories a category may go under, in tree order with their path ('Flyer › Falzflyer'): all but
 * the category itself and its subcategories (`id` null: a new category may go anywhere).
 */
export function parentOptions(categories: readonly Named[], id: string | null): SelectOption[] {
  const excluded = id === null ? new Set<string>() : subtreeOf(categories, id);
  const options: SelectOption[] = [];
  const walk = (nodes: TreeNode<Named>[], path: string[]) => {
    for (const node of nodes) {
      if (excluded.has(node.id)) continue;
      const label = [...path, node.name];
      options.push({ id: node.id, label: label.join(' › ') });
      walk(node.children, label);
    }
  };
  walk(buildTree(categories), []);
  return options;
}
