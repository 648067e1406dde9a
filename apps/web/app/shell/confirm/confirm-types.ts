import type { ReactNode } from 'react';

type CommonConfirmOptions = {
  /** Defaults to the translation of `common.promptHeadline`. */
  title?: string;
  message: string;
  /** Default: 'Confirm' (`common.confirm`). */
  confirmLabel?: string;
  /** Default: 'Cancel' (`common.cancel`). */
  cancelLabel?: string;
  /** Below the message: what the question is about in detail (e.g. the publish check's findings). */
  details?: ReactNode;
};

/**
 * `confirmOnly` asks for a press of the confirm button; `stringConfirm` also needs `phrase`, the
 * exact text the user must type before confirming (an empty phrase never matches).
 */
export type ConfirmOptions =
  | (CommonConfirmOptions & { severity: 'confirmOnly' })
  | (CommonConfirmOptions & { severity: 'stringConfirm'; phrase: string });

/** Resolves true when confirmed, false when cancelled (or replaced by another request). */
export type ConfirmFn = (options: ConfirmOptions) => Promise<boolean>;
