import type { Tx } from '../../platform/db/client.ts';

// Modules above the catalogue that keep references to variants (order lines) say which variants they
// hold, so the catalogue can refuse to delete them without reading their tables (decision 0047).

/** The ids among `variantIds` that the registering module still refers to. */
export type VariantReferenceCheck = (tx: Tx, variantIds: readonly string[]) => Promise<Set<string>>;

const checks: VariantReferenceCheck[] = [];

/** Called once when a module loads (e.g. orders: variants of order lines). */
export function registerVariantReferences(check: VariantReferenceCheck): void {
  if (!checks.includes(check)) checks.push(check);
}

/** The ids among `variantIds` that any module refers to. */
export async function referencedVariants(tx: Tx, variantIds: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  if (!variantIds.length) return found;
  for (const check of checks) for (const id of await check(tx, variantIds)) found.add(id);
  return found;
}
