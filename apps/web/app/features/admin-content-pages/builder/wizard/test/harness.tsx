import { catalogueForLanguage } from '@print/core/i18n/catalogue/index';
import type { PageDocument } from '@print/core/pages/page-document';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../../../../../lib/api/query-client.ts';
import { applyTemplateWithNotice } from '../../../templates/apply-template-notice.ts';
import { createI18n } from '../../../../../lib/i18n/create-i18n.ts';
import { ConfirmProvider } from '../../../../../shell/confirm/confirm-provider.tsx';
import { RootDataContext } from '../../../../../shell/shell-context.tsx';
import { registeredSession, testShellData } from '../../../../../shell/test-helpers.tsx';
import { Toaster } from '../../../../../shell/toaster.tsx';
import { Button } from '../../../../../ui/button.tsx';
import { PageBuilderWizard } from '../page-builder-wizard.tsx';
import { SaveAsTemplateDialog } from '../save-as-template-dialog.tsx';

// The browser entry of the wizard's component tests (page-builder-wizard.browser.test.ts): a stand-in
// for the page builder holding a page document of one section — the wizard adds a template to it as
// the builder does (applyTemplateWithNotice), and its section can be saved as a template.

const LANGUAGES = ['de-DE', 'en-GB'];

const ROOT_DATA = {
  shell: testShellData({ ...registeredSession, rights: ['admin.access', 'cms.edit'] }, 'full', {
    languages: [
      { code: 'de-DE', isDefault: true },
      { code: 'en-GB', isDefault: false },
    ],
    defaultLanguage: 'de-DE',
  }),
  cookieConsent: null,
  year: 2026,
};

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

function App() {
  const [i18n] = useState(() => createI18n('en-GB', 'en-GB', catalogueForLanguage('en-GB')));
  const [queryClient] = useState(createQueryClient);
  // The confirmation dialog and toasts follow the address: the builder sits on a route, as in the app.
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <ConfirmProvider>
              <Builder />
            </ConfirmProvider>
          ),
        },
      ],
      { initialEntries: ['/'] },
    ),
  );
  return (
    <RootDataContext value={ROOT_DATA}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
          <Toaster />
        </I18nextProvider>
      </QueryClientProvider>
    </RootDataContext>
  );
}

createRoot(window.document.getElementById('root')!).render(<App />);
