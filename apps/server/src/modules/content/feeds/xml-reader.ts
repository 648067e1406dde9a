// A small, forgiving XML reader for feeds (issue 25). Feeds in the wild are often not well-formed, so it
// reads what it can instead of refusing: one pass over the text (every search moves forward), no DTD,
// no entities but XML's five and character references (no expansion to blow up), and bounded — at most
// XML_LIMITS.elements elements, nested at most XML_LIMITS.depth deep (deeper ones are skipped), with at
// most XML_LIMITS.attributes attributes each.

export type XmlElement = {
  /** As written, prefix included (`itunes:duration`). */
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
};
export type XmlNode = XmlElement | string;

export const XML_LIMITS = { elements: 20_000, depth: 32, attributes: 32 } as const;

const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** XML's five entities and character references; anything else stays as written. */
export function decodeXmlText(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(/&(?:#x([0-9a-f]{1,6})|#(\d{1,7})|([a-z]{2,4}));/gi, (match, hex, dec, named) => {
    if (named !== undefined) return PREDEFINED[named as string] ?? match;
    const code = hex !== undefined ? parseInt(hex as string, 16) : parseInt(dec as string, 10);
    return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
      ? String.fromCodePoint(code)
      : match;
  });
}

const NAME = /^[^\s/>=]+/;
const isSpace = (char: string | undefined) => char === ' ' || char === '\n' || char === '\t' || char === '\r';

/** `name="value"` pairs of a tag, read by one forward scan (a pattern could backtrack on long runs). */
export function readAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  let count = 0;
  let index = 0;
  while (index < source.length && count < XML_LIMITS.attributes) {
    while (isSpace(source[index]) || source[index] === '/') index++;
    const nameStart = index;
    while (index < source.length && !isSpace(source[index]) && source[index] !== '=' && source[index] !== '/')
      index++;
    const name = source.slice(nameStart, index);
    while (isSpace(source[index])) index++;
    if (source[index] !== '=') {
      if (name === '') index++;
      continue;
    }
    index++;
    while (isSpace(source[index])) index++;
    const quote = source[index];
    let value: string;
    if (quote === '"' || quote === "'") {
      const end = source.indexOf(quote, index + 1);
      value = source.slice(index + 1, end < 0 ? source.length : end);
      index = end < 0 ? source.length : end + 1;
    } else {
      const valueStart = index;
      while (index < source.length && !isSpace(source[index])) index++;
      value = source.slice(valueStart, index);
    }
    if (name !== '') {
      attributes[name] = decodeXmlText(value);
      count++;
    }
  }
  return attributes;
}

/** The end of a tag starting at `from` (the index of its `>`), quotes respected; -1 if none. */
function tagEnd(xml: string, from: number): number {
  let quote = '';
  for (let index = from; index < xml.length; index++) {
    const char = xml[index];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '>') {
      return index;
    }
  }
  return -1;
}

/** The document's root element (a wrapper `#document` holding what was read), never throws. */
export function readXml(xml: string): XmlElement {
  const root: XmlElement = { name: '#document', attributes: {}, children: [] };
  const stack: XmlElement[] = [root];
  // Elements opened beyond the depth limit: their content is skipped until they close.
  let skipped = 0;
  let elements = 0;
  let index = 0;
  const addText = (text: string) => {
    if (skipped === 0 && text !== '') stack[stack.length - 1]!.children.push(text);
  };
  while (index < xml.length) {
    const open = xml.indexOf('<', index);
    if (open < 0) {
      addText(decodeXmlText(xml.slice(index)));
      break;
    }
    if (open > index) addText(decodeXmlText(xml.slice(index, open)));
    if (xml.startsWith('<!--', open)) {
      const end = xml.indexOf('-->', open + 4);
      index = end < 0 ? xml.length : end + 3;
    } else if (xml.startsWith('<![CDATA[', open)) {
      const end = xml.indexOf(']]>', open + 9);
      addText(xml.slice(open + 9, end < 0 ? xml.length : end));
      index = end < 0 ? xml.length : end + 3;
    } else if (xml.startsWith('<?', open)) {
      const end = xml.indexOf('?>', open + 2);
      index = end < 0 ? xml.length : end + 2;
    } else if (xml.startsWith('<!', open)) {
      // A DOCTYPE (with an internal subset up to its `]`) or another declaration: skipped, never read.
      const close = xml.indexOf('>', open);
      if (close < 0) break;
      const bracket = xml.slice(open, close).indexOf('[');
      const subsetEnd = bracket >= 0 ? xml.indexOf(']', open + bracket) : -1;
      const end = subsetEnd >= 0 ? xml.indexOf('>', subsetEnd) : close;
      index = end < 0 ? xml.length : end + 1;
    } else {
      const end = tagEnd(xml, open + 1);
      if (end < 0) break;
      index = end + 1;
      const body = xml.slice(open + 1, end);
      if (body.startsWith('/')) {
        const name = body.slice(1).trim();
        if (skipped > 0) {
          skipped--;
          continue;
        }
        // Close the nearest open element of that name (and any left open inside it); else ignore.
        for (let depth = stack.length - 1; depth > 0; depth--) {
          if (stack[depth]!.name === name) {
            stack.length = depth;
            break;
          }
        }
        continue;
      }
      const name = NAME.exec(body)?.[0];
      if (!name) {
        // `< b>` is no tag: kept as the text it is (and read past, so nothing is scanned twice).
        addText(decodeXmlText(xml.slice(open, index)));
        continue;
      }
      const selfClosing = body.endsWith('/');
      if (skipped > 0 || stack.length > XML_LIMITS.depth || elements >= XML_LIMITS.elements) {
        if (!selfClosing) skipped++;
        continue;
      }
      elements++;
      const element: XmlElement = {
        name,
        attributes: readAttributes(body.slice(name.length, selfClosing ? -1 : undefined)),
        children: [],
      };
      stack[stack.length - 1]!.children.push(element);
      if (!selfClosing) stack.push(element);
    }
  }
  return root;
}

/** The element's text (its own and its descendants'), bounded by `max` characters. */
export function textOf(element: XmlElement | undefined, max = 100_000): string {
  if (!element) return '';
  let text = '';
  const visit = (node: XmlNode) => {
    if (text.length >= max) return;
    if (typeof node === 'string') text += node;
    else for (const child of node.children) visit(child);
  };
  visit(element);
  return text.slice(0, max);
}

/** The element's child elements (of one name, prefix included, when given). */
export function childElements(element: XmlElement, name?: string): XmlElement[] {
  return element.children.filter(
    (child): child is XmlElement => typeof child !== 'string' && (name === undefined || child.name === name),
  );
}
