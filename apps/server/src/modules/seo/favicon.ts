import { escapeXml } from './seo-documents.ts';

/**
 * The shop's favicon until one is uploaded (spec: media, favicon 512×512): the first letter of its name,
 * white-on-primary as the theme's primary buttons are, on a rounded square. SVG, so one file is sharp
 * at every size.
 */
export function faviconSvg(name: string, colours: { background: string; text: string }): string {
  const initial = (Array.from(name.trim())[0] ?? '?').toLocaleUpperCase();
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">' +
    `<rect width="512" height="512" rx="96" fill="${escapeXml(colours.background)}"/>` +
    `<text x="256" y="256" dy="0.35em" text-anchor="middle" font-family="system-ui, Arial, sans-serif" ` +
    `font-size="320" font-weight="700" fill="${escapeXml(colours.text)}">${escapeXml(initial)}</text>` +
    '</svg>'
  );
}
