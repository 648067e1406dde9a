import '@puckeditor/core/no-external.css';
import { readPageDocument, type PageDocument } from '@print/core/pages/page-document';
import { PAGE_SCHEMA_VERSION } from '@print/core/pages/page-migrations';
import { blocksMissingLanguage } from '@print/core/pages/translation-coverage';
import { Puck, type Data } from '@puckeditor/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureToastKey } from '../../../lib/api/user-input-error.ts';
import { useShell } from '../../../shell/shell-context.tsx';
import { UnsavedChangesDialog } from '../../../ui/admin-kit/unsaved-changes-dialog.tsx';
import { useUnsavedChangesGuard } from '../../../ui/admin-kit/use-unsaved-changes-guard.ts';
import { notify } from '../../../ui/toast.ts';
import { contentPageQuery, updateContentPage, type ContentPageDetail } from '../content-pages-api.ts';
import { pageInputOf, pageSettingsValuesOf } from '../content-page-values.ts';
import { BuilderLayout, type BuilderLayoutProps } from './builder-layout.tsx';
import { DraftOffer } from './draft-offer.tsx';
import { dropDraft, keepDraft, readDraft } from './draft-store.ts';
import { EditorLanguagesContext } from './fields/editor-languages.tsx';
import { fromPuck, pageIdOf, toPuck } from './puck-adapter.ts';
import { pageBuilderConfig, type BuilderExtras } from './puck-config.tsx';

// Puck's options, the same objects on every render: Puck reacts to a new one (a new `permissions`
// re-resolves every item's permissions, a new `iframe` rebuilds its store), which on each keystroke
// cost more than the edit itself.
const NO_IFRAME = { enabled: false };
const PERMISSIONS = {};

/**
 * The page builder (issue 25): Puck holds the document being edited, its selection and its history;
 * every change is read back by the page reader (the same as the server's) into our document, which the
 * canvas shows, the crash draft keeps and Save stores as the page's next version. Loaded only in the
 * browser, only on /admin/pages/:id/edit.
 */
export default function PageBuilder({
  page,
  extras,
  aiAction,
}: {
  page: ContentPageDetail;
  extras?: BuilderExtras;
  aiAction?: BuilderLayoutProps['aiAction'];
}) {
  const { t } = useTranslation();
  const { tenant } = useShell();
  const queryClient = useQueryClient();
  const languages = useMemo(() => tenant.languages.map((language) => language.code), [tenant]);
  const [language, setLanguage] = useState(tenant.defaultLanguage);
  const read = (raw: unknown) => readPageDocument(raw, { languages });

  const stored = useRef(page);
  const [initial] = useState(() => read(page.document).document);
  const [data] = useState<Data>(() => toPuck(initial));
  const [document, setDocument] = useState<PageDocument>(initial);
  const savedJson = useRef(JSON.stringify(initial));
  const [isDirty, setDirty] = useState(false);
  const [isSaving, setSaving] = useState(false);
  const puckIds = useRef(new Map<string, string>());
  const [draft, setDraft] = useState(() => readDraft(page.id));
  const [puckKey, setPuckKey] = useState(0);
  const [puckData, setPuckData] = useState(data);

  const config = useMemo(() => pageBuilderConfig(t, extras), [t, extras]);
  const missing = useMemo(
    () => blocksMissingLanguage(document, language, tenant.defaultLanguage),
    [document, language, tenant.defaultLanguage],
  );

  // The crash draft follows the edits, a moment after the last one.
  useEffect(() => {
    if (!isDirty) return;
    const timer = setTimeout(() => keepDraft(page.id, stored.current.version, document), 400);
    return () => clearTimeout(timer);
  }, [document, isDirty, page.id]);

  const onChange = (next: Data) => {
    const { raw, puckIds: ids } = fromPuck(next, PAGE_SCHEMA_VERSION);
    puckIds.current = ids;
    const reading = read(raw);
    setDocument(reading.document);
    setDirty(JSON.stringify(reading.document) !== savedJson.current);
  };

  async function save(): Promise<boolean> {
    setSaving(true);
    try {
      const current = stored.current;
      const input = { ...pageInputOf(pageSettingsValuesOf(current, languages)), document };
      stored.current = await updateContentPage(current.id, current.version, input, tenant.defaultLanguage);
      queryClient.setQueryData(contentPageQuery(page.id, tenant.defaultLanguage).queryKey, stored.current);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'contentPages', 'list'] });
      savedJson.current = JSON.stringify(document);
      setDirty(false);
      dropDraft(page.id);
      notify(t('admin.pageSaved'), 'success');
      return true;
    } catch (error) {
      const message = failureToastKey(error, 'admin.errorSavingPage');
      notify(t(message.key, message.params ?? {}), 'error');
      return false;
    } finally {
      setSaving(false);
    }
  }

  const blocker = useUnsavedChangesGuard(isDirty);

  return (
    <EditorLanguagesContext value={{ language, defaultLanguage: tenant.defaultLanguage, languages }}>
      {draft && (
        <DraftOffer
          savedAt={draft.savedAt}
          onRestore={() => {
            const restored = read(draft.document).document;
            setPuckData(toPuck(restored));
            setDocument(restored);
            setDirty(JSON.stringify(restored) !== savedJson.current);
            setPuckKey((key) => key + 1);
            setDraft(null);
          }}
          onDrop={() => {
            dropDraft(page.id);
            setDraft(null);
          }}
        />
      )}
      <Puck
        key={puckKey}
        config={config}
        data={puckData}
        onChange={onChange}
        iframe={NO_IFRAME}
        permissions={PERMISSIONS}
      >
        <BuilderLayout
          pageId={page.id}
          title={stored.current.title}
          document={document}
          missing={missing}
          puckIdOf={(id) => puckIds.current.get(id) ?? id}
          pageIdOf={pageIdOf}
          onLanguageChange={setLanguage}
          isDirty={isDirty}
          isSaving={isSaving}
          onSave={() => void save()}
          aiAction={aiAction}
        />
      </Puck>
      <UnsavedChangesDialog
        isOpen={blocker.state === 'blocked'}
        isSaving={isSaving}
        onSaveAndClose={async () => {
          if (await save()) blocker.proceed?.();
        }}
        onDiscard={() => {
          dropDraft(page.id);
          blocker.proceed?.();
        }}
        onCancel={() => blocker.reset?.()}
      />
    </EditorLanguagesContext>
  );
}
