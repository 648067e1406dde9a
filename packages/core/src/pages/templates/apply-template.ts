// Applying a template to a page (issue 25, spec §4): the template's sections are appended to the page's
// document with fresh ids. Pure: the page builder applies a template to the document it is editing (and
// saves it like any change, with the version it loaded); a new page applies one to an empty document.
import type { PageProblem } from '../fields.ts';
import { PAGE_LIMITS, PAGE_NODE_ID } from '../page-constants.ts';
import { readPageDocument, type PageDocument, type PageSection } from '../page-document.ts';
import { forEachBlock, mapBlocks, pageNodeIds } from '../page-nodes.ts';

/** The spec's messages of a template that cannot be applied (catalogue group cms). */
export type TemplateError = 'cms.templateNoLayouts' | 'cms.errorApplyingTemplate';

export type TemplateApplication =
  | { document: PageDocument; error?: undefined; problems?: undefined }
  | { error: TemplateError; document?: undefined; problems: PageProblem[] };

export type ApplyOptions = {
  /** The shop's languages: the template is read like any input (texts in others are problems). */
  languages: readonly string[];
  /** Makes a new node id (tests give a predictable one); it is retried until unused. */
  newId?: () => string;
};

/** 10 characters of [a-z0-9]: PAGE_NODE_ID's, and a chance of one in 3·10^15 to meet another. */
export function randomId(): string {
  const bytes = new Uint8Array(10);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => (byte % 36).toString(36)).join('');
}

/** The sections with a new id for each section and block, none of them in `used` (which they join). */
export function freshIds(
  sections: readonly PageSection[],
  used: Set<string>,
  newId: () => string,
): PageSection[] {
  const fresh = () => {
    let id = newId();
    while (used.has(id) || !PAGE_NODE_ID.test(id)) id = newId();
    used.add(id);
    return id;
  };
  return sections.map((section) => {
    // An anchor the page already has (a section's id or anchor) would make two sections answer one link.
    const anchor = section.settings.anchor;
    const keepAnchor = anchor !== '' && !used.has(anchor);
    if (keepAnchor) used.add(anchor);
    return {
      id: fresh(),
      settings: { ...section.settings, anchor: keepAnchor ? anchor : '' },
      blocks: mapBlocks(section.blocks, (block) => ({ ...block, id: fresh() })),
    };
  });
}

function blockCount(document: PageDocument): number {
  let count = 0;
  forEachBlock(document, () => {
    count += 1;
  });
  return count;
}

/**
 * The page's document with the template's sections appended (new ids for each section and block), or
 * the spec's message: 'This template contains no layouts' for a template without sections; 'Error
 * applying template' when the template does not read cleanly (it is input like any other) or the page
 * would grow beyond PAGE_LIMITS.
 */
export function applyTemplate(
  document: PageDocument,
  template: { document: unknown },
  options: ApplyOptions,
): TemplateApplication {
  const raw = template.document;
  // The reader takes anything (a page that is not an object reads as an empty page): a template must
  // at least be a document or its JSON.
  const isDocument =
    typeof raw === 'string' || (typeof raw === 'object' && raw !== null && !Array.isArray(raw));
  if (!isDocument) return { error: 'cms.errorApplyingTemplate', problems: [] };
  const reading = readPageDocument(raw, { languages: options.languages });
  if (reading.problems.length > 0 || reading.newerThanApp) {
    return { error: 'cms.errorApplyingTemplate', problems: reading.problems };
  }
  if (reading.document.sections.length === 0) return { error: 'cms.templateNoLayouts', problems: [] };
  const sections = freshIds(reading.document.sections, pageNodeIds(document), options.newId ?? randomId);
  const applied: PageDocument = { ...document, sections: [...document.sections, ...sections] };
  if (applied.sections.length > PAGE_LIMITS.sections || blockCount(applied) > PAGE_LIMITS.blocks) {
    return { error: 'cms.errorApplyingTemplate', problems: [] };
  }
  return { document: applied };
}
