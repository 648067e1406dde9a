import {
  checkProductExternalMediaUrl,
  EXTERNAL_MEDIA_URL_MAX_LENGTH,
} from '@print/core/media/product-media-rules';
import type { ValidationError } from '@print/core/validation/messages';
import { useTranslation } from 'react-i18next';
import { useAdminForm } from '../../../ui/admin-kit/use-admin-form.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import styles from './product-media.module.css';

/**
 * The external media URL (spec §3 Media, §5 'Please enter a valid URL'): checked by the shared rule as
 * the admin saves, and by the server; what was typed stays when saving fails.
 */
export function MediaExternalLink({
  stored,
  isBusy,
  onSave,
}: {
  stored: string | null;
  isBusy: boolean;
  /** Saves the link; a rejection is the server's refusal. */
  onSave: (url: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const form = useAdminForm({
    defaultValues: { url: stored ?? '' },
    rules: ({ url }): Record<string, ValidationError> => {
      const problem = checkProductExternalMediaUrl(url);
      return problem ? { url: problem } : {};
    },
    onSubmit: ({ url }) => onSave(url),
    fieldNames: ['url'],
    // The link is the form's one input: whatever the server names, its message shows there.
    inputName: () => 'url',
    savedKey: 'admin.externalMediaLinkSaved',
    failedKey: 'admin.errorSavingExternalMediaLink',
  });
  const url = form.field('url');
  // No place above a button: a refusal naming no input (none expected) shows at the input too.
  const error = url.errorMessage ?? form.notice;
  return (
    <form
      className={styles.externalLink}
      data-testid="media-external-form"
      onSubmit={(event) => {
        // Not the product editor's form around the modal (React events bubble through portals).
        event.stopPropagation();
        void form.submit(event);
      }}
      noValidate
    >
      <TextField
        label={t('admin.mediaExternalUrl')}
        {...url}
        errorMessage={error}
        type="url"
        inputMode="url"
        maxLength={EXTERNAL_MEDIA_URL_MAX_LENGTH}
        description={t('admin.mediaExternalUrlHint')}
        className={styles.grow}
        testId="media-external-url"
      />
      <Button type="submit" color="secondary" isDisabled={isBusy} data-testid="media-save-external-url">
        {t('admin.mediaSaveExternalUrl')}
      </Button>
    </form>
  );
}
