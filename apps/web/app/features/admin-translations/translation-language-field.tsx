import type { ValidationError } from '@print/core/validation/messages';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { StatusChip } from '../../ui/status-chip.tsx';
import { RichTextEditor } from '../../ui/admin-kit/rich-text-editor.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useValidationMessage } from '../../ui/use-validation-message.ts';
import { LockMark } from './translation-cell.tsx';
import { CELL_STATE_LABEL, CELL_STATE_TONE, cellState, readableText } from './translation-state.ts';
import type { TranslationDetail } from './translations-api.ts';
import { MemoryHints } from './memory-hints.tsx';
import { WordDiffView } from './word-diff-view.tsx';
import styles from './translations.module.css';

type Cell = TranslationDetail['languages'][number];

export type LanguageActions = {
  onLock: (code: string, locked: boolean) => void;
  onAccept: (code: string) => void;
  onReject: (code: string) => void;
  /** Catalogue keys only: back to the built-in text (asks first). */
  onRevert?: (code: string) => void;
  isBusy: boolean;
};

type Props = {
  cell: Cell;
  /** The text's format: rich text (product and category descriptions) gets the rich text editor. */
  format: string;
  value: string;
  onChange: (text: string) => void;
  error: ValidationError | undefined;
  isDefault: boolean;
  /** The default language's text as typed (what memory hits are for). */
  source: string;
  tenantId: string | undefined;
  actions: LanguageActions;
};

/**
 * One language of the text in the editor: its field, state and lock, the machine result waiting for
 * review as a word diff against the text before it (accept or reject), memory hits while typing.
 */
export function TranslationLanguageField({
  cell,
  format,
  value,
  onChange,
  error,
  isDefault,
  source,
  tenantId,
  actions,
}: Props) {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const code = cell.languageCode;
  const state = cellState(cell);
  // A suggestion waits beside the text; a machine text replaced nothing (it filled an empty language).
  const machineResult = cell.suggestion ?? (cell.state === 'machine' ? cell.text : null);
  const before = cell.suggestion !== null ? cell.text : '';
  const isRichText = format === 'richTextSlate';
  return (
    <fieldset className={styles.language} data-testid={`editor-language-${code}`}>
      <legend className={styles.languageHead}>
        <span className={styles.languageCode}>
          {isDefault ? t('admin.translationDefaultLanguage', { language: code }) : code}
        </span>
        <StatusChip tone={CELL_STATE_TONE[state]} value={state} testId={`editor-state-${code}`}>
          {t(CELL_STATE_LABEL[state])}
        </StatusChip>
        {cell.locked && <LockMark label={t('admin.translationLockedMark')} />}
      </legend>
      {isRichText ? (
        <RichTextEditor
          label={code}
          value={value}
          onChange={onChange}
          errorMessage={message(error)}
          testId={`editor-text-${code}`}
        />
      ) : (
        <TextField
          label={code}
          name={`text-${code}`}
          value={value}
          onChange={onChange}
          isRequired={isDefault}
          errorMessage={message(error)}
          testId={`editor-text-${code}`}
        />
      )}
      {machineResult !== null && !isDefault && (
        <div className={styles.review} data-testid={`editor-review-${code}`}>
          <span className={styles.reviewTitle}>
            {t('admin.translationMachineResult', { provider: cell.suggestedBy ?? '' })}
          </span>
          <WordDiffView
            before={readableText(before, format)}
            after={readableText(machineResult, format)}
            testId={`editor-diff-${code}`}
          />
          <span className={styles.languageActions}>
            <Button
              size="small"
              isDisabled={actions.isBusy || cell.locked}
              onPress={() => actions.onAccept(code)}
              data-testid={`editor-accept-${code}`}
            >
              {t('admin.translationAccept')}
            </Button>
            {cell.suggestion !== null && (
              <Button
                size="small"
                color="neutral"
                isDisabled={actions.isBusy}
                onPress={() => actions.onReject(code)}
                data-testid={`editor-reject-${code}`}
              >
                {t('admin.translationReject')}
              </Button>
            )}
          </span>
        </div>
      )}
      <span className={styles.languageActions}>
        <Button
          size="small"
          color="neutral"
          isDisabled={actions.isBusy}
          onPress={() => actions.onLock(code, !cell.locked)}
          data-testid={`editor-lock-${code}`}
        >
          {t(cell.locked ? 'admin.translationUnlock' : 'admin.translationLock')}
        </Button>
        {actions.onRevert && (
          <Button
            size="small"
            color="neutral"
            isDisabled={actions.isBusy}
            onPress={() => actions.onRevert?.(code)}
            data-testid={`editor-revert-${code}`}
          >
            {t('admin.translationRevert')}
          </Button>
        )}
      </span>
      {/* Memory hits are plain texts: a rich text keeps its structure only through its editor. */}
      {!isDefault && !cell.locked && !isRichText && (
        <MemoryHints
          source={source}
          current={value}
          targetLanguage={code}
          tenantId={tenantId}
          onUse={onChange}
        />
      )}
    </fieldset>
  );
}
