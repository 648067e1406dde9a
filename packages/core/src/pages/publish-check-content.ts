// The publish check's findings in a page's blocks (issue 25; publish-check.ts): images without
// alternative text per language, the heading outline (one h1, no level skipped), links without a name,
// and texts missing in a shop language. Each knows the headings and links the shop's renderer draws of
// a block type (apps/web features/content-page/blocks, the catalogue's product row).
import type { PublishFinding } from './publish-check.ts';
import {
  hasAnyValue,
  hasValue,
  isImageControl,
  type PlacedBlock,
  type PlacedValue,
} from './publish-check-walk.ts';

const finding = (
  placed: PlacedBlock,
  kind: PublishFinding['kind'],
  key: string,
  path: string,
  language: string | null = null,
  values: Record<string, string> = {},
): PublishFinding => ({
  kind,
  key,
  values,
  blockId: placed.block.id,
  blockType: placed.block.type,
  sectionId: placed.sectionId,
  path,
  language,
});

type Props = Record<string, unknown>;
type RichNode = { type?: unknown; children?: unknown; text?: unknown; url?: unknown; title?: unknown };
const nodes = (value: unknown): RichNode[] =>
  Array.isArray(value)
    ? value.filter((node): node is RichNode => typeof node === 'object' && node !== null)
    : [];

/** The rich text of the language the page shows first: the default's, else any. */
function richTextOf(values: unknown, defaultLanguage: string): unknown[] {
  if (typeof values !== 'object' || values === null) return [];
  const record = values as Record<string, unknown>;
  const value = record[defaultLanguage] ?? Object.values(record)[0];
  return Array.isArray(value) ? value : [];
}

/** The heading levels a block draws, in order (what the renderer makes an h1, h2, h3). */
function headingLevels(
  block: PlacedBlock['block'],
  defaultLanguage: string,
): { level: number; prop: string }[] {
  const props = block.props as Props;
  switch (block.type) {
    case 'hero':
      return hasAnyValue(props.title) ? [{ level: 1, prop: 'title' }] : [];
    case 'heading': {
      const level = Number(String(props.level).slice(1));
      return hasAnyValue(props.text) && level >= 1 ? [{ level, prop: 'text' }] : [];
    }
    case 'productRow':
      return hasAnyValue(props.title) ? [{ level: 2, prop: 'title' }] : [];
    case 'linkPage':
      return hasAnyValue(props.title) || hasAnyValue(props.description) ? [{ level: 3, prop: 'title' }] : [];
    case 'cta':
      return props.clickBehaviour !== 'button' && (hasAnyValue(props.title) || hasAnyValue(props.label))
        ? [{ level: 3, prop: 'title' }]
        : [];
    case 'iconList':
      return nodes(props.items).some((item) => hasAnyValue(item.title)) ? [{ level: 3, prop: 'items' }] : [];
    case 'rss':
      // The feed's items, drawn as h3 (the first as h2 when shown as the hero) once the server has read it.
      return props.showFirstAsHero === true
        ? [
            { level: 2, prop: 'feedUrl' },
            { level: 3, prop: 'feedUrl' },
          ]
        : [{ level: 3, prop: 'feedUrl' }];
    case 'text':
      return nodes(richTextOf(props.body, defaultLanguage)).flatMap((node) =>
        node.type === 'heading-two'
          ? [{ level: 2, prop: 'body' }]
          : node.type === 'heading-three'
            ? [{ level: 3, prop: 'body' }]
            : [],
      );
    default:
      return [];
  }
}

/**
 * The page's heading outline: one h1 (the page's title; a page with content and none, or with more
 * than one, is a finding) and no level skipped going down (an h3 right after the h1).
 */
export function headingFindings(blocks: readonly PlacedBlock[], defaultLanguage: string): PublishFinding[] {
  const findings: PublishFinding[] = [];
  let previous = 1;
  let firstH1 = true;
  for (const placed of blocks) {
    for (const { level, prop } of headingLevels(placed.block, defaultLanguage)) {
      const path = `${placed.path}.props.${prop}`;
      if (level === 1) {
        if (!firstH1) findings.push(finding(placed, 'headingOrder', 'cms.publishCheckManyH1', path));
        firstH1 = false;
      } else if (level > previous + 1) {
        findings.push(
          finding(placed, 'headingOrder', 'cms.publishCheckHeadingSkipped', path, null, {
            level: `H${level}`,
            previous: `H${previous}`,
          }),
        );
      }
      previous = level;
    }
  }
  if (firstH1 && blocks.length > 0) {
    findings.unshift({
      kind: 'headingOrder',
      key: 'cms.publishCheckNoH1',
      values: {},
      blockId: null,
      blockType: null,
      sectionId: null,
      path: 'document',
      language: null,
    });
  }
  return findings;
}

