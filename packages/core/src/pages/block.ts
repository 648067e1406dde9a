// A block type's declaration (issue 25): its properties as fields (fields.ts), where the insert-block
// picker lists it, and its name. Declared once here; the shop's renderer and the page builder read it.
import type { ObjectFields, ObjectValue } from './compound-fields.ts';

/** The insert-block picker's tabs (spec §2). */
export const BLOCK_TABS = [
  'heroTitles',
  'products',
  'special',
  'linkPage',
  'text',
  'image',
  'cloudbar',
] as const;
export type BlockTab = (typeof BLOCK_TABS)[number];

export type BlockDeclaration<T extends string = string, F extends ObjectFields = ObjectFields> = {
  readonly type: T;
  /** Text key of the block's name (catalogue group cms). */
  readonly label: string;
  readonly tab: BlockTab;
  readonly fields: F;
};

export function block<const T extends string, F extends ObjectFields>(
  declaration: BlockDeclaration<T, F>,
): BlockDeclaration<T, F> {
  return declaration;
}

export type BlockProps<D extends BlockDeclaration> = ObjectValue<D['fields']>;
