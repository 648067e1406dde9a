import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminFormDialog } from '../../ui/admin-kit/admin-form-dialog.tsx';
import { FormDialog } from '../../ui/dialog.tsx';
import { useValidationMessage } from '../../ui/use-validation-message.ts';
import { QueryStatus } from '../../ui/admin-kit/query-status.tsx';
import { TranslationLanguageField } from './translation-language-field.tsx';
import { translationDetailQuery, type TranslationDetail } from './translations-api.ts';
import { useLanguageActions } from './use-language-actions.ts';
import { useTranslationEditor, type TypedTexts } from './use-translation-editor.ts';
import styles from './translations.module.css';

type Props = {
  address: string;
  /** The dialog's title: the table's name of the text (a record's text by its record). */
  title: string;
  defaultLanguage: string;
  tenantId: string | undefined;
  onClose: () => void;
  /** Something was saved, accepted, locked or reverted: the table reloads. */
  onChanged: () => void;
};

/** The editor of one text: read fresh (its revision), every language with the default one first. */
export function TranslationEditorDialog(props: Props) {
  const detail = useQuery(translationDetailQuery(props.address, props.tenantId));
  // What was typed and not saved: kept across the forms of new revisions (use-translation-editor.ts).
  const [typed] = useState<TypedTexts>(() => ({}));
  if (!detail.data)
    return (
      <FormDialog title={props.title} isOpen onClose={props.onClose} testId="translation-editor">
        <QueryStatus query={detail} missingKey="admin.translationNotFound" />
      </FormDialog>
    );
  // A new revision (after a lock, an accept, a revert) starts the form again from the stored texts and
  // what was typed in the languages the action left alone.
  return <EditorForm key={detail.data.revision} detail={detail.data} typed={typed} {...props} />;
}

function EditorForm({
  detail,
  defaultLanguage,
  tenantId,
  onClose,
  onChanged,
  typed,
  title,
}: Props & { detail: TranslationDetail; typed: TypedTexts }) {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const queryClient = useQueryClient();
  const reload = async () => {
    onChanged();
    await queryClient.invalidateQueries({
      queryKey: translationDetailQuery(detail.address, tenantId).queryKey,
    });
  };
  const form = useTranslationEditor(
    detail,
    defaultLanguage,
    tenantId,
    () => {
      onChanged();
      onClose();
    },
    typed,
  );
  const actions = useLanguageActions(detail.address, tenantId, reload, typed);
  const ordered = [...detail.languages].sort(
    (a, b) => Number(b.languageCode === defaultLanguage) - Number(a.languageCode === defaultLanguage),
  );
  return (
    <AdminFormDialog
      title={title}
      isDirty={form.isDirty}
      isSaving={form.isSaving}
      notice={message(form.notice)}
      onSubmit={() => void form.save()}
      onClose={onClose}
      testId="translation-editor"
      saveTestId="translation"
    >
      <p className={styles.editorHint}>{t('admin.translationDefaultFirstHint')}</p>
      {ordered.map((cell) => (
        <TranslationLanguageField
          key={cell.languageCode}
          cell={cell}
          format={detail.format}
          value={form.texts[cell.languageCode] ?? ''}
          onChange={(text) => form.setText(cell.languageCode, text)}
          error={form.errors[cell.languageCode]}
          isDefault={cell.languageCode === defaultLanguage}
          source={form.texts[defaultLanguage] ?? ''}
          tenantId={tenantId}
          actions={{
            ...actions,
            onRevert: detail.address.startsWith('t:') ? actions.onRevert : undefined,
          }}
        />
      ))}
    </AdminFormDialog>
  );
}
