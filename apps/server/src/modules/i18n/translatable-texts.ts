import type { Right } from '@print/core/rights';
import type { Tx } from '../../platform/db/client.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { contributed } from '../../platform/module-contributions.ts';
import { loadTenant } from '../tenancy/tenancy.service.ts';

// The texts shop owners write per language in records of their own (products, categories, product and
// user fields; later CMS pages): what the translations admin lists and machine-translates. The modules
// that own such records declare them (contributes.translatableTexts, decision 0061), so this module lists
// them all without reading other modules' tables.

/** One translatable text of one record. */
export type TranslatableText = {
  /** The record's id. */
  id: string;
  /** Which of the record's texts (e.g. 'name', 'description'). */
  field: string;
  /** The text by language code; an absent or blank language has none. */
  texts: Readonly<Record<string, string>>;
  /** A text written once for every language, which a language's own text overrides (user fields). */
  base?: string;
};

/** The spec's translation types (§3) of record texts. */
export type RecordTextType =
  | 'productName'
  | 'productDescription'
  | 'productFieldLabel'
  | 'userFieldLabel'
  | 'categoryName'
  | 'categoryDescription'
  | 'contentPageName'
  | 'dynamic';

/** The spec's translation entities (§3): how a text is edited. */
export type TextFormat = 'text' | 'select' | 'richTextSlate';

/** One field of an entity: its spec type and format. */
export type TranslatableField = { type: RecordTextType; format: TextFormat };

/** What the translations table asks of the texts before it reads any. */
export type TextIndexQuery = { languages: readonly string[]; search: string | null };

/** One text of one record as the index lists it. */
export type TextIndexEntry = { id: string; field: string; written: readonly string[]; found: boolean };

/** What an owner's write answers: the record's texts of that field after it, or none (no such record). */
export type TextWrite = { texts: Readonly<Record<string, string>> } | null;

/** A kind of record with translatable texts, and how to list, read and write them. */
export type TranslatableEntity = {
  /** The entity, as the translations admin names it: 'product', 'category', 'productField', … */
  entity: string;
  /** Its translatable texts, e.g. ['name', 'description'] (each listed text's `field` is one of them). */
  fields: readonly string[];
  /** Per field its spec type and format. */
  fieldTypes: Readonly<Record<string, TranslatableField>>;
  /** The right that changes such records besides translations.edit (e.g. catalog.write). */
  right: Right;
  /**
   * Every text of the request tenant's records (read in the tenant's transaction: its rows only); with
   * `ids`, only the texts of those records.
   */
  list(tx: Tx, ids?: readonly string[]): Promise<TranslatableText[]>;
  /**
   * Every text of the tenant's records without its texts (the translations table filters and sorts
   * these, then lists the texts of one page): in which of `languages` it is written (not blank), and
   * whether one of those languages' texts contains `search` (case-insensitive; false without one).
   */
  index(tx: Tx, query: TextIndexQuery): Promise<TextIndexEntry[]>;
  /** The texts of one record (every field), or none when the tenant has no such record. */
  read(tx: Tx, id: string): Promise<TranslatableText[] | null>;
  /**
   * Writes some languages of one field through the owner's own service (its rules, versions and
   * activity apply): `null` or '' removes a language. Texts are already checked by the caller.
   */
  write(
    ctx: ServiceContext,
    id: string,
    field: string,
    texts: Readonly<Record<string, string | null>>,
  ): Promise<TextWrite>;
};

declare module '../../platform/module-contributions.ts' {
  interface ContributionKinds {
    /** Records whose texts the shop owner writes per language (the translations admin lists them). */
    translatableTexts: TranslatableEntity;
  }
}

/** How many of an entity's texts lack a language of the shop. */
export type MissingTranslations = { entity: string; languageCode: string; missing: number };

const written = (text: string | undefined) => Boolean(text?.trim());

/**
 * For the tenant, per translatable entity (in the order of the module list) and per language of the
 * shop (in the shop's order): how many texts are missing in that language — texts written in another of
 * the shop's languages, or once for all, but blank in this one. Texts written nowhere are not counted.
 */
export async function missingTranslations(tx: Tx, tenantId: string): Promise<MissingTranslations[]> {
  const tenant = await loadTenant(tx, tenantId);
  const languages = tenant?.languages.map((language) => language.code) ?? [];
  const counts: MissingTranslations[] = [];
  for (const { entity, list } of contributed('translatableTexts')) {
    const texts = (await list(tx)).filter(
      (text) => written(text.base) || languages.some((code) => written(text.texts[code])),
    );
    for (const languageCode of languages) {
      const missing = texts.filter((text) => !written(text.texts[languageCode])).length;
      counts.push({ entity, languageCode, missing });
    }
  }
  return counts;
}
