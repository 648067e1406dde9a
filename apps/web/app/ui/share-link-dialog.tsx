import { Input, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { FormDialog } from './dialog.tsx';
import fieldStyles from './field.module.css';
import { notify } from './toast.ts';
import styles from './share-link-dialog.module.css';

/** Copies text to the clipboard; false when the browser refuses (no permission, insecure page). */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (typeof navigator === 'undefined' || !navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export type ShareLinkDialogProps = {
  /** The absolute link to share; the dialog is open while it is set. */
  url: string | null;
  onClose: () => void;
};

/**
 * The share-link modal of spec §2 (product pages, drafts): the link in a read-only field (selected on
 * focus, so it can also be copied by hand) and a copy button. When the clipboard refuses, the spec's
 * link-copy failure message.
 */
export function ShareLinkDialog({ url, onClose }: ShareLinkDialogProps) {
  const { t } = useTranslation();
  const copy = async () => {
    if (url === null) return;
    if (await copyToClipboard(url)) notify(t('shop.linkCopied'), 'success');
    else notify(t('shop.linkCopyFailed'), 'error');
  };
  return (
    <FormDialog
      title={t('shop.shareLinkTitle')}
      isOpen={url !== null}
      onClose={onClose}
      testId="share-link-dialog"
    >
      <div className={styles.body}>
        <p className={styles.text}>{t('shop.shareLinkText')}</p>
        <TextField
          className={fieldStyles.field}
          value={url ?? ''}
          isReadOnly
          aria-label={t('shop.shareLinkTitle')}
        >
          <Input
            className={fieldStyles.input}
            data-testid="share-link-input"
            onFocus={(event) => event.currentTarget.select()}
          />
        </TextField>
        <div className={styles.actions}>
          <Button color="neutral" onPress={onClose}>
            {t('common.close')}
          </Button>
          <Button onPress={copy} autoFocus data-testid="share-copy">
            {t('shop.copyLink')}
          </Button>
        </div>
      </div>
    </FormDialog>
  );
}
