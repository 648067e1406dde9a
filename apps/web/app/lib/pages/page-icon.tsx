import { createElement } from 'react';

// An icon of the shop's icon set as the server sends it (content module, icons/icon-set.ts): shapes with
// plain attributes, drawn here as SVG elements — never inserted as markup. Shared by the shop's icon
// lists and the page builder's icon picker. It trusts nothing: only the four shape elements and their
// geometry and stroke attributes are drawn, whatever arrives.

export type PageIconShape = { tag: string; attributes: Record<string, unknown> };
export type PageIcon = { name: string; viewBox: string; shapes: readonly PageIconShape[] };

const SHAPES = new Set(['path', 'circle', 'rect', 'ellipse']);
const ATTRIBUTES = new Set([
  'd', 'cx', 'cy', 'r', 'rx', 'ry', 'x', 'y', 'width', 'height', 'fill', 'stroke', 'strokeWidth',
  'strokeLinecap', 'strokeLinejoin', 'fillRule', 'clipRule',
]); // prettier-ignore

function shapeProps(attributes: Record<string, unknown>, key: number) {
  const props: Record<string, string | number> = { key };
  for (const [name, value] of Object.entries(attributes)) {
    if (ATTRIBUTES.has(name) && typeof value === 'string' && !/[:()'"<>]/.test(value)) props[name] = value;
  }
  return props;
}

/** The icon, decorative (its text stands beside it); nothing for an icon the server did not send. */
export function PageIconSvg({ icon, className }: { icon: PageIcon | undefined; className?: string }) {
  if (!icon) return null;
  return (
    <svg
      viewBox={/^[\d.\s-]+$/.test(icon.viewBox) ? icon.viewBox : '0 0 24 24'}
      className={className}
      aria-hidden="true"
      focusable="false"
      data-icon={icon.name}
    >
      {icon.shapes.map((shape, index) =>
        SHAPES.has(shape.tag) ? createElement(shape.tag, shapeProps(shape.attributes, index)) : null,
      )}
    </svg>
  );
}
