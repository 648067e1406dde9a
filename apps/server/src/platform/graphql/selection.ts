import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * The field names the operation selects below the resolving field, along `path` (e.g. ['items']),
 * through fragments and inline fragments. Lets a list resolver load in its own statement what the
 * fields below would otherwise ask for separately; directives (@skip/@include) are ignored, so a
 * name may be listed that will not resolve (loading a little more, never less).
 */
export function selectedFieldNames(info: GraphQLResolveInfo, path: readonly string[] = []): Set<string> {
  let fields: readonly FieldNode[] = info.fieldNodes;
  for (const name of path) fields = fields.flatMap((field) => fieldsOf(info, field.selectionSet, name));
  return new Set(fields.flatMap((field) => fieldsOf(info, field.selectionSet).map((f) => f.name.value)));
}

function fieldsOf(info: GraphQLResolveInfo, set: SelectionSetNode | undefined, name?: string): FieldNode[] {
  const found: FieldNode[] = [];
  const visit = (selections: SelectionSetNode['selections'], seen: Set<string>) => {
    for (const selection of selections) {
      if (selection.kind === Kind.FIELD) {
        if (name === undefined || selection.name.value === name) found.push(selection);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        visit(selection.selectionSet.selections, seen);
      } else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = info.fragments[selection.name.value];
        if (fragment) visit(fragment.selectionSet.selections, seen);
      }
    }
  };
  if (set) visit(set.selections, new Set());
  return found;
}
