import type { Theme } from '@print/core/theme/types';

// HOOK POINT (issue 26): the text/background pairs of a theme that fail WCAG 2.2 AA are core's to find
// (packages/core/src/theme/contrast-pairs.ts, `checkThemeContrast`, written beside this editor). Until it
// is on main nothing is listed; when it lands, map its failing pairs here. Publishing then names them in
// its question (editor-bar.tsx), with the admin.themeContrastPair text for each.

export type FailingPair = { pair: string; ratio: number; required: number };

export function failingContrastPairs(_theme: Theme): FailingPair[] {
  return [];
}
