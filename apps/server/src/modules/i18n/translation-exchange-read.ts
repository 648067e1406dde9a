import { EXCHANGE_STATES, type ExchangeState, type InlinePart } from '@print/core/i18n/xliff';
import { readTranslationJson } from '@print/core/i18n/translation-json';
import { MAX_TRANSLATION_IMPORT_UNITS } from '@print/core/i18n/exchange-limits';
import { XMLParser, XMLValidator } from 'fast-xml-parser';

// Reading a translations file a translator sent back (issue 27): XLIFF 2.0 as core's writer makes it
// (xliff.ts), or its JSON form. Core holds the model; the XML parser lives here. Each unit's target is
// kept as parts (text and placeholders by their `ph` id) for XLIFF, or as written for JSON; the import
// puts it back against the current default text. One pass over the file; no DTD is ever read.

/** A unit as read: its address, its target (null: none given) and its state. */
export type ReadUnit = {
  id: string;
  state: ExchangeState;
  target: { parts: InlinePart[] } | { text: string } | null;
  /** Why the unit cannot be used (an unknown inline element); it is reported, not applied. */
  problem?: 'structure';
};
export type ReadDocument = { srcLang: string; trgLang: string; units: ReadUnit[] };

type OrderedNode = { [name: string]: unknown; ':@'?: Record<string, string> };

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  // Only XML's own entities and character references: a document with a DTD is refused before this.
  processEntities: true,
  htmlEntities: false,
});

const nameOf = (node: OrderedNode) => Object.keys(node).find((key) => key !== ':@') ?? '';
const childrenOf = (node: OrderedNode): OrderedNode[] => {
  const value = node[nameOf(node)];
  return Array.isArray(value) ? (value as OrderedNode[]) : [];
};
const elements = (nodes: OrderedNode[], name: string) => nodes.filter((node) => nameOf(node) === name);
const attr = (node: OrderedNode | undefined, name: string) => node?.[':@']?.[name];

/** A `<target>`'s content as parts; null when it holds another element than `<ph>`. */
function partsOf(target: OrderedNode): InlinePart[] | null {
  const parts: InlinePart[] = [];
  for (const node of childrenOf(target)) {
    const name = nameOf(node);
    if (name === '#text') parts.push({ text: String(node['#text']) });
    else if (name === 'ph') parts.push({ ph: attr(node, 'id') ?? '' });
    else return null;
  }
  return parts;
}

function readUnit(unit: OrderedNode): ReadUnit | null {
  const id = attr(unit, 'id');
  if (!id) return null;
  const segment = elements(childrenOf(unit), 'segment')[0];
  const state = (EXCHANGE_STATES as readonly string[]).includes(attr(segment, 'state') ?? '')
    ? (attr(segment, 'state') as ExchangeState)
    : 'translated';
  const target = segment ? elements(childrenOf(segment), 'target')[0] : undefined;
  if (!target) return { id, state, target: null };
  const parts = partsOf(target);
  return parts ? { id, state, target: { parts } } : { id, state, target: null, problem: 'structure' };
}

/** An XLIFF 2.0 document, or null when the text is not one (or brings a DTD, or too many units). */
export function readXliff(xml: string): ReadDocument | null {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return null;
  if (XMLValidator.validate(xml) !== true) return null;
  let root: OrderedNode | undefined;
  try {
    root = elements(parser.parse(xml) as OrderedNode[], 'xliff')[0];
  } catch {
    return null;
  }
  const srcLang = attr(root, 'srcLang');
  const trgLang = attr(root, 'trgLang');
  if (!root || attr(root, 'version') !== '2.0' || !srcLang || !trgLang) return null;
  const units: ReadUnit[] = [];
  for (const file of elements(childrenOf(root), 'file'))
    for (const unit of elements(childrenOf(file), 'unit')) {
      const read = readUnit(unit);
      if (!read) return null;
      units.push(read);
      if (units.length > MAX_TRANSLATION_IMPORT_UNITS) return null;
    }
  return { srcLang, trgLang, units };
}

/** A translations JSON document (translation-json.ts), or null when the text is not one. */
export function readJson(text: string): ReadDocument | null {
  const document = readTranslationJson(text);
  if (!document || document.units.length > MAX_TRANSLATION_IMPORT_UNITS) return null;
  return {
    srcLang: document.srcLang,
    trgLang: document.trgLang,
    units: document.units.map((unit) => ({ id: unit.id, state: unit.state, target: { text: unit.target } })),
  };
}
