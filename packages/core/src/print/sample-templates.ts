import type { ProductField } from './product-field.ts';
import type { Template } from './template-types.ts';

// The demo shop's two designs (also the fixtures of the print tests). Field names match the demo
// products' fields (apps/server demo data) and, where it makes sense, the profile (firstName,
// lastName, phone, mobile), so the prefill fills them. Colours are theme tokens, so each tenant's
// card comes out in its own brand colour.

const label = (de: string, en: string) => ({ 'de-DE': de, 'en-GB': en });

export const BUSINESS_CARD_FIELDS: ProductField[] = [
  { name: 'firstName', label: label('Vorname', 'First name'), type: 'text', required: true },
  { name: 'lastName', label: label('Nachname', 'Last name'), type: 'text', required: true },
  { name: 'jobTitle', label: label('Position', 'Job title'), type: 'text', required: false },
  { name: 'phone', label: label('Telefon', 'Phone'), type: 'phone', required: false },
  { name: 'mobile', label: label('Mobil', 'Mobile'), type: 'phone', required: false },
  { name: 'email', label: label('E-Mail', 'Email'), type: 'email', required: true },
  { name: 'website', label: label('Website', 'Website'), type: 'url', required: false },
  { name: 'logo', label: label('Firmenlogo', 'Company logo'), type: 'image', required: false },
];

const contact = (id: string, field: string, prefix: string, y: number) =>
  ({
    type: 'text',
    id,
    field,
    text: `${prefix} {${field}}`,
    x: 10,
    y,
    width: 70,
    height: 4,
    font: 'Inter',
    sizePt: 7,
    color: 'colors.body.text',
    align: 'left',
    maxLines: 1,
  }) as const;

/** 85 × 55 mm with 2 mm bleed: a brand bar and the contact details in front, the logo on the back. */
export const BUSINESS_CARD_TEMPLATE: Template = {
  version: 1,
  size: { width: 85, height: 55 },
  bleed: 2,
  pages: [
    {
      id: 'front',
      name: 'front',
      label: label('Vorderseite', 'Front'),
      background: '#ffffff',
      elements: [
        // Starts in the bleed, so the bar runs to the edge however the card is cut.
        {
          type: 'shape',
          id: 'brandBar',
          shape: 'rect',
          x: -2,
          y: -2,
          width: 6,
          height: 59,
          fill: 'colors.primary.background',
        },
        { type: 'image', id: 'logoFront', field: 'logo', x: 60, y: 6, width: 19, height: 11, fit: 'contain' },
        {
          type: 'text',
          id: 'name',
          field: 'lastName',
          text: '{firstName} {lastName}',
          x: 10,
          y: 6,
          width: 48,
          height: 9,
          font: 'Montserrat',
          sizePt: 10,
          bold: true,
          color: 'colors.body.heading',
          align: 'left',
          // Long double names wrap rather than shrink: the size stays the brand's.
          maxLines: 2,
        },
        {
          type: 'text',
          id: 'jobTitle',
          field: 'jobTitle',
          x: 10,
          y: 16,
          width: 48,
          height: 7,
          font: 'Inter',
          sizePt: 7.5,
          color: 'colors.body.muted',
          align: 'left',
          maxLines: 2,
        },
        {
          type: 'shape',
          id: 'rule',
          shape: 'line',
          x: 10,
          y: 31,
          width: 20,
          height: 0,
          stroke: { color: 'colors.primary.background', widthMm: 0.4 },
        },
        contact('phoneLine', 'phone', 'T', 35),
        // Printed only when filled (the bound field hides it anyway; the condition says it outright).
        { ...contact('mobileLine', 'mobile', 'M', 39.5), showWhen: { field: 'mobile', notEmpty: true } },
        contact('emailLine', 'email', 'E', 44),
      ],
    },
    {
      id: 'back',
      name: 'back',
      label: label('Rückseite', 'Back'),
      background: 'colors.primary.background',
      elements: [
        {
          type: 'image',
          id: 'logoBack',
          field: 'logo',
          x: 22.5,
          y: 12,
          width: 40,
          height: 22,
          fit: 'contain',
        },
        {
          type: 'shape',
          id: 'backRule',
          shape: 'line',
          x: 32.5,
          y: 39,
          width: 20,
          height: 0,
          stroke: { color: 'colors.primary.text', widthMm: 0.3 },
        },
        {
          type: 'text',
          id: 'website',
          field: 'website',
          x: 5,
          y: 42,
          width: 75,
          height: 5,
          font: 'Inter',
          sizePt: 8,
          color: 'colors.primary.text',
          align: 'center',
          maxLines: 1,
        },
      ],
    },
  ],
};

export const FLYER_A6_FIELDS: ProductField[] = [
  { name: 'headline', label: label('Überschrift', 'Headline'), type: 'text', required: true },
  { name: 'bodyText', label: label('Fließtext', 'Body text'), type: 'textarea', required: true },
  { name: 'image', label: label('Bild', 'Image'), type: 'image', required: false },
];

/** A6 portrait, 105 × 148 mm with 3 mm bleed (flyers are usually cut with more bleed than cards). */
export const FLYER_A6_TEMPLATE: Template = {
  version: 1,
  size: { width: 105, height: 148 },
  bleed: 3,
  pages: [
    {
      id: 'front',
      name: 'front',
      label: label('Vorderseite', 'Front'),
      background: '#ffffff',
      elements: [
        { type: 'image', id: 'hero', field: 'image', x: -3, y: -3, width: 111, height: 71, fit: 'cover' },
        {
          type: 'shape',
          id: 'brandBand',
          shape: 'rect',
          x: -3,
          y: 68,
          width: 111,
          height: 3,
          fill: 'colors.primary.background',
        },
        {
          type: 'text',
          id: 'headline',
          field: 'headline',
          x: 8,
          y: 76,
          width: 89,
          height: 20,
          font: 'Montserrat',
          sizePt: 20,
          bold: true,
          color: 'colors.body.heading',
          align: 'left',
          maxLines: 2,
        },
        {
          type: 'text',
          id: 'body',
          field: 'bodyText',
          x: 8,
          y: 99,
          width: 89,
          height: 40,
          font: 'Inter',
          sizePt: 10,
          color: 'colors.body.text',
          align: 'left',
          maxLines: 9,
        },
      ],
    },
  ],
};

/** The samples by a short key, e.g. for the demo seed. */
export const SAMPLE_TEMPLATES = {
  businessCard: { template: BUSINESS_CARD_TEMPLATE, fields: BUSINESS_CARD_FIELDS },
  flyerA6: { template: FLYER_A6_TEMPLATE, fields: FLYER_A6_FIELDS },
} as const;
