import type { Tx } from '../db/client.ts';
import { contributed } from '../module-contributions.ts';
import type { RequestTenant } from '../service-context.ts';

/**
 * One text a module declares translatable (contributes.translatableTexts) as an owner's save changed
 * it: its languages before and after the save.
 */
export type OwnTextSave = {
  /** The entity as the translations admin names it ('product', 'category', …). */
  entity: string;
  id: string;
  field: string;
  before: Readonly<Record<string, string>>;
  after: Readonly<Record<string, string>>;
  /** A text written once for every language (user fields' label), before and after the save. */
  base?: { before: string; after: string };
};

/** Who saved, where: the save's transaction and tenant. */
export type OwnTextsScope = {
  tx: Tx;
  tenant: RequestTenant;
  userId: string | null;
  /** The provider that wrote the changed languages (a page's AI translation); absent: a person. */
  machine?: string;
};

export type OwnTextsSavedListener = (scope: OwnTextsScope, saves: readonly OwnTextSave[]) => Promise<void>;

declare module '../module-contributions.ts' {
  interface ContributionKinds {
    /** Told of every owner's save of translatable texts, in its transaction (i18n keeps their states). */
    ownTextsSaved: OwnTextsSavedListener;
  }
}

const sameTexts = (a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>) => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => (a[key] ?? '') === (b[key] ?? ''));
};

/**
 * Tells the listeners what an owner's save (the product, category, CMS page or field editors) wrote
 * of its translatable texts, in the save's transaction: the texts' translation states follow (decision
 * 0086). The modules that write such texts sit in layers i18n cannot be imported from (users) or need
 * not know it, so the translations module listens here (contributes.ownTextsSaved, decision 0061).
 * Texts the save left as they were are left out; nothing is told when none changed.
 */
export async function ownTextsSaved(scope: OwnTextsScope, saves: readonly OwnTextSave[]): Promise<void> {
  const changed = saves.filter(
    (save) => !sameTexts(save.before, save.after) || save.base?.before !== save.base?.after,
  );
  if (!changed.length) return;
  for (const listener of contributed('ownTextsSaved')) await listener(scope, changed);
}
