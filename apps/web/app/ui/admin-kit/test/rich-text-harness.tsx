import { catalogueForLanguage } from '@print/core/i18n/catalogue/index';
import { checkRichText } from '@print/core/rich-text/read-rich-text';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { csrfHeaders, graphqlUrl } from '../../../lib/api/endpoints.ts';
import { requireData, runCall } from '../../../lib/api/run-call.ts';
import { formFailure } from '../../../lib/api/user-input-error.ts';
import { createI18n } from '../../../lib/i18n/create-i18n.ts';
import { harnessConfig } from '../../../testing/harness-config.ts';
import { Button } from '../../button.tsx';
import { useValidationMessage } from '../../use-validation-message.ts';
import { RichTextEditor } from '../rich-text-editor.tsx';

// The browser entry of the rich text editor's tests (rich-text-editor.browser.test.ts): the editor as
// a form uses it — checked with the core rule before sending, the server's field error shown under it.

export type RichTextHarnessConfig = {
  /** The stored value the editor opens with. */
  initial: string;
};

const config = harnessConfig<RichTextHarnessConfig>();

const send = (description: string) =>
  runCall({
    label: 'SaveDescription',
    send: () =>
      fetch(graphqlUrl('SaveDescription'), {
        method: 'POST',
        headers: { ...csrfHeaders, 'content-type': 'application/json' },
        body: JSON.stringify({
          query: 'mutation SaveDescription { ok }',
          variables: { description },
          operationName: 'SaveDescription',
        }),
      }),
    interpret: requireData,
  });

function DescriptionForm() {
  const message = useValidationMessage();
  const [value, setValue] = useState(config.initial);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const save = async () => {
    const problem = checkRichText(value, 10_000);
    if (problem) return setError(message(problem));
    try {
      await send(value);
      setError(null);
      setSaved(value);
    } catch (failure) {
      setError(message(formFailure(failure, ['description']).fields.description));
    }
  };
  // A form as the product editor's around its tabs: a form inside (the link pop-over) must not submit it.
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <RichTextEditor
        label="Description"
        value={value}
        onChange={setValue}
        errorMessage={error}
        testId="description"
      />
      <Button onPress={() => void save()} data-testid="save">
        Save
      </Button>
      <output data-testid="saved">{saved === null ? '' : 'saved'}</output>
    </form>
  );
}

function App() {
  const [i18n] = useState(() => createI18n('en-GB', 'en-GB', catalogueForLanguage('en-GB')));
  return (
    <I18nextProvider i18n={i18n}>
      <DescriptionForm />
    </I18nextProvider>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