/** Images shown (a picture chosen) without an alternative text in a shop language. */
export function altTextFindings(
  placed: PlacedBlock,
  values: readonly PlacedValue[],
  languages: readonly string[],
): PublishFinding[] {
  return values.flatMap(({ value, control, path }) => {
    if (!isImageControl(control)) return [];
    const image = value as { src?: unknown; alt?: unknown } | undefined;
    if (typeof image?.src !== 'string' || image.src === '') return [];
    return languages
      .filter((language) => !hasValue(image.alt, language))
      .map((language) =>
        finding(placed, 'imageAlt', 'cms.publishCheckImageAlt', `${path}.alt.${language}`, language),
      );
  });
}

/** A link whose text is empty in some language (rich text): where, and in which language. */
function emptyRichLinks(values: unknown, path: string): { path: string; language: string }[] {
  if (typeof values !== 'object' || values === null) return [];
  const empty: { path: string; language: string }[] = [];
  const leafText = (node: RichNode): string =>
    typeof node.text === 'string' ? node.text : nodes(node.children).map(leafText).join('');
  for (const [language, document] of Object.entries(values as Record<string, unknown>)) {
    const visit = (list: RichNode[]) => {
      for (const node of list) {
        if (node.type === 'link' && leafText(node).trim() === '')
          empty.push({ path: `${path}.${language}`, language });
        else visit(nodes(node.children));
      }
    };
    visit(nodes(document));
  }
  return empty;
}

/**
 * Links a shopper could not name: a button or card with an address but no label (the renderer shows the
 * bare address, or leaves the button out), a cloudbar link without its label, a rich-text link without
 * text. Social buttons are named by their platform when they have no label.
 */
export function linkNameFindings(placed: PlacedBlock): PublishFinding[] {
  const props = placed.block.props as Props;
  const at = (prop: string) => `${placed.path}.props.${prop}`;
  const unnamed = (url: unknown, ...labels: unknown[]) =>
    typeof url === 'string' && url !== '' && !labels.some(hasAnyValue);
  const found: PublishFinding[] = [];
  const add = (path: string, language: string | null = null) =>
    found.push(finding(placed, 'linkName', 'cms.publishCheckLinkName', path, language));
  switch (placed.block.type) {
    case 'hero':
      if (unnamed(props.buttonUrl, props.buttonLabel)) add(at('buttonLabel'));
      if (unnamed(props.secondaryUrl, props.secondaryLabel)) add(at('secondaryLabel'));
      break;
    case 'cta':
      if (
        props.clickBehaviour === 'tile'
          ? unnamed(props.url, props.title, props.label)
          : unnamed(props.url, props.label)
      )
        add(at('label'));
      break;
    case 'linkPage':
      if (unnamed(props.url, props.title)) add(at('title'));
      break;
    case 'cloudbar':
      nodes(props.links).forEach((link, index) => {
        const { url, label } = link as { url?: unknown; label?: unknown };
        if (unnamed(url, label)) add(at(`links.${index}.label`));
      });
      break;
    case 'text':
      for (const empty of emptyRichLinks(props.body, at('body'))) add(empty.path, empty.language);
      break;
  }
  return found;
}

/**
 * Texts given in some language but missing in another shop language, for every text of the block (its
 * pictures' alternative texts are the alt check's).
 */
export function translationFindings(
  placed: PlacedBlock,
  values: readonly PlacedValue[],
  languages: readonly string[],
): PublishFinding[] {
  const alts = new Set(
    values.filter((value) => isImageControl(value.control)).map((value) => `${value.path}.alt`),
  );
  return values.flatMap(({ value, control, path }) => {
    if (control.kind !== 'localized' || alts.has(path) || !hasAnyValue(value)) return [];
    return languages
      .filter((language) => !hasValue(value, language))
      .map((language) =>
        finding(placed, 'translation', 'cms.publishCheckTranslationMissing', `${path}.${language}`, language),
      );
  });
}
