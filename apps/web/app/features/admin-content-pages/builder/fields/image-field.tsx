import { ALT_TEXT_MAX_LENGTH } from '@print/core/pages/content-fields';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadPageImage } from './upload-page-image.ts';
import { failureToastKey } from '../../../../lib/api/user-input-error.ts';
import { LocalizedField } from './localized-field.tsx';
import styles from '../page-builder.module.css';

export type ImageValue = {
  src?: string;
  alt?: Record<string, string>;
  creditName?: string;
  creditUrl?: string;
  creditSourceUrl?: string;
};

/** A picture of the shop's own (uploaded, or an address typed in) carries no stock photo credit. */
const NO_CREDIT = { creditName: '', creditUrl: '', creditSourceUrl: '' };

/**
 * A picture of a page: uploaded (stored like every image of the shop, /media/{id}), picked from the
 * stock photos, or an address typed in; its alt text per language. `stockPhotos` is the stock photo
 * search when the shop has one (it hands back the stored picture with its photographer's credit).
 */
export function ImageField({
  id,
  label,
  value,
  onChange,
  stockPhotos,
}: {
  id: string;
  label: string;
  value: ImageValue | undefined;
  onChange: (value: ImageValue) => void;
  stockPhotos?: (pick: (image: ImageValue) => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const file = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const current = value ?? {};
  const src = current.src ?? '';

  async function upload(chosen: File | undefined) {
    if (!chosen) return;
    setBusy(true);
    setError(null);
    try {
      const stored = await uploadPageImage(chosen);
      onChange({ ...current, src: stored.url, ...NO_CREDIT });
    } catch (failure) {
      const message = failureToastKey(failure, 'admin.errorUploadingImage');
      setError(t(message.key, message.params ?? {}));
    } finally {
      setBusy(false);
      if (file.current) file.current.value = '';
    }
  }

  return (
    <div className={styles.imageField}>
      {src !== '' && <img className={styles.imagePreview} src={src} alt="" loading="lazy" />}
      <div className={styles.buttonRow}>
        <button
          type="button"
          className={styles.smallButton}
          disabled={busy}
          onClick={() => file.current?.click()}
        >
          {busy ? t('common.saving') : t('cms.uploadImage')}
        </button>
        {src !== '' && (
          <button
            type="button"
            className={styles.smallButton}
            onClick={() => onChange({ ...current, src: '', ...NO_CREDIT })}
          >
            {t('cms.removeImage')}
          </button>
        )}
        <input
          ref={file}
          type="file"
          hidden
          accept="image/png,image/jpeg,image/webp"
          data-testid={`${id}-upload`}
          onChange={(event) => void upload(event.target.files?.[0])}
        />
      </div>
      {stockPhotos?.((image) => onChange({ ...current, ...image }))}
      {error && (
        <p className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
      <input
        id={id}
        className={styles.input}
        aria-label={`${label}: ${t('cms.fieldSrc')}`}
        maxLength={2000}
        value={src}
        placeholder="/media/… https://…"
        onChange={(event) => onChange({ ...current, src: event.target.value, ...NO_CREDIT })}
      />
      {current.creditName && (
        <p className={styles.defaultText}>
          {t('cms.photoCredit', { author: current.creditName, source: 'Unsplash' })}
        </p>
      )}
      <span className={styles.subLabel}>{t('cms.fieldAlt')}</span>
      <LocalizedField
        id={`${id}-alt`}
        label={t('cms.fieldAlt')}
        inner={{ kind: 'text', max: ALT_TEXT_MAX_LENGTH, multiline: false }}
        value={current.alt}
        onChange={(alt) => onChange({ ...current, alt: alt as Record<string, string> })}
      />
    </div>
  );
}
