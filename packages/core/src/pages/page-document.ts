// A CMS page's content (issue 25): a versioned JSON document of sections holding blocks, nested content
// as block properties (slots). One tolerant reader checks every document — from the editor, an import,
// a template or the AI — like any other input, and repairs what it cannot keep, reporting each problem
// with its path. Linear: one visit per node, bounded by PAGE_LIMITS before anything is walked.
import { pageFail } from './page-messages.ts';
import { BLOCKS_BY_TYPE, PAGE_BLOCKS, type PageBlockType } from './blocks/index.ts';
import {
  childPath,
  report,
  type AiOptions,
  type JsonSchema,
  type PageProblem,
  type ReadContext,
} from './fields.ts';
import { objectAiSchema, objectFromAi, readObject } from './compound-fields.ts';
import { migratePageDocument, PAGE_SCHEMA_VERSION } from './page-migrations.ts';
import { PAGE_LIMITS, PAGE_NODE_ID } from './page-constants.ts';
import { readSectionSettings, SECTION_FIELDS, type SectionSettings } from './section.ts';

export type PageBlock = {
  id: string;
  type: PageBlockType;
  props: Record<string, unknown>;
};

export type PageSection = { id: string; settings: SectionSettings; blocks: PageBlock[] };

export type PageDocument = { schemaVersion: number; sections: PageSection[] };

export const emptyPageDocument = (): PageDocument => ({ schemaVersion: PAGE_SCHEMA_VERSION, sections: [] });

export type PageReading = {
  document: PageDocument;
  problems: PageProblem[];
  /** Written by a newer version of the app: shown, never saved over (a rolling deploy). */
  newerThanApp: boolean;
};

type Walk = ReadContext & { blocks: number; ids: Set<string> };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A node's id, or a new one derived from its position (ids are unique within a page). */
function readId(input: unknown, path: string, fallback: string, walk: Walk): string {
  let id = typeof input === 'string' && PAGE_NODE_ID.test(input) ? input : '';
  if (id === '' || walk.ids.has(id)) {
    if (input !== undefined) report(walk, childPath(path, 'id'), pageFail('validation.invalidSetting'));
    id = fallback;
    for (let n = 2; walk.ids.has(id); n++) id = `${fallback}-${n}`;
  }
  walk.ids.add(id);
  return id;
}

function readBlocks(input: unknown, path: string, walk: Walk, depth: number): PageBlock[] {
  if (input === undefined || input === null) return [];
  if (!Array.isArray(input)) {
    report(walk, path, pageFail('validation.invalidSetting'));
    return [];
  }
  const blocks: PageBlock[] = [];
  for (const [index, raw] of input.entries()) {
    const at = childPath(path, index);
    if (walk.blocks >= PAGE_LIMITS.blocks) {
      report(walk, at, pageFail('validation.tooManyItems', { max: String(PAGE_LIMITS.blocks) }));
      break;
    }
    const declaration =
      isRecord(raw) && typeof raw.type === 'string' ? BLOCKS_BY_TYPE.get(raw.type) : undefined;
    if (!isRecord(raw) || !declaration) {
      report(walk, at, pageFail('validation.unknownBlock'));
      continue;
    }
    walk.blocks++;
    const id = readId(raw.id, at, `b${walk.blocks}`, walk);
    // Blocks in a slot read their own slots one level deeper; past the limit a slot is empty.
    const inner: Walk = {
      ...walk,
      readSlot: (slotInput, slotPath) => {
        if (depth + 1 > PAGE_LIMITS.slotDepth) {
          if (Array.isArray(slotInput) && slotInput.length > 0)
            report(walk, slotPath, pageFail('validation.tooDeep'));
          return [];
        }
        return readBlocks(slotInput, slotPath, walk, depth + 1);
      },
    };
    const props = readObject(declaration.fields, raw.props, childPath(at, 'props'), inner);
    for (const key of Object.keys(raw)) {
      if (key !== 'id' && key !== 'type' && key !== 'props')
        report(walk, childPath(at, key), pageFail('validation.unknownSetting'));
    }
    blocks.push({ id, type: declaration.type, props });
  }
  return blocks;
}

function readSections(input: unknown, walk: Walk): PageSection[] {
  if (!Array.isArray(input)) {
    if (input !== undefined) report(walk, 'sections', pageFail('validation.invalidSetting'));
    return [];
  }
  if (input.length > PAGE_LIMITS.sections) {
    report(walk, 'sections', pageFail('validation.tooManyItems', { max: String(PAGE_LIMITS.sections) }));
  }
  return input.slice(0, PAGE_LIMITS.sections).map((raw, index) => {
    const at = childPath('sections', index);
    const record = isRecord(raw) ? raw : {};
    if (!isRecord(raw)) report(walk, at, pageFail('validation.invalidSetting'));
    const id = readId(record.id, at, `s${index + 1}`, walk);
    const settings = readSectionSettings(record.settings, childPath(at, 'settings'), walk);
    const blocks = readBlocks(record.blocks, childPath(at, 'blocks'), walk, 0);
    return { id, settings, blocks };
  });
}

