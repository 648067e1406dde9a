import '@puckeditor/core/no-external.css';
import { readPageDocument } from '@print/core/pages/page-document';
import { PAGE_SCHEMA_VERSION } from '@print/core/pages/page-migrations';
import { blocksMissingLanguage } from '@print/core/pages/translation-coverage';
import { Puck, type Data } from '@puckeditor/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureToastKey } from '../../../lib/api/user-input-error.ts';
import { sameJson, shareUnchanged } from '../../../lib/pages/share-unchanged.ts';
import { useShell } from '../../../shell/shell-context.tsx';
import { UnsavedChangesDialog } from '../../../ui/admin-kit/unsaved-changes-dialog.tsx';
import { useUnsavedChangesGuard } from '../../../ui/admin-kit/use-unsaved-changes-guard.ts';
import { notify } from '../../../ui/toast.ts';
import { contentPageQuery, updateContentPage, type ContentPageDetail } from '../content-pages-api.ts';
import { pageInputOf, pageSettingsValuesOf } from '../content-page-values.ts';
import { BuilderLayout, type BuilderLayoutProps } from './builder-layout.tsx';
import { InsertWithAiDialog } from './ai/insert-with-ai-dialog.tsx';
import { createDraftDocument, useDraftDocument, type DraftDocument } from './draft-document.ts';
import { DraftOffer } from './draft-offer.tsx';
import { dropDraft, keepDraft, readDraft } from './draft-store.ts';
import { EditorLanguagesContext, useEditorLanguages } from './fields/editor-languages.tsx';
import { fromPuck, pageIdOf, toPuck } from './puck-adapter.ts';
import { pageBuilderConfig, type BuilderExtras } from './puck-config.tsx';
import { puckDictionary } from './puck-dictionary.ts';

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
  const [edited] = useState(() => createDraftDocument(initial));
  const saved = useRef(initial);
  const [isDirty, setDirty] = useState(false);
  const [isSaving, setSaving] = useState(false);
  const puckIds = useRef(new Map<string, string>());
  const [draft, setDraft] = useState(() => readDraft(page.id));
  const [puckKey, setPuckKey] = useState(0);
  const [puckData, setPuckData] = useState(data);

  const config = useMemo(() => pageBuilderConfig(t, extras), [t, extras]);
  const dictionary = useMemo(() => puckDictionary(t), [t]);

  // The crash draft follows the edits, a moment after the last one.
  useEffect(() => {
    if (!isDirty) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const keepLater = () => {
      clearTimeout(timer);
      timer = setTimeout(() => keepDraft(page.id, stored.current.version, edited.get()), 400);
    };
    keepLater();
    const unsubscribe = edited.subscribe(keepLater);
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [edited, isDirty, page.id]);

  const onChange = (next: Data) => {
    const { raw, puckIds: ids } = fromPuck(next, PAGE_SCHEMA_VERSION);
    puckIds.current = ids;
    // What did not change stays the object it was: the canvas is sent and draws only what changed, and
    // the check against the saved document compares only that.
    const document = shareUnchanged(edited.get(), read(raw).document);
    edited.set(document);
    setDirty(!sameJson(document, saved.current));
  };

  async function save(): Promise<boolean> {
    setSaving(true);
    try {
      const current = stored.current;
      const document = edited.get();
      const input = { ...pageInputOf(pageSettingsValuesOf(current, languages)), document };
      stored.current = await updateContentPage(current.id, current.version, input, tenant.defaultLanguage);
      queryClient.setQueryData(contentPageQuery(page.id, tenant.defaultLanguage).queryKey, stored.current);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'contentPages', 'list'] });
      saved.current = document;
      // Edits made while it was saving stay unsaved.
      setDirty(!sameJson(edited.get(), document));
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
            const restored = shareUnchanged(edited.get(), read(draft.document).document);
            setPuckData(toPuck(restored));
            edited.set(restored);
            setDirty(!sameJson(restored, saved.current));
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
        dictionary={dictionary}
      >
        <EditedLayout
          edited={edited}
          pageId={page.id}
          title={stored.current.title}
          puckIdOf={(id) => puckIds.current.get(id) ?? id}
          pageIdOf={pageIdOf}
          onLanguageChange={setLanguage}
          isDirty={isDirty}
          isSaving={isSaving}
          onSave={() => void save()}
          storedPage={() => stored.current}
          {...(aiAction ? { aiAction } : {})}
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

/**
 * The builder's screen with the latest draft: it renders again on each change (its canvas shows it),
 * while the page builder and Puck around it do not.
 */
function EditedLayout({
  edited,
  ...props
}: Omit<BuilderLayoutProps, 'document' | 'missing'> & { edited: DraftDocument }) {
  const { t } = useTranslation();
  const { language, defaultLanguage } = useEditorLanguages();
  const document = useDraftDocument(edited);
  const missing = useMemo(
    () => blocksMissingLanguage(document, language, defaultLanguage),
    [document, language, defaultLanguage],
  );
  // 'Create with AI instead' in the picker, unless the route offers its own.
  const [insertingWithAi, setInsertingWithAi] = useState(false);
  const aiAction = props.aiAction ?? {
    label: t('cms.createWithAiInstead'),
    onPress: () => setInsertingWithAi(true),
  };
  return (
    <>
      <BuilderLayout {...props} aiAction={aiAction} document={document} missing={missing} />
      {insertingWithAi && (
        <InsertWithAiDialog
          pageId={props.pageId}
          document={document}
          onClose={() => setInsertingWithAi(false)}
        />
      )}
    </>
  );
}
