import { editableKinds } from '@print/core/i18n/edit-mode';
import { lazy, Suspense, useContext, useState } from 'react';
import { I18nContext } from 'react-i18next';
import { EDIT_LEDGER_ID, serverLedger } from '../lib/i18n/server-ledger.ts';
import { useShell } from './shell-context.tsx';

// Loaded on demand: visitors, shoppers and pages kept for them never download the editor (decision 0083).
const InPageEditor = lazy(() => import('../features/in-page-editing/editor.tsx'));

/**
 * In-page editing (spec §4 "Editing mode"): nothing unless the session holds an editing right
 * (translations.edit, catalog.write or cms.edit); then the editor, loaded lazily. On a page rendered
 * for editing it also leaves the ledger of the page's catalogue texts for the editor (rendered after
 * the page, so it holds what the page asked).
 */
export function EditModeGate() {
  const { session, editing } = useShell();
  const kinds = session ? editableKinds(session.rights) : [];
  if (kinds.length === 0) return null;
  return (
    <>
      {editing && <EditLedgerScript />}
      <Suspense fallback={null}>
        <InPageEditor kinds={kinds} />
      </Suspense>
    </>
  );
}

/** The server's ledger as JSON; the browser keeps what the server wrote (its own instance records anew). */
function EditLedgerScript() {
  // The instance itself (useTranslation hands out a proxy of it): the ledger is kept per instance.
  const i18n = useContext(I18nContext)?.i18n;
  const [json] = useState(() =>
    import.meta.env.SSR
      ? ((i18n && serverLedger.serialise?.(i18n)) ?? '{}')
      : (document.getElementById(EDIT_LEDGER_ID)?.textContent ?? '{}'),
  );
  return (
    <script
      id={EDIT_LEDGER_ID}
      type="application/json"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
