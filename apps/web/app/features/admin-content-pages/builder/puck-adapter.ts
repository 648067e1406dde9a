import { BLOCKS_BY_TYPE } from '@print/core/pages/blocks/index';
import { PAGE_NODE_ID } from '@print/core/pages/page-constants';
import type { PageBlock, PageDocument, PageSection } from '@print/core/pages/page-document';
import type { ComponentData, Data } from '@puckeditor/core';
import { mapSlots } from './slot-walk.ts';

// Our page document ⇄ Puck's data (docs/research/puck-integration.md §4). Sections are the root's
// `sections` slot of `Section` items whose `blocks` slot holds the blocks; per-language and
// per-breakpoint values stay as they are (our own fields edit them). What comes back is only the raw
// shape: the caller reads it with `readPageDocument` like any other input before it is shown or saved.

export const SECTION_TYPE = 'Section';
export const ROOT_ZONE = 'root:sections';
export const sectionZone = (sectionId: string) => `${sectionId}:blocks`;

const controlsOf = (type: string) =>
  Object.fromEntries(Object.entries(BLOCKS_BY_TYPE.get(type)?.fields ?? {}).map(([k, f]) => [k, f.control]));

/** One block (its slots' blocks too) as Puck's item. */
export function blockToPuck(raw: unknown): ComponentData {
  const block = raw as PageBlock;
  return {
    type: block.type,
    props: {
      ...mapSlots(block.props, controlsOf(block.type), (blocks) => blocks.map(blockToPuck)),
      id: block.id,
    },
  };
}

export function toPuck(document: PageDocument): Data {
  return {
    root: {
      props: {
        // Our root's one property (Puck's type knows a title only).
        sections: document.sections.map((section) => ({
          type: SECTION_TYPE,
          props: { ...section.settings, id: section.id, blocks: section.blocks.map(blockToPuck) },
        })),
      } as Record<string, unknown>,
    },
    content: [],
  };
}

/**
 * Puck names the items it creates `Type-uuid` (longer than a page's ids may be): such an id is shortened
 * the same way every time, so an item keeps its page id across edits and saves.
 */
export const pageIdOf = (puckId: string) =>
  PAGE_NODE_ID.test(puckId) ? puckId : puckId.replace(/[^A-Za-z0-9_-]/g, '').slice(-40);

export type PuckReading = {
  /** The document before it is read (the caller reads it). */
  raw: { schemaVersion: number; sections: unknown[] };
  /** Puck's id of each page id, to select in the editor what was clicked on the canvas. */
  puckIds: Map<string, string>;
};

export function fromPuck(data: Data, schemaVersion: number): PuckReading {
  const puckIds = new Map<string, string>();
  const idOf = (puckId: unknown) => {
    const id = pageIdOf(String(puckId ?? ''));
    puckIds.set(id, String(puckId));
    return id;
  };
  function blockFromPuck(raw: unknown): unknown {
    const item = raw as ComponentData;
    const { id, ...props } = item.props as Record<string, unknown>;
    return {
      id: idOf(id),
      type: item.type,
      props: mapSlots(props, controlsOf(item.type), (blocks) => blocks.map(blockFromPuck)),
    };
  }
  const rootSections = ((data.root.props as { sections?: ComponentData[] } | undefined)?.sections ??
    []) as ComponentData[];
  // Items dropped outside a section (Puck's default zone) get a section of their own: nothing is lost.
  const stray = data.content.length
    ? [{ type: SECTION_TYPE, props: { id: `s-${data.content[0]!.props.id}`, blocks: data.content } }]
    : [];
  const sections = [...rootSections, ...stray].map((item) => {
    const { id, blocks, ...settings } = item.props as Record<string, unknown>;
    const section: Omit<PageSection, 'blocks' | 'settings'> & { settings: unknown; blocks: unknown[] } = {
      id: idOf(id),
      settings,
      blocks: ((blocks as unknown[] | undefined) ?? []).map(blockFromPuck),
    };
    return section;
  });
  return { raw: { schemaVersion, sections }, puckIds };
}
