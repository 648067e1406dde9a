import type { ValidationError } from '@print/core/validation/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  failedCallKey,
  formFailure,
  NO_FORM_FAILURE,
  type FormFailure,
} from '../../lib/api/user-input-error.ts';
import { notify } from '../../ui/toast.ts';
import { useValidationMessage } from '../../ui/use-validation-message.ts';
import { ADMIN_PRODUCTS_KEY } from './products-api.ts';

type Options = {
  /** The tab's input names: the server's field errors show there, others above the tab. */
  fieldNames: readonly string[];
  savedKey: string;
  failedKey: string;
};

/**
 * Saving one tab of the product editor (the editor's Save calls it, see use-product-tab-states.ts):
 * like the kit's useFormSave, but resolving whether it saved, so the editor knows when all tabs did.
 * What was typed stays on failure; the product's cached reads (list, frame) are asked again after.
 */
export function useTabSave({ fieldNames, savedKey, failedKey }: Options) {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<FormFailure>(NO_FORM_FAILURE);

  /** Sends; true when saved (`onSaved` runs first, e.g. to take the sent values as the new baseline). */
  const run = async (send: () => Promise<unknown>, onSaved: () => void): Promise<boolean> => {
    setFailure(NO_FORM_FAILURE);
    try {
      await send();
    } catch (error) {
      notify(t(failedCallKey(error, failedKey)), 'error');
      setFailure(formFailure(error, fieldNames));
      return false;
    }
    onSaved();
    notify(t(savedKey), 'success');
    await queryClient.invalidateQueries({ queryKey: ADMIN_PRODUCTS_KEY });
    return true;
  };

  return {
    run,
    /** Shows the shared rules' errors without sending (and the error toast): false, not saved. */
    refuse: (fields: Record<string, ValidationError>, notice: ValidationError | null): false => {
      notify(t(failedKey), 'error');
      setFailure({ fields, notice });
      return false;
    },
    fieldError: (name: string) => message(failure.fields[name]),
    notice: message(failure.notice),
  };
}
