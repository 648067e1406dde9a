import type { PageBlockType } from '@print/core/pages/blocks/index';
import { fieldLabelKey } from '@print/core/pages/field-labels';
import { readPageDocument, type PageDocument } from '@print/core/pages/page-document';
import { createUsePuck } from '@puckeditor/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { regenerateContentBlock, type RegeneratedBlock } from '../../../../lib/admin/content-ai-api.ts';
import { languageNameKey } from '../../../../lib/i18n/language-cookie.ts';
import { AiConfiguredGate, AiInfoDialog } from '../../ai/ai-info-dialog.tsx';
import { AiPromptDialog } from '../../ai/ai-prompt-dialog.tsx';
import aiStyles from '../../ai/content-ai.module.css';
import { contentPageQuery } from '../../content-pages-api.ts';
import { useEditorLanguages } from '../fields/editor-languages.tsx';
import { blockOfId } from '../modals/block-options.tsx';
import { pageIdOf, SECTION_TYPE } from '../puck-adapter.ts';
import { useReplaceBlockProps } from '../use-replace-block-props.ts';
import styles from '../page-builder.module.css';

// "Regenerate with AI" for the selected block (issue 25): the admin says what should change, the
// server's AI writes the block again from the block as the page was last saved (regenerateContentBlock;
// checked by the page reader, nothing stored), and its new props replace the block's in the editor's
// draft — same block, same id — as one step of its history; what the reader had to repair is listed.
// A block the page has not saved yet cannot be asked about: the dialog says so.

const usePuck = createUsePuck();

function Done({ result, onClose }: { result: RegeneratedBlock; onClose: () => void }) {
  const { t } = useTranslation();
  const { defaultLanguage, languages } = useEditorLanguages();
  return (
    <AiInfoDialog title={t('cms.aiRegenerate')} onClose={onClose} testId="ai-regenerate-done">
      <p className={aiStyles.text} data-testid="ai-block-regenerated">
        {t('cms.aiBlockRegenerated')}
      </p>
      {languages.length > 1 && (
        <p className={aiStyles.text} data-testid="ai-block-translated">
          {t('cms.aiBlockOtherLanguages', { language: t(languageNameKey(defaultLanguage)) })}
        </p>
      )}
      {result.refusedTexts.length > 0 && (
        <p className={aiStyles.note} data-testid="ai-block-refused">
          {t('cms.aiRefusedTexts', { count: String(result.refusedTexts.length) })}
        </p>
      )}
      {result.problems.length > 0 && (
        <div data-testid="ai-block-repaired">
          <p className={aiStyles.text}>{t('cms.aiBlockRepairedTitle')}</p>
          <ul className={aiStyles.findings}>
            {result.problems.map((problem) => (
              <li key={problem.path}>
                {`${t(fieldLabelKey(problem.path.split('.')[1] ?? ''))}: ${t(
                  problem.key,
                  (problem.params ?? {}) as Record<string, string>,
                )}`}
              </li>
            ))}
          </ul>
        </div>
      )}
    </AiInfoDialog>
  );
}

function RegenerateBlockDialog({
  pageId,
  document,
  puckId,
  type,
  onClose,
}: {
  pageId: string;
  document: PageDocument;
  puckId: string;
  type: PageBlockType;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { defaultLanguage, languages } = useEditorLanguages();
  // The page as last saved (the builder keeps this query's data at the version it saved).
  const saved = useQuery(contentPageQuery(pageId, defaultLanguage));
  const replaceProps = useReplaceBlockProps();
  const replace = (props: Record<string, unknown>) => replaceProps(puckId, type, props);
  const [result, setResult] = useState<RegeneratedBlock | null>(null);
  const blockId = pageIdOf(puckId);
  const title = t('cms.aiRegenerate');

  if (result) return <Done result={result} onClose={onClose} />;
  if (!saved.data)
    return (
      <AiInfoDialog title={title} onClose={onClose} testId="ai-regenerate-loading">
        <p className={aiStyles.text}>{t(saved.isError ? 'common.genericError' : 'common.loading')}</p>
      </AiInfoDialog>
    );
  const savedBlock = blockOfId(readPageDocument(saved.data.document, { languages }).document, blockId);
  if (!savedBlock)
    return (
      <AiInfoDialog title={title} onClose={onClose} testId="ai-regenerate-unsaved">
        <p className={aiStyles.note} data-testid="ai-block-not-saved">
          {t('cms.aiBlockNotSaved')}
        </p>
      </AiInfoDialog>
    );
  const changed = JSON.stringify(savedBlock.props) !== JSON.stringify(blockOfId(document, blockId)?.props);
  return (
    <AiPromptDialog
      title={title}
      label={t('cms.aiRegeneratePromptLabel')}
      hint={t('cms.aiRegeneratePromptHint')}
      submitLabel={t('cms.aiRegenerateSubmit')}
      prompt=""
      testId="ai-regenerate-form"
      saveTestId="ai-regenerate"
      notes={
        changed && (
          <p className={aiStyles.note} data-testid="ai-block-changed">
            {t('cms.aiBlockChangedSinceSave')}
          </p>
        )
      }
      send={(prompt) => regenerateContentBlock(pageId, blockId, prompt)}
      onSent={(answer) => {
        replace(answer.props as Record<string, unknown>);
        setResult(answer);
      }}
      onClose={onClose}
    />
  );
}

/** The item actions' "Regenerate with AI", for a selected block (not a section), and its dialog. */
export function RegenerateBlockButton({ pageId, document }: { pageId: string; document: PageDocument }) {
  const { t } = useTranslation();
  const selected = usePuck((s) => s.selectedItem);
  const [open, setOpen] = useState<{ puckId: string; type: PageBlockType } | null>(null);
  return (
    <>
      {selected && selected.type !== SECTION_TYPE && (
        <button
          type="button"
          className={styles.smallButton}
          onClick={() => setOpen({ puckId: String(selected.props.id), type: selected.type as PageBlockType })}
          data-testid="builder-regenerate"
        >
          {t('cms.aiRegenerate')}
        </button>
      )}
      {open && (
        <AiConfiguredGate title={t('cms.aiRegenerate')} testId="ai-regenerate" onClose={() => setOpen(null)}>
          <RegenerateBlockDialog
            pageId={pageId}
            document={document}
            puckId={open.puckId}
            type={open.type}
            onClose={() => setOpen(null)}
          />
        </AiConfiguredGate>
      )}
    </>
  );
}
