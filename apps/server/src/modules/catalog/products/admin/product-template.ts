import { PRODUCT_TEMPLATE_KEYS, type ProductTemplateKey } from '@print/core/catalog/product-settings';
import { SAMPLE_TEMPLATES } from '@print/core/print/sample-templates';

// The Settings tab's template choice: none, or one of the sample templates, stored as a copy in
// product.template. A template the shop got otherwise (the demo seed, an import) reads as 'custom' and
// is kept as it is unless the admin chooses another.

/** JSON with sorted keys: the database returns jsonb objects with their keys reordered. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

const SAMPLES = PRODUCT_TEMPLATE_KEYS.map((key) => [key, canonical(SAMPLE_TEMPLATES[key].template)] as const);

/** Which sample the stored template is: null for none, 'custom' for any other. */
export function templateKeyOf(template: unknown): ProductTemplateKey | 'custom' | null {
  if (template === null || template === undefined) return null;
  const stored = canonical(template);
  return SAMPLES.find(([, sample]) => sample === stored)?.[0] ?? 'custom';
}

/** The template to store for a choice; undefined keeps the stored one ('custom'). */
export function templateFor(key: ProductTemplateKey | 'custom' | null): unknown {
  if (key === 'custom') return undefined;
  return key ? SAMPLE_TEMPLATES[key].template : null;
}
