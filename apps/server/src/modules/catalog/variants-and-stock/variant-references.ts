import type { Tx } from '../../../platform/db/client.ts';
import { contributed } from '../../../platform/module-contributions.ts';

// Modules above the catalogue that keep references to variants (order lines) say which variants they
// hold (contributes.variantReferences in their descriptor), so the catalogue can refuse to delete them
// without reading their tables (decision 0047).

/** The ids among `variantIds` that the contributing module still refers to. */
export type VariantReferenceCheck = (tx: Tx, variantIds: readonly string[]) => Promise<Set<string>>;

declare module '../../../platform/module-contributions.ts' {
  interface ContributionKinds {
    /** Which of these variants does the module still refer to (they are archived, not deleted)? */
    variantReferences: VariantReferenceCheck;
  }
}

/** The ids among `variantIds` that any module refers to. */
export async function referencedVariants(tx: Tx, variantIds: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  if (!variantIds.length) return found;
  for (const check of contributed('variantReferences')) {
    for (const id of await check(tx, variantIds)) found.add(id);
  }
  return found;
}
