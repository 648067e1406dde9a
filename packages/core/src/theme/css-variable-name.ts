// The name of a colour's custom property, apart from the theme's whole CSS (css-variables.ts): the shop's
// print preview reads single colours by it, and must not bring the rest of the theme's CSS code to every
// page that shows a preview (the theme editor's frame builds that code; issue 26).

const SEGMENT = /^[A-Za-z0-9_-]+$/;

const kebab = (segment: string): string => segment.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/**
 * The custom property for a colour path: `colors.primary.background` → `--color-primary-background`,
 * `applications.catalogItem.border` → `--app-catalog-item-border`. Undefined for other paths.
 */
export function colorPathToCssVariable(path: string): string | undefined {
  const [group, ...rest] = path.split('.');
  const prefix = group === 'colors' ? '--color' : group === 'applications' ? '--app' : undefined;
  if (prefix === undefined || rest.length === 0 || !rest.every((segment) => SEGMENT.test(segment))) {
    return undefined;
  }
  return [prefix, ...rest.map(kebab)].join('-');
}
