import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { translationSuggestionsQuery } from './translations-api.ts';
import styles from './translations.module.css';

const PAUSE_MS = 400;

/**
 * Translation memory for one language while the default text is typed: asked after a pause in typing,
 * exact hits first, then similar ones; Use copies a hit into the language's field.
 */
export function MemoryHints({
  source,
  targetLanguage,
  current,
  tenantId,
  onUse,
}: {
  source: string;
  /** The language's text now: a hit that is already it is left out. */
  current: string;
  targetLanguage: string;
  tenantId: string | undefined;
  onUse: (text: string) => void;
}) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState(source);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(source), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [source]);
  const hits = useQuery(translationSuggestionsQuery(asked, targetLanguage, tenantId));
  const offered = (hits.data ?? []).filter((hit) => hit.targetText !== current).slice(0, 3);
  if (offered.length === 0) return null;
  return (
    <div className={styles.memory} data-testid={`memory-${targetLanguage}`}>
      <span className={styles.memoryTitle}>{t('admin.translationMemory')}</span>
      <ul>
        {offered.map((hit) => (
          <li key={`${hit.sourceText}|${hit.targetText}`}>
            <span>{hit.targetText}</span>
            <span className={styles.score}>{`${Math.round(hit.score * 100)} %`}</span>
            <Button size="small" color="neutral" onPress={() => onUse(hit.targetText)}>
              {t('admin.translationUseMemory')}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
