import { useState } from 'react';
import { Link } from 'react-router';
import { csrfHeaders, graphqlUrl } from '../../../lib/api/endpoints.ts';
import { requireData, runCall } from '../../../lib/api/run-call.ts';
import { harnessConfig } from '../../../testing/harness-config.ts';
import { mountHarness } from '../../../testing/mount-harness.tsx';
import { Button } from '../../button.tsx';
import { ComboBoxPage } from './combobox-page.tsx';
import { TextField } from '../../text-field.tsx';
import { AdminEditor } from '../admin-editor.tsx';
import { AdminFormDialog } from '../admin-form-dialog.tsx';
import { FieldLibraryPage } from '../field-library-page.tsx';
import { useAdminForm } from '../use-admin-form.ts';
import { fieldLibrary } from './field-library-page.tsx';
import { SettingsPage } from './settings-page.tsx';
import { TablePage } from './table-page.tsx';

// The browser entry of the admin kit's component tests (admin-kit.browser.test.ts and
// field-library.browser.test.ts): the kit's editor, form dialog, table and a field library on pages of a
// memory router, inside the providers the admin shell gives them (testing/mount-harness.tsx).

export type AdminHarnessConfig = {
  /** The address the router starts at: /editor, /dialog, /table (with a query), /fields, /settings or /combobox. */
  path: string;
};

const config = harnessConfig<AdminHarnessConfig>();

/** A mutation as the admin's API sends it: the test's GraphQL endpoint answers or refuses it. */
const send = (operation: string, variables: Record<string, unknown>) =>
  runCall({
    label: operation,
    send: () =>
      fetch(graphqlUrl(operation), {
        method: 'POST',
        headers: { ...csrfHeaders, 'content-type': 'application/json' },
        body: JSON.stringify({ query: `mutation ${operation} { ok }`, variables, operationName: operation }),
      }),
    interpret: requireData,
  });

type Product = { title: string; note: string };
const STORED: Product = { title: 'Flyer', note: '' };

function EditorPage() {
  const [stored, setStored] = useState(STORED);
  const [values, setValues] = useState(STORED);
  const [isSaving, setSaving] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const onSave = async () => {
    setSaving(true);
    setNotice(null);
    try {
      await send('SaveProduct', { input: values });
      setStored(values);
      return true;
    } catch {
      setNotice('Not saved');
      return false;
    } finally {
      setSaving(false);
    }
  };
  const field = (name: keyof Product, label: string) => (
    <TextField
      label={label}
      name={name}
      value={values[name]}
      onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
    />
  );
  return (
    <AdminEditor
      title="Product"
      tabs={[
        { id: 'main', label: 'Main', content: field('title', 'Title') },
        { id: 'notes', label: 'Notes', content: field('note', 'Note') },
      ]}
      isDirty={values.title !== stored.title || values.note !== stored.note}
      isSaving={isSaving}
      onSave={onSave}
      closeTo="/list"
      notice={notice}
      testId="editor"
    />
  );
}

type Thing = { name: string; description: string };

function ThingDialog({ onClose }: { onClose: () => void }) {
  const form = useAdminForm({
    defaultValues: { name: '', description: '' } as Thing,
    onSubmit: (input) => send('CreateThing', { input }),
    fieldNames: ['name', 'description'],
    savedKey: 'admin.roleSaved',
    failedKey: 'admin.errorCreatingRole',
    invalidates: ['things'],
    onSaved: onClose,
  });
  return (
    <AdminFormDialog
      title="New thing"
      isDirty={form.isDirty}
      isSaving={form.isSubmitting}
      notice={form.notice}
      onSubmit={() => void form.submit()}
      onClose={onClose}
      testId="thing-form"
      saveTestId="thing"
    >
      <TextField label="Name" {...form.field('name')} autoFocus />
      <TextField label="Description" {...form.field('description')} />
    </AdminFormDialog>
  );
}

function DialogPage() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)} data-testid="new-thing">
        New thing
      </Button>
      {open && <ThingDialog onClose={() => setOpen(false)} />}
    </>
  );
}

/** A field library of three fields (test/field-library-page.tsx). */
function FieldsPage() {
  const [library] = useState(() => fieldLibrary(send));
  return <FieldLibraryPage library={library} />;
}

mountHarness(
  {
    '/editor': <EditorPage />,
    '/dialog': <DialogPage />,
    '/table': <TablePage />,
    '/fields': <FieldsPage />,
    '/settings': <SettingsPage send={send} />,
    '/combobox': <ComboBoxPage send={send} />,
    '/list': <h1 data-testid="list-page">List</h1>,
  },
  {
    path: config.path,
    // A link elsewhere, as the sidebar's.
    header: (
      <nav>
        <Link to="/list" data-testid="nav-list">
          List
        </Link>
      </nav>
    ),
  },
);
