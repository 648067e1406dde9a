import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureToastKey } from '../../lib/api/user-input-error.ts';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { FormDialog } from '../../ui/dialog.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { useValidationMessage } from '../../ui/use-validation-message.ts';
import { MachineTranslateRun } from './machine-translate-run.tsx';
import { machineTranslate, type TranslationJob } from './translations-api.ts';
import type { ValidationError } from '@print/core/validation/messages';
import styles from './translations.module.css';

type Props = {
  targets: readonly string[];
  selected: readonly string[];
  tenantId: string | undefined;
  onClose: () => void;
};

/**
 * One machine translation run: the language and what (every text missing in it, or only the ticked
 * rows), then its progress with Cancel and its report. Locked and reviewed texts stay as they are.
 */
export function MachineTranslateDialog({ targets, selected, tenantId, onClose }: Props) {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const [language, setLanguage] = useState(targets[0] ?? '');
  const [onlySelected, setOnlySelected] = useState(selected.length > 0);
  const [job, setJob] = useState<TranslationJob | null>(null);
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<ValidationError | null>(null);

  const start = async () => {
    setStarting(true);
    setFailure(null);
    try {
      setJob(
        await machineTranslate(
          {
            requestKey: crypto.randomUUID(),
            targetLanguages: [language],
            ...(onlySelected ? { addresses: [...selected] } : { missingIn: language }),
          },
          tenantId,
        ),
      );
    } catch (error) {
      setFailure(failureToastKey(error, 'admin.translationStartFailed'));
    } finally {
      setStarting(false);
    }
  };

  return (
    <FormDialog title={t('admin.translateMissing')} isOpen onClose={onClose} testId="machine-translate">
      {job ? (
        <MachineTranslateRun job={job} tenantId={tenantId} onClose={onClose} />
      ) : (
        <div className={styles.dialogBody}>
          <SelectField
            label={t('admin.translateInto')}
            name="language"
            value={language}
            onChange={setLanguage}
            options={targets.map((code) => ({ id: code, label: code }))}
            isRequired
            testId="machine-translate-language"
          />
          {selected.length > 0 && (
            <Checkbox
              isSelected={onlySelected}
              onChange={setOnlySelected}
              testId="machine-translate-selected"
            >
              {t('admin.translateOnlySelected', { count: selected.length })}
            </Checkbox>
          )}
          <p className={styles.editorHint}>{t('admin.translateKeepsReviewed')}</p>
          {failure && (
            <p className={styles.error} role="alert" data-testid="machine-translate-error">
              {message(failure)}
            </p>
          )}
          <div className={styles.dialogButtons}>
            <Button color="neutral" onPress={onClose}>
              {t('common.cancel')}
            </Button>
            <Button
              isDisabled={!language || starting}
              onPress={() => void start()}
              data-testid="machine-translate-start"
            >
              {t('admin.translateStart')}
            </Button>
          </div>
        </div>
      )}
    </FormDialog>
  );
}
