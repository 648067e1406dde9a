import type { FieldControl } from '@print/core/pages/fields';

// Blocks nest inside blocks through slot fields, also inside lists and objects (a columns block's
// columns). Both directions of the editor's data mapping walk them the same way, by the declaration.

type Controls = Readonly<Record<string, FieldControl>>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function mapValue(
  value: unknown,
  control: FieldControl,
  mapBlocks: (blocks: unknown[]) => unknown[],
): unknown {
  switch (control.kind) {
    case 'slot':
      return mapBlocks(Array.isArray(value) ? value : []);
    case 'list':
      return Array.isArray(value) ? value.map((item) => mapValue(item, control.item, mapBlocks)) : value;
    case 'object':
      return isRecord(value) ? mapSlots(value, control.fields, mapBlocks) : value;
    default:
      return value;
  }
}

const holdsSlot = (control: FieldControl): boolean =>
  control.kind === 'slot' ||
  (control.kind === 'list' && holdsSlot(control.item)) ||
  (control.kind === 'object' && Object.values(control.fields).some(holdsSlot));

/** `props` with every slot's blocks replaced by `mapBlocks(blocks)`; other values are kept as they are. */
export function mapSlots(
  props: Record<string, unknown>,
  controls: Controls,
  mapBlocks: (blocks: unknown[]) => unknown[],
): Record<string, unknown> {
  const result: Record<string, unknown> = { ...props };
  for (const [key, control] of Object.entries(controls)) {
    if (holdsSlot(control)) result[key] = mapValue(props[key], control, mapBlocks);
  }
  return result;
}
