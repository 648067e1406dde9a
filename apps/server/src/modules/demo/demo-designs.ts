import { SAMPLE_TEMPLATES } from '@print/core/print/sample-templates';
import { validateTemplateFields, type Template } from '@print/core/print/template';
import type { ProductImage } from '../catalog/catalogue-setup.ts';
import type { DemoProduct } from './demo-data.types.ts';

// The print designs and picture galleries of the demo products, derived from their fields and
// pictures, so the demo data files list each product once.

/**
 * The sample design whose fields the product has: business cards get the card, flyers the A6 flyer.
 * A product missing one of the design's fields gets none (its form then has fields but no preview).
 */
export function demoTemplate(product: Pick<DemoProduct, 'fields'>): Template | null {
  const names = new Set(product.fields.map((field) => field.name));
  const design =
    names.has('firstName') && names.has('email')
      ? SAMPLE_TEMPLATES.businessCard
      : names.has('headline') && names.has('bodyText')
        ? SAMPLE_TEMPLATES.flyerA6
        : null;
  if (!design) return null;
  const fields = product.fields.map((field) => ({ ...field }));
  return validateTemplateFields(design.template, fields).length === 0 ? design.template : null;
}

/**
 * The product picture and a close-up; for every language but the first, an alternative of the main
 * picture marked with the language (demo of spec §3 "alternative images per language").
 */
export function demoGallery(
  product: Pick<DemoProduct, 'image'>,
  languages: readonly string[],
): ProductImage[] {
  const base = product.image.replace(/\.svg$/, '');
  const alternatives = Object.fromEntries(
    languages.slice(1).map((language) => [language, { url: `${base}.${language}.svg` }]),
  );
  return [
    { url: product.image, ...(Object.keys(alternatives).length ? { alternatives } : {}) },
    { url: `${base}.detail.svg` },
  ];
}
