import type { GlossaryTerm } from './auto-translation-api.ts';

// The glossary as the tab edits it: one term a line, "term = translation". Lines without both sides
// are left out (the server keeps terms unique whatever their case, the later one winning).

export function glossaryText(terms: readonly GlossaryTerm[]): string {
  return terms.map((term) => `${term.sourceTerm} = ${term.targetTerm}`).join('\n');
}

export function glossaryTerms(text: string): GlossaryTerm[] {
  return text.split('\n').flatMap((line) => {
    const at = line.indexOf('=');
    if (at < 0) return [];
    const sourceTerm = line.slice(0, at).trim();
    const targetTerm = line.slice(at + 1).trim();
    return sourceTerm && targetTerm ? [{ sourceTerm, targetTerm }] : [];
  });
}
