import { checkAiPrompt } from '@print/core/pages/ai-prompt';
import type { ValidationError } from '@print/core/validation/messages';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminFormDialog } from '../../../ui/admin-kit/admin-form-dialog.tsx';
import { useAdminForm } from '../../../ui/admin-kit/use-admin-form.ts';
import { newRequestKey } from '../../../lib/admin/content-ai-api.ts';
import { aiRefusalMessage } from './ai-error-message.ts';
import { PromptField } from './prompt-field.tsx';

// The AI's prompt dialogs (a page, blocks, a block written again): 'Please enter a prompt' when empty
// (checkAiPrompt of @print/core), 'Failed to submit prompt' with the server's reason when it refuses,
// and one request key per prompt, so the same prompt sent again (an answer lost) is the same request.

type Values = { prompt: string };
const FIELD_NAMES = ['prompt'];

export function AiPromptDialog<R>({
  title,
  label,
  hint,
  submitLabel,
  prompt,
  testId,
  saveTestId,
  notes,
  send,
  onSent,
  onClose,
}: {
  title: string;
  label: string;
  hint: string;
  submitLabel: string;
  /** The prompt typed before (starting again after a failure). */
  prompt: string;
  testId: string;
  saveTestId: string;
  /** What the admin should know before they write (where blocks go, what is replaced). */
  notes?: ReactNode;
  send: (prompt: string, requestKey: string) => Promise<R>;
  onSent: (result: R, prompt: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const request = useRef({ prompt: '', key: '' });
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useAdminForm<Values, R>({
    defaultValues: { prompt },
    rules: (values): Record<string, ValidationError> => {
      const problem = checkAiPrompt(values.prompt);
      return problem ? { prompt: problem } : {};
    },
    onSubmit: async (values) => {
      if (request.current.prompt !== values.prompt)
        request.current = { prompt: values.prompt, key: newRequestKey() };
      setRefusal(null);
      try {
        return await send(values.prompt, request.current.key);
      } catch (error) {
        setRefusal(aiRefusalMessage(t, error));
        throw error;
      }
    },
    fieldNames: FIELD_NAMES,
    failedKey: 'cms.aiPromptFailed',
    onSaved: (result, values) => onSent(result, values.prompt),
  });
  return (
    <AdminFormDialog
      title={title}
      isDirty={form.isDirty}
      isSaving={form.isSubmitting}
      notice={refusal ?? form.notice}
      onSubmit={() => void form.submit()}
      onClose={onClose}
      size="medium"
      testId={testId}
      saveTestId={saveTestId}
      saveLabel={submitLabel}
    >
      {notes}
      <PromptField label={label} description={hint} field={form.field('prompt')} testId="ai-prompt" />
    </AdminFormDialog>
  );
}
