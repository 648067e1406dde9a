import type { Right } from '@print/core/rights';
import { builtInCatalogue } from '@print/core/i18n/catalogue/index';
import { parseEditAddress } from '@print/core/i18n/edit-address';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { contributed } from '../../platform/module-contributions.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import type { Tenant } from '../tenancy/tenancy.service.ts';
import { translationEntries, translationTexts } from './i18n.tables.ts';
import { catalogueTextsOf } from './i18n.service.ts';
import type { TextFormat, TranslatableEntity } from './translatable-texts.ts';

// One address (core edit-address.ts) resolved to what it names in the request tenant: a catalogue key
// (built in or the tenant's own) or a record text of a contributed entity, with its texts now. Another
// tenant's record is not found: the owners read in the tenant's transaction.

export type ResolvedText = {
  address: string;
  kind: 'key' | 'entity';
  /** The catalogue key, or the record id. */
  key: string;
  entity: TranslatableEntity | null;
  field: string | null;
  format: TextFormat;
  /** The texts by language (the tenant's own over the built-in ones). */
  texts: Record<string, string>;
  /** The built-in texts of a key (what a revert returns to). */
  builtIn: Record<string, string>;
  /** A base written once for all languages (user fields), used where a language has none. */
  base: string | undefined;
  /** The whole text locked for all languages (translation_entry.locked). */
  lockedForAll: boolean;
};

export const entityOf = (name: string) => contributed('translatableTexts').find((e) => e.entity === name);

/** The address in this tenant, or NOT_FOUND (unknown key, no such record here, not an address). */
export async function resolveAddress(tx: Tx, tenant: Tenant, address: string): Promise<ResolvedText> {
  const parsed = parseEditAddress(address);
  if (!parsed) throw notFound('admin.translationNotFound');
  if (parsed.kind === 'key') {
    const builtIn = builtInCatalogue[parsed.key] ? catalogueTextsOf(parsed.key) : {};
    const [entry] = await tx
      .select()
      .from(translationEntries)
      .where(eq(translationEntries.translationKey, parsed.key));
    if (!entry && !builtInCatalogue[parsed.key]) throw notFound('admin.translationNotFound');
    const own = entry
      ? await tx.select().from(translationTexts).where(eq(translationTexts.entryId, entry.id))
      : [];
    const texts = { ...builtIn };
    for (const row of own) texts[row.languageCode] = row.translation;
    return {
      address,
      kind: 'key',
      key: parsed.key,
      entity: null,
      field: null,
      format: 'text',
      texts,
      builtIn,
      base: undefined,
      lockedForAll: entry?.locked ?? false,
    };
  }
  const entity = entityOf(parsed.entity);
  const record = entity ? await entity.read(tx, parsed.id) : null;
  const text = record?.find((t) => t.field === parsed.field);
  if (!entity || !text) throw notFound('admin.translationNotFound');
  return {
    address,
    kind: 'entity',
    key: parsed.id,
    entity,
    field: parsed.field,
    format: entity.fieldTypes[parsed.field]?.format ?? 'text',
    texts: { ...text.texts },
    builtIn: {},
    base: text.base,
    lockedForAll: false,
  };
}

/** The default-language text a translation is made from. */
export const defaultText = (text: Pick<ResolvedText, 'texts' | 'base'>, tenant: Tenant) =>
  text.texts[tenant.defaultLanguage]?.trim() ? text.texts[tenant.defaultLanguage]! : (text.base ?? '');

/** Throws unless the caller may change record texts of this entity (its owner's right). */
export function assertEntityRight(ctx: Pick<ServiceContext, 'user'>, right: Right | undefined) {
  if (right && !ctx.user?.rightSet.has(right)) throw forbidden('admin.translationNeedsRight');
}

/** The address for a change by the caller: known in this tenant, and the owner's right held. */
export async function resolveEditable(ctx: ServiceContext, address: string): Promise<ResolvedText> {
  const text = await resolveAddress(ctx.tx, ctx.tenant, address);
  assertEntityRight(ctx, text.entity?.right);
  return text;
}
