import { validateRecord } from '@print/core/validation/validate-field';
import { useQuery } from '@tanstack/react-query';
import { TextField } from '../../text-field.tsx';
import { SettingsForm } from '../settings-form.tsx';
import { useSettingsForm } from '../use-settings-form.ts';

// One settings section on the harness's fake API (settings-form.browser.test.ts): a required title
// and a note, checked with the shared rules, saved with `SaveSettings`, which a test can refuse or hold.

type Settings = { title: string; note: string };
type Send = (operation: string, variables: Record<string, unknown>) => Promise<unknown>;

const KEY = ['settings'];
let stored: Settings = { title: 'Druckerei Muster', note: '' };

function Section({ settings, send }: { settings: Settings; send: Send }) {
  const form = useSettingsForm({
    stored: settings,
    queryKey: KEY,
    valuesOf: (section: Settings) => section,
    save: async (values: Settings) => {
      await send('SaveSettings', { input: values });
      stored = { title: values.title.trim(), note: values.note.trim() };
      return stored;
    },
    rules: (values) => validateRecord(values, { title: { required: true } }),
    fieldNames: ['title', 'note'],
  });
  return (
    <SettingsForm form={form} testId="settings-form" saveTestId="save-settings">
      <TextField label="Title" {...form.field('title')} isRequired />
      <TextField label="Note" {...form.field('note')} />
    </SettingsForm>
  );
}

export function SettingsPage({ send }: { send: Send }) {
  const settings = useQuery({ queryKey: KEY, queryFn: async () => stored });
  return settings.data ? <Section settings={settings.data} send={send} /> : <p>Loading…</p>;
}
