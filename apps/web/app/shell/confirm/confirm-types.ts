import type { ConfirmationSeverity } from '@print/core/constants';

export type ConfirmOptions = {
  /** Defaults to the translation of `common.promptHeadline`. */
  title?: string;
  message: string;
  /** Default: 'Confirm' (`common.confirm`). */
  confirmLabel?: string;
  /** Default: 'Cancel' (`common.cancel`). */
  cancelLabel?: string;
  severity: ConfirmationSeverity;
  /** For `stringConfirm`: the exact text the user must type before confirming. */
  phrase?: string;
};

/** Resolves true when confirmed, false when cancelled (or replaced by another request). */
export type ConfirmFn = (options: ConfirmOptions) => Promise<boolean>;
