import {
  checkProductExternalMediaUrl,
  EXTERNAL_MEDIA_URL_MAX_LENGTH,
} from '@print/core/media/product-media-rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  /** Resolves with the server's message key for the field, or null when saved. */
  onSave: (url: string) => Promise<string | null>;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(stored ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    const problem = checkProductExternalMediaUrl(value);
    if (problem) {
      setError(t(problem.key, problem.params ?? {}));
      return;
    }
    const refused = await onSave(value);
    setError(refused && t(refused));
  };
  return (
    <form
      className={styles.externalLink}
      data-testid="media-external-form"
      onSubmit={(event) => {
        event.preventDefault();
        // Not the product editor's form around the modal (React events bubble through portals).
        event.stopPropagation();
        void save();
      }}
      noValidate
    >
      <TextField
        label={t('admin.mediaExternalUrl')}
        name="url"
        type="url"
        inputMode="url"
        value={value}
        maxLength={EXTERNAL_MEDIA_URL_MAX_LENGTH}
        description={t('admin.mediaExternalUrlHint')}
        errorMessage={error}
        onChange={(text) => {
          setValue(text);
          setError(null);
        }}
        className={styles.grow}
        testId="media-external-url"
      />
      <Button type="submit" color="secondary" isDisabled={isBusy} data-testid="media-save-external-url">
        {t('admin.mediaSaveExternalUrl')}
      </Button>
    </form>
  );
}
