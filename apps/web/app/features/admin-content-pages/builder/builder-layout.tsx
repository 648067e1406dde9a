import type { PageDocument, PageSection } from '@print/core/pages/page-document';
import { createUsePuck, Puck, useGetPuck } from '@puckeditor/core';
import { memo, useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { languageNameKey } from '../../../lib/i18n/language-cookie.ts';
import { Button } from '../../../ui/button.tsx';
import { SECTION_TYPE, toPuck } from './puck-adapter.ts';
import { StorefrontCanvas } from './canvas/storefront-canvas.tsx';
import type { ViewportKey } from '../../../ui/preview-frame/viewports.ts';
import { ViewportSwitch } from '../../../ui/preview-frame/viewport-switch.tsx';
import { useEditorLanguages } from './fields/editor-languages.tsx';
import { InsertBlockDialog } from './insert-block-dialog.tsx';
import type { ContentPageDetail } from '../content-pages-api.ts';
import { ItemActions } from './item-actions.tsx';
import { BlockOptionsModal, blockOfId, hasOptionsModal } from './modals/block-options.tsx';
import { PublishCheckButton } from './publish-check-dialog.tsx';
import { RegenerateBlockButton } from './ai/regenerate-block-button.tsx';
import { useBlockMoves } from './use-block-moves.ts';
import { useReplaceBlockProps } from './use-replace-block-props.ts';
import { useSettledHistory } from './use-settled-history.ts';
import { useInsertBlock } from './use-insert-block.ts';
import { zoneLength } from './zone-length.ts';
import { applyTemplateWithNotice } from '../templates/apply-template-notice.ts';
import { PageBuilderWizard } from './wizard/page-builder-wizard.tsx';
import { SaveAsTemplateDialog } from './wizard/save-as-template-dialog.tsx';
import type { FromCanvas } from '../../../lib/pages/preview-messages.ts';
import styles from './page-builder.module.css';

const usePuck = createUsePuck();

/** Puck's outline, drawn from Puck's store only (not again with each draft the canvas gets). */
const Outline = memo(function Outline() {
  return <Puck.Outline />;
});

export type BuilderLayoutProps = {
  pageId: string;
  title: string;
  document: PageDocument;
  missing: string[];
  /** Puck's id of a page id (what the canvas names when clicked). */
  puckIdOf: (pageId: string) => string;
  pageIdOf: (puckId: string) => string;
  onLanguageChange: (language: string) => void;
  isDirty: boolean;
  isSaving: boolean;
  onSave: () => void;
  /** The page as last stored (its settings, for the publish check). */
  storedPage: () => ContentPageDetail;
  /** An entry to create the page's content with the AI instead, when the AI is offered. */
  aiAction?: { label: string; onPress: () => void };
};

/**
 * The page builder's screen, inside Puck (it holds the document, the selection and the history): the
 * header's actions, Puck's outline and property forms, and the canvas, the shop's own page.
 */
export function BuilderLayout(props: BuilderLayoutProps) {
  const { t } = useTranslation();
  const { language, languages } = useEditorLanguages();
  const dispatch = usePuck((s) => s.dispatch);
  const selected = usePuck((s) => s.selectedItem);
  // The latest state when an action runs (the hooks' values are a render's).
  const getPuck = useGetPuck();
  const config = usePuck((s) => s.config);
  const labels = useMemo(
    () => Object.fromEntries(Object.entries(config.components).map(([type, c]) => [type, c.label ?? type])),
    [config],
  );
  const [viewport, setViewport] = useState<ViewportKey>('desktop');
  const [picking, setPicking] = useState(false);
  const [choosingTemplate, setChoosingTemplate] = useState(false);
  const [savingSection, setSavingSection] = useState<PageSection | null>(null);
  const moves = useBlockMoves();
  const history = useSettledHistory();
  const replaceProps = useReplaceBlockProps();
  const [optionsFor, setOptionsFor] = useState<string | null>(null);
  const optionsBlock = optionsFor ? blockOfId(props.document, optionsFor) : undefined;
  const inserting = useInsertBlock();

  const select = (pageId: string | null) => {
    const found = pageId ? getPuck().getSelectorForId(props.puckIdOf(pageId)) : undefined;
    dispatch({ type: 'setUi', ui: { itemSelector: found ?? null } });
  };
  // A publish finding opened from the page's settings names its block: selected once the builder is up.
  const [searchParams] = useSearchParams();
  const linkedBlock = searchParams.get('block');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the address the builder opened with
  useEffect(() => select(linkedBlock), []);
  const onCanvasMessage = (message: FromCanvas) => {
    if (message.type === 'cms-preview:select') select(message.id);
    if (message.type === 'cms-preview:history')
      (message.direction === 'back' ? history.undo : history.redo)();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    (event.key === 'ArrowUp' ? moves.moveUp : moves.moveDown)();
  };
  // A template's sections go after the page's own (with fresh ids) as one step of the history.
  const applyTemplate = (template: { document: unknown }) => {
    const applied = applyTemplateWithNotice(props.document, template, languages, t);
    if (applied) dispatch({ type: 'setData', data: toPuck(applied), recordHistory: true });
  };
  return (
    <div className={styles.builder} onKeyDown={onKeyDown} data-testid="page-builder">
      <header className={styles.header}>
        <Link to={`/admin/pages/${props.pageId}`} className={styles.back} data-testid="builder-back">
          {t('cms.backToSettings')}
        </Link>
        <h1 className={styles.title}>{props.title}</h1>
        {languages.length > 1 && (
          <label className={styles.headerField}>
            <span>{t('cms.editLanguage')}</span>
            <select
              value={language}
              onChange={(event) => props.onLanguageChange(event.target.value)}
              data-testid="builder-language"
            >
              {languages.map((code) => (
                <option key={code} value={code}>
                  {t(languageNameKey(code))}
                </option>
              ))}
            </select>
          </label>
        )}
        <ViewportSwitch value={viewport} onChange={setViewport} label={t('cms.preview')} />
        <div className={styles.headerActions}>
          <button
            type="button"
            className={styles.smallButton}
            disabled={!history.canUndo}
            onClick={history.undo}
            data-testid="builder-undo"
          >
            {t('cms.undo')}
          </button>
          <button
            type="button"
            className={styles.smallButton}
            disabled={!history.canRedo}
            onClick={history.redo}
            data-testid="builder-redo"
          >
            {t('cms.redo')}
          </button>
          <PublishCheckButton
            page={props.storedPage}
            document={props.document}
            languages={languages}
            onSelectBlock={select}
          />
          <Button color="secondary" onPress={() => setChoosingTemplate(true)} data-testid="builder-templates">
            {t('cms.wizardTitle')}
          </Button>
          <Button color="secondary" onPress={() => setPicking(true)} data-testid="builder-insert">
            {t('cms.insertBlock')}
          </Button>
          <Button
            isDisabled={props.isSaving || !props.isDirty}
            onPress={props.onSave}
            data-testid="builder-save"
          >
            {t(props.isSaving ? 'common.saving' : 'common.save')}
          </Button>
        </div>
      </header>
      <div className={styles.columns}>
        <aside className={styles.left} aria-label={t('cms.outline')}>
          <div className={styles.outline} data-testid="builder-outline">
            <Outline />
          </div>
          <button
            type="button"
            className={styles.smallButton}
            onClick={inserting.addSection}
            data-testid="builder-add-section"
          >
            {t('cms.addSection')}
          </button>
          <ItemActions
            document={props.document}
            pageIdOf={props.pageIdOf}
            moves={moves}
            onOptions={setOptionsFor}
            onSaveSection={setSavingSection}
          >
            <RegenerateBlockButton pageId={props.pageId} document={props.document} />
          </ItemActions>
        </aside>
        <main className={styles.center}>
          <StorefrontCanvas
            pageId={props.pageId}
            document={props.document}
            language={language}
            missing={props.missing}
            labels={labels}
            selectedId={selected ? props.pageIdOf(String(selected.props.id)) : null}
            viewport={viewport}
            onMessage={onCanvasMessage}
          />
        </main>
        <aside className={styles.right} aria-label={t('cms.properties')}>
          <h2 className={styles.panelTitle}>
            {!selected
              ? t('cms.properties')
              : selected.type === SECTION_TYPE
                ? t('cms.sectionSettings')
                : (config.components[selected.type]?.label ?? selected.type)}
          </h2>
          {selected ? <Puck.Fields /> : <p className={styles.defaultText}>{t('cms.nothingSelected')}</p>}
        </aside>
      </div>
      <p className={styles.visuallyHidden} aria-live="polite" data-testid="builder-announcement">
        {moves.announcement}
      </p>
      <PageBuilderWizard
        isOpen={choosingTemplate}
        onClose={() => setChoosingTemplate(false)}
        onApply={applyTemplate}
      />
      {savingSection && (
        <SaveAsTemplateDialog sections={[savingSection]} onClose={() => setSavingSection(null)} />
      )}
      <InsertBlockDialog
        isOpen={picking}
        target={inserting.targetName}
        onClose={() => setPicking(false)}
        aiAction={props.aiAction}
        onInsert={(type) => {
          const id = inserting.insert(type, (zone) => {
            const puck = getPuck();
            const rootProps = puck.appState.data.root.props as Record<string, unknown> | undefined;
            // Puck's lookup throws for an id it does not know.
            return zoneLength(zone, rootProps, (id) =>
              puck.getSelectorForId(id) ? puck.getItemById(id) : undefined,
            );
          });
          setPicking(false);
          // A feed, the social buttons and a call to action are nothing until their options are given.
          if (hasOptionsModal(type)) setOptionsFor(id);
        }}
      />
      {optionsBlock && (
        <BlockOptionsModal
          block={optionsBlock}
          languages={languages}
          onSave={(blockProps) =>
            replaceProps(props.puckIdOf(optionsBlock.id), optionsBlock.type, blockProps)
          }
          onClose={() => setOptionsFor(null)}
        />
      )}
    </div>
  );
}
