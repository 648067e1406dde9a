import { PAGE_BLOCKS } from '@print/core/pages/blocks/index';
import { fieldLabelKey, optionLabelKey } from '@print/core/pages/field-labels';
import type { Field as PageField, FieldControl } from '@print/core/pages/fields';
import { PRODUCT_ROW_MAX } from '@print/core/pages/page-constants';
import { SECTION_FIELDS } from '@print/core/pages/section';
import { FieldLabel, type Config, type CustomField, type Field, type Fields } from '@puckeditor/core';
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { ColourInput } from './fields/colour-field.tsx';
import { ImageField, type ImageValue } from './fields/image-field.tsx';
import { IdListField } from './fields/id-list-field.tsx';
import { CategoryField, ProductsField } from './fields/product-fields.tsx';
import { LocalizedField } from './fields/localized-field.tsx';
import { ResponsiveField } from './fields/responsive-field.tsx';
import { RichTextInput } from './fields/rich-text-field.tsx';
import { IconField } from './modals/icon-field.tsx';
import { SECTION_TYPE } from './puck-adapter.ts';

// Puck's configuration, generated from the block declarations of packages/core (issue 25): one
// component per block type with a field per property, and the section holding blocks. Puck draws the
// outline and the property forms from it; the canvas is the shop's own page (canvas/), so the
// components render nothing here.

export type BuilderExtras = {
  /** The stock photo search inside an image field, when the shop has one. */
  stockPhotos?: (pick: (image: ImageValue) => void) => ReactNode;
};

const nothing = () => <></>;

/** A field of our own, under its label as Puck shows its own fields' (Puck gives custom fields none). */
function custom<V>(label: string, render: CustomField<V>['render']): CustomField<V> {
  return {
    type: 'custom',
    label,
    render: (props) => (
      <FieldLabel label={label} el="div">
        {render(props)}
      </FieldLabel>
    ),
  };
}

function puckField(name: string, control: FieldControl, t: TFunction, extras: BuilderExtras): Field {
  const label = t(fieldLabelKey(name));
  switch (control.kind) {
    case 'text':
      return { type: control.multiline ? 'textarea' : 'text', label };
    case 'link':
    case 'media':
      return { type: 'text', label };
    case 'icon':
      return custom(label, ({ value, onChange }) => (
        <IconField value={typeof value === 'string' ? value : ''} onChange={onChange} />
      ));
    case 'choice':
      return {
        type: 'select',
        label,
        options: control.options.map((value) => ({ value, label: t(optionLabelKey(value)) })),
      };
    case 'number':
      return { type: 'number', label, min: control.min, max: control.max };
    case 'boolean':
      return {
        type: 'radio',
        label,
        options: [
          { value: true, label: t('common.yes') },
          { value: false, label: t('common.no') },
        ],
      };
    case 'slot':
      return { type: 'slot', label, disallow: [SECTION_TYPE] };
    case 'object':
      return { type: 'object', label, objectFields: puckFields(control.fields, t, extras) };
    case 'list':
      if (control.item.kind === 'object') {
        const itemFields = control.item.fields;
        return {
          type: 'array',
          label,
          max: control.max,
          arrayFields: puckFields(itemFields, t, extras),
          defaultItemProps: {},
        };
      }
      return custom(label, ({ id, value, onChange }) => (
        <IdListField
          id={id}
          label={label}
          max={control.max}
          value={value as string[] | undefined}
          onChange={onChange}
        />
      ));
    case 'colour':
      return custom(label, ({ id, value, onChange }) => (
        <ColourInput
          id={id}
          label={label}
          value={typeof value === 'string' ? value : ''}
          onChange={onChange}
        />
      ));
    case 'richText':
      return custom(label, ({ value, onChange }) => (
        <RichTextInput label={label} value={Array.isArray(value) ? value : []} onChange={onChange} />
      ));
    case 'localized':
      return custom(label, ({ id, value, onChange }) => (
        <LocalizedField id={id} label={label} inner={control.inner} value={value} onChange={onChange} />
      ));
    case 'responsive':
      return custom(label, ({ id, value, onChange }) => (
        <ResponsiveField id={id} label={label} inner={control.inner} value={value} onChange={onChange} />
      ));
    case 'image':
      return custom(label, ({ id, value, onChange }) => (
        <ImageField
          id={id}
          label={label}
          value={value}
          onChange={onChange}
          stockPhotos={extras.stockPhotos}
        />
      ));
  }
}

function puckFields(
  controls: Readonly<Record<string, FieldControl>>,
  t: TFunction,
  extras: BuilderExtras,
): Fields {
  return Object.fromEntries(
    Object.entries(controls).map(([name, control]) => [name, puckField(name, control, t, extras)]),
  ) as Fields;
}

const controlsOf = (fields: Readonly<Record<string, PageField<unknown>>>) =>
  Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.control]));

const defaultsOf = (fields: Readonly<Record<string, PageField<unknown>>>) =>
  Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, structuredClone(field.default)]));

/** The page builder's configuration in the admin's language. */
export function pageBuilderConfig(t: TFunction, extras: BuilderExtras = {}): Config {
  const components: Config['components'] = {
    [SECTION_TYPE]: {
      label: t('cms.section'),
      fields: {
        ...puckFields(controlsOf(SECTION_FIELDS), t, extras),
        blocks: { type: 'slot', label: t('cms.fieldBlocks'), disallow: [SECTION_TYPE] },
      },
      defaultProps: { ...defaultsOf(SECTION_FIELDS), blocks: [] },
      render: nothing,
    },
  };
  for (const declaration of PAGE_BLOCKS) {
    components[declaration.type] = {
      label: t(declaration.label),
      fields: puckFields(controlsOf(declaration.fields), t, extras),
      defaultProps: defaultsOf(declaration.fields),
      render: nothing,
    };
  }
  components.productRow = productRowComponent(components.productRow!, t);
  return {
    components,
    root: {
      fields: { sections: { type: 'slot', allow: [SECTION_TYPE] } },
      render: nothing,
    },
  };
}

/**
 * The product row picks its category from the shop's categories and its products in the product
 * selection modal; each shows only for the source that uses it.
 */
function productRowComponent(
  generated: Config['components'][string],
  t: TFunction,
): Config['components'][string] {
  const categoryLabel = t(fieldLabelKey('categoryId'));
  const productsLabel = t(fieldLabelKey('productIds'));
  const fields: Fields = {
    ...generated.fields,
    categoryId: custom<string>(categoryLabel, ({ id, value, onChange }) => (
      <CategoryField id={id} label={categoryLabel} value={value} onChange={onChange} />
    )),
    productIds: custom<string[]>(productsLabel, ({ value, onChange }) => (
      <ProductsField label={productsLabel} max={PRODUCT_ROW_MAX} value={value} onChange={onChange} />
    )),
  };
  return {
    ...generated,
    fields,
    resolveFields: (data) => {
      const { categoryId, productIds, ...others } = fields;
      const source = (data.props as { source?: string }).source;
      return {
        ...others,
        ...(source === 'category' ? { categoryId } : {}),
        ...(source === 'selection' ? { productIds } : {}),
      } as Fields;
    },
  };
}
