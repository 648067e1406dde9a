import type { ValidationError } from '@print/core/validation/messages';
import { useEffect, useId, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { languageNameKey } from '../../lib/i18n/language-cookie.ts';
import styles from './text-popover.module.css';
import { loadSuggestions, type MemoryHit, type TextCell } from './texts-api.ts';

const STATE_LABELS = {
  untranslated: 'admin.inPageStateUntranslated',
  machine: 'admin.inPageStateMachine',
  reviewed: 'admin.inPageStateReviewed',
} as const;

type Props = {
  address: string;
  cell: TextCell;
  value: string;
  isDefault: boolean;
  problem: ValidationError | undefined;
  busy: string | null;
  onChange: (text: string) => void;
  onToggleLock: () => void;
  onMachineTranslate: () => void;
};

/** Translation memory hits for a language of the text (exact first); none for the default language. */
function useSuggestions(address: string, language: string, skip: boolean): MemoryHit[] {
  const [hits, setHits] = useState<MemoryHit[]>([]);
  useEffect(() => {
    if (skip) return;
    let current = true;
    loadSuggestions(address, language)
      .then((found) => current && setHits(found.slice(0, 3)))
      .catch(() => current && setHits([]));
    return () => {
      current = false;
    };
  }, [address, language, skip]);
  return hits;
}

/**
 * One language of the text in the popover: its name, state (untranslated, machine, reviewed, outdated),
 * lock, the language the page shows for it when it has none of its own, the text, translation memory
 * hits to take over, and a machine translation of this language.
 */
export function LanguageField(props: Props) {
  const { address, cell, value, isDefault, problem, busy, onChange } = props;
  const { t } = useTranslation();
  const id = useId();
  const hits = useSuggestions(address, cell.languageCode, isDefault);
  const name = t(languageNameKey(cell.languageCode));
  const served = cell.servedBy && cell.servedBy !== cell.languageCode ? cell.servedBy : null;
  return (
    <div className={styles.language} data-testid={`in-page-language-${cell.languageCode}`}>
      <div className={styles.languageHead}>
        <label htmlFor={id} className={styles.languageName}>
          {isDefault ? t('admin.inPageDefaultLanguage', { language: name }) : name}
        </label>
        <span className={styles.state} data-state={cell.state} data-testid="in-page-text-state">
          {t(STATE_LABELS[cell.state])}
        </span>
        {cell.outdated && (
          <span className={styles.state} data-state="outdated">
            {t('admin.inPageStateOutdated')}
          </span>
        )}
        <Button
          className={styles.small}
          onPress={props.onToggleLock}
          isDisabled={busy !== null}
          aria-pressed={cell.locked}
          data-testid="in-page-lock"
        >
          {t(cell.locked ? 'admin.inPageUnlock' : 'admin.inPageLock')}
        </Button>
      </div>
      {served && (
        <p className={styles.hint} data-testid="in-page-served-by">
          {t('admin.inPageServedBy', { language: t(languageNameKey(served)) })}
        </p>
      )}
      <textarea
        id={id}
        className={styles.input}
        value={value}
        rows={Math.min(4, Math.max(1, Math.ceil(value.length / 40)))}
        readOnly={cell.locked}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => onChange(event.target.value)}
        data-testid="in-page-text-input"
      />
      {problem && (
        <p id={`${id}-problem`} className={styles.problem} role="alert">
          {t(problem.key, problem.params ?? {})}
        </p>
      )}
      {!isDefault && (
        <div className={styles.helpers}>
          {hits.map((hit) => (
            <Button
              key={hit.targetText}
              className={styles.suggestion}
              onPress={() => onChange(hit.targetText)}
              isDisabled={cell.locked}
              data-testid="in-page-suggestion"
            >
              {t('admin.inPageUseSuggestion', {
                text: hit.targetText,
                score: String(Math.round(hit.score * 100)),
              })}
            </Button>
          ))}
          <Button
            className={styles.small}
            onPress={props.onMachineTranslate}
            isDisabled={busy !== null || cell.locked}
            data-testid="in-page-machine-translate"
          >
            {busy === `machine:${cell.languageCode}`
              ? t('admin.inPageTranslating')
              : t('admin.inPageTranslate')}
          </Button>
        </div>
      )}
    </div>
  );
}