/**
 * Reads a page document from anywhere: parses a string, refuses one too large to read, migrates an
 * older schema version, and reads every section and block by its declaration. Never throws.
 */
export function readPageDocument(raw: unknown, options: { languages: readonly string[] }): PageReading {
  const walk: Walk = { languages: options.languages, problems: [], blocks: 0, ids: new Set() };
  let input = raw;
  if (typeof raw === 'string') {
    if (raw.length > PAGE_LIMITS.jsonLength) {
      report(walk, '', pageFail('validation.pageTooLarge'));
      return { document: emptyPageDocument(), problems: walk.problems, newerThanApp: false };
    }
    try {
      input = JSON.parse(raw);
    } catch {
      report(walk, '', pageFail('validation.invalidSetting'));
      return { document: emptyPageDocument(), problems: walk.problems, newerThanApp: false };
    }
  }
  const migrated = migratePageDocument(input);
  if (migrated.problem) report(walk, 'schemaVersion', migrated.problem);
  const record = isRecord(migrated.document) ? migrated.document : {};
  const sections = readSections(record.sections, walk);
  for (const key of Object.keys(record)) {
    if (key !== 'schemaVersion' && key !== 'sections')
      report(walk, key, pageFail('validation.unknownSetting'));
  }
  return {
    document: { schemaVersion: PAGE_SCHEMA_VERSION, sections },
    problems: walk.problems,
    newerThanApp: migrated.newerThanApp,
  };
}

const blockAiSchema = (declaration: (typeof PAGE_BLOCKS)[number], options: AiOptions): JsonSchema => ({
  type: 'object',
  properties: {
    type: { type: 'string', enum: [declaration.type] },
    props: objectAiSchema(declaration.fields, options),
  },
  required: ['type', 'props'],
  additionalProperties: false,
});

const hasSlot = (declaration: (typeof PAGE_BLOCKS)[number]) =>
  JSON.stringify(Object.values(declaration.fields).map((field) => field.control)).includes('"slot"');

/** What the AI may put in a slot: blocks without slots of their own (its schema nests one level). */
function slotOptions(options: AiOptions): AiOptions {
  const leaves = PAGE_BLOCKS.filter((declaration) => !hasSlot(declaration));
  const plain: AiOptions = { language: options.language };
  return {
    language: options.language,
    slot: {
      schema: { type: 'array', items: { anyOf: leaves.map((d) => blockAiSchema(d, plain)) } },
      fromAi: (value) => blocksFromAi(value, plain),
    },
  };
}

function blocksFromAi(value: unknown, options: AiOptions): unknown {
  if (!Array.isArray(value)) return value;
  return value.map((raw) => {
    const declaration =
      isRecord(raw) && typeof raw.type === 'string' ? BLOCKS_BY_TYPE.get(raw.type) : undefined;
    return declaration && isRecord(raw)
      ? { type: raw.type, props: objectFromAi(declaration.fields, raw.props, options) }
      : raw;
  });
}

/** The JSON Schema a page is asked of the AI in (structured output): sections of blocks, texts in one language. */
export function pageAiSchema(language: string): JsonSchema {
  const options = slotOptions({ language });
  return {
    type: 'object',
    properties: {
      sections: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            settings: objectAiSchema(SECTION_FIELDS, options),
            blocks: { type: 'array', items: { anyOf: PAGE_BLOCKS.map((d) => blockAiSchema(d, options)) } },
          },
          required: ['settings', 'blocks'],
          additionalProperties: false,
        },
      },
    },
    required: ['sections'],
    additionalProperties: false,
  };
}

/** The AI's page in the stored shape, to be read by `readPageDocument` like any other input. */
export function pageFromAi(value: unknown, language: string): unknown {
  if (!isRecord(value) || !Array.isArray(value.sections)) return value;
  const options = slotOptions({ language });
  return {
    schemaVersion: PAGE_SCHEMA_VERSION,
    sections: value.sections.map((section) =>
      isRecord(section)
        ? {
            settings: objectFromAi(SECTION_FIELDS, section.settings, options),
            blocks: blocksFromAi(section.blocks, options),
          }
        : section,
    ),
  };
}

/** The JSON Schema one block of `type` is asked of the AI in (a block regenerated on its own). */
export function blockAiSchemaOf(type: PageBlockType, language: string): JsonSchema {
  return blockAiSchema(BLOCKS_BY_TYPE.get(type)!, slotOptions({ language }));
}

/** The AI's block (`{ type, props }`) in the stored shape, to be read like any other input. */
export function blockFromAi(value: unknown, language: string): unknown {
  return (blocksFromAi([value], slotOptions({ language })) as unknown[])[0];
}
