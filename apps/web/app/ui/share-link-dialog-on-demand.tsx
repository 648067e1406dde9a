import { onFirstUse, useOpenedOnce } from './on-first-use.tsx';
import type { ShareLinkDialogProps } from './share-link-dialog.tsx';

const shareLinkDialog = onFirstUse(() =>
  import('./share-link-dialog.tsx').then((module) => module.ShareLinkDialog),
);

/** The share-link dialog, its code (React Aria's modal and text field) loaded when first opened. */
export function ShareLinkDialogOnDemand(props: ShareLinkDialogProps) {
  const opened = useOpenedOnce(props.url !== null);
  return opened ? <shareLinkDialog.Loaded {...props} /> : null;
}
