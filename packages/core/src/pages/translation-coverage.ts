// Which blocks of a page miss a language (issue 25): the page builder marks them with a "missing
// translation" badge while that language is edited. A text is missing when the default language has it
// and the language does not (the shop then shows the fallback).
import { BLOCKS_BY_TYPE } from './blocks/index.ts';
import type { FieldControl } from './fields.ts';
import type { PageBlock, PageDocument } from './page-document.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasText = (value: unknown) =>
  (typeof value === 'string' && value.trim() !== '') || (Array.isArray(value) && value.length > 0);

type Walk = { language: string; defaultLanguage: string; missing: string[] };

function valueMisses(value: unknown, control: FieldControl, walk: Walk): boolean {
  switch (control.kind) {
    case 'localized':
      return isRecord(value) && hasText(value[walk.defaultLanguage]) && !hasText(value[walk.language]);
    case 'image':
      return (
        isRecord(value) &&
        valueMisses(value.alt, { kind: 'localized', inner: { kind: 'text', max: 0, multiline: false } }, walk)
      );
    case 'object':
      return (
        isRecord(value) &&
        Object.entries(control.fields).some(([key, inner]) => valueMisses(value[key], inner, walk))
      );
    case 'list':
      return Array.isArray(value) && value.some((item) => valueMisses(item, control.item, walk));
    case 'slot':
      // Nested blocks are reported on their own.
      if (Array.isArray(value)) for (const block of value) visitBlock(block as PageBlock, walk);
      return false;
    default:
      return false;
  }
}

function visitBlock(block: PageBlock, walk: Walk): void {
  const declaration = BLOCKS_BY_TYPE.get(block.type);
  if (!declaration) return;
  let misses = false;
  for (const [key, field] of Object.entries(declaration.fields)) {
    if (valueMisses(block.props[key], field.control, walk)) misses = true;
  }
  if (misses) walk.missing.push(block.id);
}

/** The ids of the blocks with a text in `defaultLanguage` and none in `language` (none when they are equal). */
export function blocksMissingLanguage(
  document: PageDocument,
  language: string,
  defaultLanguage: string,
): string[] {
  if (language === defaultLanguage) return [];
  const walk: Walk = { language, defaultLanguage, missing: [] };
  for (const section of document.sections) for (const block of section.blocks) visitBlock(block, walk);
  return walk.missing;
}
