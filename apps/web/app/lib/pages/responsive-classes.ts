import type { Responsive } from '@print/core/pages/fields';

// A value per screen width (`{ base, tablet?, desktop? }`) becomes classes the stylesheet resolves in its
// media queries — never measured in script, so the server's HTML is already right on every screen. For
// `name` and a value `v` the stylesheet defines `.name-v` (every width), `.name-tablet-v` (from 769 px) and
// `.name-desktop-v` (from 1153 px).

export function responsiveClasses(
  styles: Readonly<Record<string, string>>,
  name: string,
  value: Responsive<string>,
): string {
  const classes = [styles[`${name}-${value.base}`]];
  if (value.tablet !== undefined) classes.push(styles[`${name}-tablet-${value.tablet}`]);
  if (value.desktop !== undefined) classes.push(styles[`${name}-desktop-${value.desktop}`]);
  return classes.filter(Boolean).join(' ');
}
