/** Joins the truthy class names; keeps CSS-module composition readable without a dependency. */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
