import { renderToString } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import type { FieldValues } from 'react-hook-form';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../lib/i18n/create-i18n.ts';
import { testTexts } from '../shell/test-helpers.tsx';
import { standardFieldSpec } from './field-specs.ts';
import { RuleField } from './rule-field.tsx';
import type { SelectFieldProps } from './select-field.tsx';

const selects: SelectFieldProps[] = [];
vi.mock('./select-field.tsx', () => ({
  SelectField: (props: SelectFieldProps) => {
    selects.push(props);
    return null;
  },
}));

function Salutation() {
  const form = useForm<FieldValues>({ defaultValues: { salutation: '' } });
  const t = (key: string) => testTexts[key] ?? key;
  return <RuleField form={form} spec={standardFieldSpec('salutation', {}, t)} onEdit={() => {}} />;
}

describe('the salutation select', () => {
  it('offers exactly Mr., Mrs. and Diverse (spec §3), no fourth "not specified" choice', () => {
    renderToString(
      <I18nextProvider i18n={createI18n('en-GB', 'en-GB', testTexts)}>
        <Salutation />
      </I18nextProvider>,
    );
    const [select] = selects;
    expect(select?.options.map((option) => option.label)).toEqual(['Mr.', 'Mrs.', 'Diverse']);
    expect(select?.emptyLabel).toBeUndefined();
  });
});
