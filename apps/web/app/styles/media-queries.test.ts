import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BREAKPOINTS, MEDIA_QUERIES } from '@print/core/constants';
import { describe, expect, it } from 'vitest';

// Stylesheets cannot import TypeScript, so this test holds every @media width of the web app's CSS to
// the breakpoints of @print/core (spec §9): each query must be one of MEDIA_QUERIES, written exactly so
// (one form per range, so no pair of rules disagrees by a pixel at 640/641, 768/769 or 1152/1153).

const APP = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

/** The width conditions of a stylesheet's @media rules (preference queries such as reduced motion aside). */
function widthQueries(css: string): string[] {
  return [...css.matchAll(/@media\s+([^{]+)\{/g)]
    .map((match) => match[1]!.trim().replace(/\s+/g, ' '))
    .filter((query) => /width/.test(query));
}

const allowed = new Set<string>(Object.values(MEDIA_QUERIES));

describe('media queries', () => {
  it('are written with core’s breakpoints only, each range in its one form', () => {
    const wrong: string[] = [];
    for (const file of cssFiles(APP)) {
      for (const query of widthQueries(readFileSync(file, 'utf8'))) {
        if (!allowed.has(query)) wrong.push(`${path.relative(APP, file)}: @media ${query}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('spell out spec §9’s ranges, neighbouring ranges meeting without gap or overlap', () => {
    expect(BREAKPOINTS.smallMin).toBe(BREAKPOINTS.extraSmall + 1);
    const widths = (query: string) => [...query.matchAll(/(\d+)px/g)].map((match) => Number(match[1]));
    for (const query of Object.values(MEDIA_QUERIES)) {
      for (const px of widths(query)) expect(Object.values(BREAKPOINTS)).toContain(px);
    }
    expect(MEDIA_QUERIES.smartphone).toBe('(width <= 768px)');
    expect(MEDIA_QUERIES.mobileScheme).toBe('(768px < width <= 1152px)');
    expect(MEDIA_QUERIES.desktop).toBe('(width > 1152px)');
    expect(MEDIA_QUERIES.small).toBe('(width <= 640px)');
    expect(MEDIA_QUERIES.extraLarge).toBe('(width >= 1280px)');
  });

  it('recognise an off-by-one or a breakpoint of their own', () => {
    const queries = widthQueries(
      '@media (width < 768px) { a{} } @media (max-width: 1000px){b{}} @media (prefers-reduced-motion: reduce){}',
    );
    expect(queries.filter((query) => !allowed.has(query))).toEqual([
      '(width < 768px)',
      '(max-width: 1000px)',
    ]);
  });
});
