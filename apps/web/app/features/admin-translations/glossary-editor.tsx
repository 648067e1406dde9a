import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Label, TextArea, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { languageNameKey } from '../../lib/i18n/language-cookie.ts';
import { failureToastKey } from '../../lib/api/user-input-error.ts';
import fieldStyles from '../../ui/field.module.css';
import { Button } from '../../ui/button.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { notify } from '../../ui/toast.ts';
import {
  glossaryQuery,
  saveGlossary,
  type GlossarySaved,
  type GlossaryTerm,
} from './auto-translation-api.ts';
import { glossaryTerms, glossaryText } from './glossary-lines.ts';
import styles from './auto-translation.module.css';

type Props = { tenantId: string | undefined; defaultLanguage: string; languages: readonly string[] };

/**
 * The shop's glossary per language pair (from the default language): terms machine translation keeps
 * as given, one "term = translation" a line, saved on its own. A save hands it to DeepL at once when
 * DeepL is the shop's provider; a line under the button says whether DeepL has it.
 */
export function GlossaryEditor({ tenantId, defaultLanguage, languages }: Props) {
  const { t } = useTranslation();
  const targets = languages.filter((code) => code !== defaultLanguage);
  const [target, setTarget] = useState(targets[0] ?? '');
  const terms = useQuery(glossaryQuery(tenantId, defaultLanguage, target));
  // Kept here: the terms' form starts anew when the saved terms come back.
  const [synced, setSynced] = useState<{ target: string; deepl: GlossarySaved['deepl'] } | null>(null);
  if (targets.length === 0) return null;
  const languageName = (code: string) => t(languageNameKey(code), { defaultValue: code });
  return (
    <section className={styles.glossary} aria-labelledby="glossary-title" data-testid="glossary-editor">
      <h3 id="glossary-title" className={styles.glossaryTitle}>
        {t('admin.glossary')}
      </h3>
      <SelectField
        label={t('admin.glossaryTargetLanguage', { language: languageName(defaultLanguage) })}
        name="glossaryTarget"
        value={target}
        onChange={setTarget}
        options={targets.map((code) => ({ id: code, label: languageName(code) }))}
        testId="glossary-target"
      />
      {terms.data ? (
        <GlossaryTerms
          key={`${target}-${glossaryText(terms.data)}`}
          tenantId={tenantId}
          source={defaultLanguage}
          target={target}
          stored={terms.data}
          onSaved={(saved) => setSynced({ target, deepl: saved.deepl })}
        />
      ) : (
        <p role={terms.isError ? 'alert' : 'status'}>
          {t(terms.isError ? 'common.genericError' : 'common.loading')}
        </p>
      )}
      {synced?.target === target && <DeepLStatus deepl={synced.deepl} />}
    </section>
  );
}

const DEEPL_STATUS_KEYS = {
  synced: 'admin.glossaryDeepLSynced',
  notConfigured: 'admin.glossaryDeepLNotConfigured',
  failed: 'admin.glossaryDeepLFailed',
} as const;

/** What became of DeepL's copy with the last save. */
function DeepLStatus({ deepl }: { deepl: GlossarySaved['deepl'] }) {
  const { t } = useTranslation();
  return (
    <p
      role={deepl.status === 'failed' ? 'alert' : 'status'}
      className={styles.glossaryStatus}
      data-testid="glossary-deepl-status"
      data-status={deepl.status}
    >
      {t(DEEPL_STATUS_KEYS[deepl.status], { message: deepl.message ?? '' })}
    </p>
  );
}

function GlossaryTerms(props: {
  tenantId: string | undefined;
  source: string;
  target: string;
  stored: GlossaryTerm[];
  onSaved: (saved: GlossarySaved) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [text, setText] = useState(() => glossaryText(props.stored));
  const save = useMutation({
    mutationFn: () => saveGlossary(props.tenantId, props.source, props.target, glossaryTerms(text)),
    onSuccess: (saved) => {
      props.onSaved(saved);
      void queryClient.invalidateQueries({
        queryKey: glossaryQuery(props.tenantId, props.source, props.target).queryKey,
      });
      notify(t('admin.settingsSaved'), 'success');
    },
    onError: (error) => {
      const message = failureToastKey(error, 'admin.errorSavingTenantSettings');
      notify(t(message.key, message.params ?? {}), 'error');
    },
  });
  return (
    <>
      <TextField className={fieldStyles.field} value={text} onChange={setText} name="glossaryTerms">
        <Label className={fieldStyles.label}>{t('admin.glossaryTerms')}</Label>
        <TextArea className={fieldStyles.input} rows={6} data-testid="glossary-terms" />
      </TextField>
      <div>
        <Button
          color="neutral"
          onPress={() => save.mutate()}
          isDisabled={save.isPending}
          data-testid="save-glossary"
        >
          {t('admin.glossarySave')}
        </Button>
      </div>
    </>
  );
}
