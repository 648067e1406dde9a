import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureToast } from './use-failure-toast.ts';
import { useConfirm } from '../../shell/confirm/confirm-provider.tsx';
import type { LanguageActions } from './translation-language-field.tsx';
import type { TypedTexts } from './use-translation-editor.ts';
import {
  acceptSuggestions,
  rejectSuggestions,
  revertTranslation,
  setTranslationLock,
} from './translations-api.ts';

/**
 * The editor's actions on one language that act at once (not with Save); the text is read again after.
 * An accept or revert replaces that language's text, so what was typed there is dropped; a lock or a
 * reject keeps it.
 */
export function useLanguageActions(
  address: string,
  tenantId: string | undefined,
  reload: () => Promise<unknown>,
  typed: TypedTexts,
): Required<LanguageActions> {
  const { t } = useTranslation();
  const failed = useFailureToast();
  const confirm = useConfirm();
  const [isBusy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      failed(error, 'admin.translationSaveFailed');
    } finally {
      setBusy(false);
      await reload();
    }
  };
  const target = (languageCode: string) => [{ address, languageCode }];
  return {
    isBusy,
    onLock: (code, locked) => void run(() => setTranslationLock(address, code, locked, tenantId)),
    onAccept: (code) => {
      delete typed[code];
      void run(() => acceptSuggestions(target(code), tenantId));
    },
    onReject: (code) => void run(() => rejectSuggestions(target(code), tenantId)),
    onRevert: (code) =>
      void (async () => {
        const confirmed = await confirm({
          severity: 'confirmOnly',
          title: t('admin.translationRevert'),
          message: t('admin.translationRevertQuestion', { language: code }),
          confirmLabel: t('admin.translationRevert'),
        });
        if (!confirmed) return;
        delete typed[code];
        await run(() => revertTranslation(address, code, tenantId));
      })(),
  };
}
