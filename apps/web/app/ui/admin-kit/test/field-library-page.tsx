import type { ValidationError } from '@print/core/validation/messages';
import { FieldLibraryDialog, useFieldLibraryForm } from '../field-library-dialog.tsx';
import type { FieldLibrary } from '../field-library.ts';
import { TextField } from '../../text-field.tsx';

// A field library on the harness's fake API (field-library.browser.test.ts): three fields kept in the
// page's memory; every change is also sent as a mutation, which a test can refuse.

type Field = { id: string; name: string; type: string; required: boolean; label: string };
type Send = (operation: string, variables: Record<string, unknown>) => Promise<unknown>;

const START: Field[] = [
  { id: 'f1', name: 'colour', type: 'text', required: true, label: 'Colour' },
  { id: 'f2', name: 'copies', type: 'number', required: false, label: 'Copies' },
  { id: 'f3', name: 'notes', type: 'text', required: false, label: 'Notes' },
];

type Values = { name: string; type: string; required: boolean; label: string };

export function fieldLibrary(send: Send): FieldLibrary<Field> {
  let stored = START;
  function Dialog({ field, onClose }: { field: Field | null; onClose: () => void }) {
    const form = useFieldLibraryForm({
      isNew: field === null,
      start: (): Values => ({
        name: field?.name ?? '',
        type: field?.type ?? 'text',
        required: field?.required ?? false,
        label: field?.label ?? '',
      }),
      check: (values) => {
        const errors: Record<string, ValidationError> = {};
        if (!/^[A-Za-z0-9]+$/.test(values.name)) errors.name = { key: 'validation.fieldName' };
        return { input: values, errors };
      },
      save: async (input: Values) => {
        await send('SaveField', { id: field?.id ?? null, input });
        const saved = { ...input, id: field?.id ?? `f${stored.length + 1}` };
        stored = field ? stored.map((row) => (row.id === field.id ? saved : row)) : [...stored, saved];
      },
      fieldNames: ['name', 'type', 'label'],
      invalidates: ['fields'],
      onClose,
    });
    return (
      <FieldLibraryDialog
        form={form}
        titleKeys={{ add: 'admin.addField', edit: 'admin.editField' }}
        testId="field"
        nameInput="name"
        types={['text', 'number']}
        labels={<TextField label="Label" {...form.field('label')} />}
      />
    );
  }
  return {
    titleKey: 'admin.navUserFields',
    addKey: 'admin.addField',
    testIds: { list: 'fields', add: 'new-field' },
    query: { queryKey: ['fields'], queryFn: async () => stored },
    invalidates: ['fields'],
    nameOf: (field) => field.name,
    labelOf: (field) => field.label,
    use: { labelKey: 'admin.colUse', text: (field, t) => t(field.required ? 'common.yes' : 'common.no') },
    remove: async (id) => {
      await send('DeleteField', { id });
      stored = stored.filter((row) => row.id !== id);
    },
    reorder: async (ids) => {
      await send('ReorderFields', { ids });
      stored = ids.flatMap((id) => stored.filter((row) => row.id === id));
    },
    deleteQuestion: { messageKey: 'admin.deleteFieldConfirm', typeName: true },
    Dialog,
  };
}
