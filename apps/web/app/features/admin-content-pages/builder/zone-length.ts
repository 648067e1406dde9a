import type { ComponentData } from '@puckeditor/core';

/**
 * How many items a Puck zone holds: a zone is `<parent id>:<property path>` (`s1:blocks`,
 * `b2:columns[0].blocks`); the root's sections are `root:sections`.
 */
export function zoneLength(
  zone: string,
  rootProps: Record<string, unknown> | undefined,
  getItemById: (id: string) => ComponentData | undefined,
): number {
  const at = zone.indexOf(':');
  const parentId = zone.slice(0, at);
  const path = zone.slice(at + 1);
  let value: unknown = parentId === 'root' ? rootProps : getItemById(parentId)?.props;
  for (const step of path.split(/[.[\]]/).filter(Boolean)) {
    value =
      value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[step] : undefined;
  }
  return Array.isArray(value) ? value.length : 0;
}
