import type { PageDocument } from '@print/core/pages/page-document';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mountHarness } from '../../../../../testing/mount-harness.tsx';
import { editorShell } from '../../../test/editor-shell.ts';
import { applyTemplateWithNotice } from '../../../templates/apply-template-notice.ts';
import { Button } from '../../../../../ui/button.tsx';
import { PageBuilderWizard } from '../page-builder-wizard.tsx';
import { SaveAsTemplateDialog } from '../save-as-template-dialog.tsx';

// The browser entry of the wizard's component tests (page-builder-wizard.browser.test.ts): a stand-in
// for the page builder holding a page document of one section — the wizard adds a template to it as
// the builder does (applyTemplateWithNotice), and its section can be saved as a template.

const LANGUAGES = ['de-DE', 'en-GB'];

const START: PageDocument = {
  schemaVersion: 1,
  sections: [
    {
      id: 'start',
      settings: {
        background: '',
        padding: { base: 'medium' },
        gap: 'regular',
        width: 'regular',
        textBackground: 'none',
        anchor: '',
      },
      blocks: [
        {
          id: 'title',
          type: 'heading',
          props: { text: { 'de-DE': 'Willkommen' }, subline: {}, level: 'h1', align: 'start' },
        },
      ],
    },
  ],
};

function Builder() {
  const { t } = useTranslation();
  const [document, setDocument] = useState(START);
  const [wizard, setWizard] = useState(false);
  const [saving, setSaving] = useState(false);
  return (
    <>
      <output data-testid="document">{JSON.stringify(document)}</output>
      <Button onPress={() => setWizard(true)} data-testid="open-wizard">
        Wizard
      </Button>
      <Button onPress={() => setSaving(true)} data-testid="save-section">
        Save section
      </Button>
      <PageBuilderWizard
        isOpen={wizard}
        onClose={() => setWizard(false)}
        onApply={(template) => {
          const applied = applyTemplateWithNotice(document, template, LANGUAGES, t);
          if (applied) setDocument(applied);
        }}
      />
      {saving && (
        <SaveAsTemplateDialog sections={document.sections.slice(0, 1)} onClose={() => setSaving(false)} />
      )}
    </>
  );
}

// The builder sits on a route, as in the app: the confirmation dialog and toasts follow the address.
mountHarness(
  { '/': <Builder /> },
  {
    shell: editorShell(),
  },
);
