import { insertFragment, type FragmentError, type InsertPlace } from '@print/core/pages/insert-fragment';
import type { PageDocument } from '@print/core/pages/page-document';
import { createUsePuck } from '@puckeditor/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contentAiBlocksTaskQuery, generateBlocksWithAi } from '../../../../lib/admin/content-ai-api.ts';
import kitStyles from '../../../../ui/admin-kit/admin-kit.module.css';
import { Button } from '../../../../ui/button.tsx';
import { AiConfiguredGate, AiInfoDialog } from '../../ai/ai-info-dialog.tsx';
import { AiPromptDialog } from '../../ai/ai-prompt-dialog.tsx';
import { AiTaskError, AiTaskFindings, AiTaskSteps, GENERATION_STEPS } from '../../ai/ai-task-view.tsx';
import aiStyles from '../../ai/content-ai.module.css';
import { useEditorLanguages } from '../fields/editor-languages.tsx';
import { pageIdOf, sectionZone, toPuck } from '../puck-adapter.ts';
import { useInsertBlock } from '../use-insert-block.ts';

// The insert-block picker's 'create with AI instead' (spec §2, issue 25, decision 0079): the admin
// writes a prompt, the server's AI writes blocks for the page through the wizard's steps (a task), and
// they go into the editor's draft where the picker inserts — after the selected block, at the end of
// the selected or last section, or as the sections of an empty page — as one step of its history.
// Nothing is stored until the editor saves. Without an AI service the dialog says what to configure.

const usePuck = createUsePuck();

type Inserted = { blocks: number } | { error: FragmentError };

/** Puts the AI's document into the draft where the picker inserts, and selects the first new block. */
function useInsertFragment(document: PageDocument) {
  const dispatch = usePuck((s) => s.dispatch);
  const inserting = useInsertBlock();
  const { languages } = useEditorLanguages();
  return (fragment: unknown): Inserted => {
    const target = inserting.place();
    // A Puck zone is `<parent's Puck id>:<property path>`; the draft names its parent by its page id.
    const at = target?.zone.indexOf(':') ?? -1;
    const place: InsertPlace | null = target
      ? { parentId: pageIdOf(target.zone.slice(0, at)), path: target.zone.slice(at + 1), index: target.index }
      : null;
    const result = insertFragment(document, fragment, place, { languages });
    if (result.error) return { error: result.error };
    dispatch({ type: 'setData', data: toPuck(result.document), recordHistory: true });
    // The first new block (on a page that had no sections: the first block of its first new section).
    const itemSelector = place
      ? { index: result.index, zone: `${place.parentId}:${place.path}` }
      : { index: 0, zone: sectionZone(result.document.sections[result.index]!.id) };
    dispatch({ type: 'setUi', ui: { itemSelector } });
    return { blocks: result.blocks };
  };
}

function Progress({
  taskId,
  document,
  onRetry,
  onClose,
}: {
  taskId: string;
  document: PageDocument;
  onRetry: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const task = useQuery(contentAiBlocksTaskQuery(taskId)).data;
  const insert = useInsertFragment(document);
  const [inserted, setInserted] = useState<Inserted | null>(null);
  // Once per task: the draft changes with the insertion, and so does this component's document.
  const insertedFor = useRef<string | null>(null);
  const done = task?.state === 'done';
  useEffect(() => {
    if (!done || insertedFor.current === task.id) return;
    insertedFor.current = task.id;
    setInserted(insert(task.document));
  }, [done, task, insert]);
  const failed = task?.state === 'failed' || (inserted !== null && 'error' in inserted);
  return (
    <AiInfoDialog title={t('cms.aiInsertTitle')} onClose={onClose} testId="ai-insert-progress">
      {task ? (
        <AiTaskSteps task={task} steps={GENERATION_STEPS} />
      ) : (
        <p className={aiStyles.text}>{t('common.loading')}</p>
      )}
      {task && !done && task.state !== 'failed' && (
        <p className={aiStyles.text}>{t('cms.aiInsertWorking')}</p>
      )}
      {task && <AiTaskError task={task} />}
      {inserted && 'error' in inserted && (
        <p className={kitStyles.formError} role="alert" data-testid="ai-insert-error">
          {t(inserted.error)}
        </p>
      )}
      {task && inserted && 'blocks' in inserted && (
        <>
          <p className={aiStyles.text} data-testid="ai-blocks-inserted">
            {t('cms.aiBlocksInserted', { count: inserted.blocks })}
          </p>
          <AiTaskFindings task={task} />
        </>
      )}
      {failed && (
        <Button onPress={onRetry} data-testid="ai-retry">
          {t('cms.aiTryAgain')}
        </Button>
      )}
    </AiInfoDialog>
  );
}

/**
 * The whole dialog for the page `pageId` being edited (`document`: the editor's draft): the explanation
 * without AI, else the prompt with where the blocks go, then the task's steps and what was inserted.
 */
export function InsertWithAiDialog({
  pageId,
  document,
  onClose,
}: {
  pageId: string;
  document: PageDocument;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { targetName } = useInsertBlock();
  const [started, setStarted] = useState<{ taskId: string | null; prompt: string }>({
    taskId: null,
    prompt: '',
  });
  return (
    <AiConfiguredGate title={t('cms.aiInsertTitle')} testId="ai-insert" onClose={onClose}>
      {started.taskId ? (
        <Progress
          taskId={started.taskId}
          document={document}
          onRetry={() => setStarted({ taskId: null, prompt: started.prompt })}
          onClose={onClose}
        />
      ) : (
        <AiPromptDialog
          title={t('cms.aiInsertTitle')}
          label={t('cms.aiInsertPromptLabel')}
          hint={t('cms.aiInsertPromptHint')}
          submitLabel={t('cms.aiInsertSubmit')}
          prompt={started.prompt}
          testId="ai-insert-form"
          saveTestId="ai-insert"
          notes={
            <p className={aiStyles.text} data-testid="ai-insert-target">
              {t('cms.insertInto', { section: targetName })}
            </p>
          }
          send={(prompt, requestKey) => generateBlocksWithAi(requestKey, pageId, prompt)}
          onSent={(task, prompt) => setStarted({ taskId: task.id, prompt })}
          onClose={onClose}
        />
      )}
    </AiConfiguredGate>
  );
}
