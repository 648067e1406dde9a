import { checkBlockProps } from '@print/core/pages/block-check';
import type { PagePropsOf } from '@print/core/pages/page-blocks';
import type { FieldValues, Path, PathValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAdminForm } from '../../../../ui/admin-kit/use-admin-form.ts';
import type { AppForm } from '../../../../ui/form/use-app-form.ts';
import { TextField } from '../../../../ui/text-field.tsx';

// What the page builder's option modals share (issue 25): a form over one block's props, checked by the
// block's declaration in @print/core (checkBlockProps: the reader a saved page goes through), so a modal
// accepts exactly what saving the page would; errors show at their inputs by the props' paths.

type ModalBlockType = 'rss' | 'socialButtons' | 'cta';

export function useBlockPropsForm<T extends ModalBlockType>(options: {
  type: T;
  value: PagePropsOf<T>;
  languages: readonly string[];
  onSave: (props: PagePropsOf<T>) => void;
  onClose: () => void;
  /** The inputs that show errors (paths inside the props); others show above the buttons. */
  fieldNames: (values: PagePropsOf<T>) => readonly string[];
  savedKey?: string;
}) {
  const { type, languages } = options;
  return useAdminForm<PagePropsOf<T> & FieldValues, PagePropsOf<T>>({
    defaultValues: structuredClone(options.value) as PagePropsOf<T> & FieldValues,
    rules: (values) => checkBlockProps(type, values, languages).errors,
    onSubmit: async (values) => checkBlockProps(type, values, languages).props,
    onSaved: (props) => {
      options.onSave(props);
      options.onClose();
    },
    fieldNames: options.fieldNames,
    ...(options.savedKey ? { savedKey: options.savedKey } : {}),
  });
}

/** A text per language: one input for each of the shop's languages, named `<path>.<language>`. */
export function LocalizedTextFields<V extends FieldValues>({
  form,
  path,
  label,
  languages,
  testId,
}: {
  form: AppForm<V, unknown>;
  path: string;
  label: string;
  languages: readonly string[];
  testId?: string;
}) {
  const { t } = useTranslation();
  return languages.map((language) => {
    const bound = form.field(`${path}.${language}` as Path<V>);
    return (
      <TextField
        key={language}
        {...bound}
        value={(bound.value as string | undefined) ?? ''}
        onChange={(text) => bound.onChange(text as PathValue<V, Path<V>>)}
        label={languages.length > 1 ? t('cms.inLanguage', { label, language }) : label}
        testId={testId ? `${testId}-${language}` : undefined}
      />
    );
  });
}

/** A whole number typed into a text input (the form holds the number; NaN while it is no number). */
export function numberInput(bound: { value: unknown; onChange: (value: never) => void }) {
  const value = bound.value as number;
  return {
    value: Number.isFinite(value) ? String(value) : '',
    onChange: (text: string) =>
      (bound.onChange as (value: number) => void)(/^\d{1,6}$/.test(text.trim()) ? Number(text) : NaN),
    inputMode: 'numeric' as const,
  };
}
