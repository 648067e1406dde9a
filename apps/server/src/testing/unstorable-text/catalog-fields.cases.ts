import { fixture, next, type Case } from './fixture.ts';

// The product-field library, the meta fields and a product's fields (modules/catalog).

const productFieldInput = () => ({
  name: `fuzz${next()}`,
  type: 'select',
  label: [
    { language: 'de-DE', text: 'Fuzz' },
    { language: 'en-GB', text: 'Fuzz' },
  ],
  options: [{ value: 'a', label: [{ language: 'en-GB', text: 'A' }] }],
  defaultValue: 'a',
});

export const productFieldCases: Record<string, Case> = {
  productFieldUses: { base: () => ({ productId: fixture.envelopes }) },
  createProductField: { base: () => ({ input: productFieldInput() }) },
  createProductMetaField: {
    base: () => ({
      input: { name: `fuzz${next()}`, type: 'text', label: [{ language: 'de-DE', text: 'Fuzz' }] },
    }),
  },
  deleteProductField: { base: () => ({ id: fixture.productFieldId }) },
  deleteProductMetaField: { base: () => ({ id: fixture.metaFieldId }) },
  reorderProductFields: { base: () => ({ ids: [fixture.productFieldId] }) },
  reorderProductMetaFields: { base: () => ({ ids: [fixture.metaFieldId] }) },
  updateProductField: { base: () => ({ id: fixture.productFieldId, input: productFieldInput() }) },
  updateProductMetaField: {
    base: () => ({
      id: fixture.metaFieldId,
      input: { name: 'fuzzmeta', type: 'url', label: [{ language: 'en-GB', text: 'Fuzz' }] },
    }),
  },
  // The envelopes keep their fields (other cases order them); the text lands in overrides and conditions.
  saveProductFieldUses: {
    base: () => ({
      productId: fixture.envelopes,
      fields: fixture.envelopeFields.map((fieldId, index) =>
        index === 0
          ? { fieldId, label: [{ language: 'en-GB', text: 'Company' }], defaultValue: 'Muster GmbH' }
          : index === 1
            ? { fieldId, showWhen: { field: 'companyName', comparison: 'notEquals', value: 'none' } }
            : { fieldId },
      ),
    }),
  },
};
