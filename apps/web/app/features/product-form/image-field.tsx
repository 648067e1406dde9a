import { previewPathOf } from '@print/core/media/media-paths';
import { printImageLimitParams } from '@print/core/media/print-image-limits';
import type { ProductField } from '@print/core/print/product-field';
import { imageHref } from '@print/core/print/svg-safety';
import { useEffect, useId } from 'react';
import { DropZone, FileTrigger } from 'react-aria-components';
import type { DropZoneProps } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { classNames } from '../../ui/class-names.ts';
import fieldStyles from '../../ui/field.module.css';
import { IMAGE_TYPES } from './form-model.ts';
import { useImageUpload } from './use-image-upload.ts';
import styles from './product-form.module.css';

type Size = { widthPx: number; heightPx: number };
type DropEvent = Parameters<NonNullable<DropZoneProps['onDrop']>>[0];

export type ImageFieldProps = {
  field: ProductField;
  label: string;
  /** The image URL ('' when none). */
  value: string;
  isRequired: boolean;
  isHighlighted: boolean;
  errorMessage: string | null;
  /** The pixel size, when known (from the upload or measured here). */
  size: Size | undefined;
  onChange: (value: string) => void;
  onSizeChange: (size: Size | null) => void;
};

/**
 * The thumbnail's source: an upload of this shop by its path (the same markup on server and client),
 * any other image only if the print rules would draw it (svg-safety: http(s) or data:image).
 */
function thumbnailSrc(value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  return /^\/(?![/\\])/.test(trimmed) ? trimmed : imageHref(trimmed);
}

/**
 * An upload field: choose a file or drop it on the zone; a progress bar while it is sent, then a
 * thumbnail (an upload's small WebP) and a remove button. PNG, JPEG and WebP within the limits of
 * core's print-image-limits (type, file size and pixel size checked before sending).
 */
export function ImageField({
  field,
  label,
  value,
  isRequired,
  isHighlighted,
  errorMessage,
  size,
  onChange,
  onSizeChange,
}: ImageFieldProps) {
  const { t, i18n } = useTranslation();
  const limits = printImageLimitParams(i18n.language);
  const labelId = useId();
  const messageId = useId();
  const { progress, problem, upload, cancel } = useImageUpload((image) => {
    onChange(image.url);
    onSizeChange({ widthPx: image.widthPx, heightPx: image.heightPx });
  });
  const href = thumbnailSrc(value);

  // An image saved earlier (a draft) comes without its size: measure it, for the dpi preflight.
  useEffect(() => {
    if (!href || size || typeof Image === 'undefined') return;
    const image = new Image();
    image.onload = () => {
      if (image.naturalWidth > 0)
        onSizeChange({ widthPx: image.naturalWidth, heightPx: image.naturalHeight });
    };
    image.src = href;
    return () => {
      image.onload = null;
    };
  }, [href, size, onSizeChange]);

  const onDrop = async (event: DropEvent) => {
    for (const item of event.items) {
      if (item.kind === 'file') {
        await upload(await item.getFile());
        return;
      }
    }
  };
  const remove = () => {
    cancel();
    onChange('');
    onSizeChange(null);
  };
  const message = problem ? t(problem, limits) : errorMessage;

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={message ? messageId : undefined}
      className={classNames(fieldStyles.field, styles.field, isHighlighted && styles.highlighted)}
      data-highlighted={isHighlighted || undefined}
      data-testid={`form-field-${field.name}`}
    >
      <span id={labelId} className={fieldStyles.label}>
        {label}
        {isRequired && (
          <span className={fieldStyles.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </span>
      {href && (
        <div className={styles.thumbnail}>
          <img
            src={previewPathOf(href)}
            alt={t('shop.formImageAlt', { field: label })}
            data-testid="form-image-thumbnail"
          />
          <Button color="neutral" size="small" onPress={remove}>
            {t('shop.formImageRemove')}
          </Button>
        </div>
      )}
      <DropZone
        className={styles.dropZone}
        aria-label={`${label}: ${t('shop.formImageDrop', limits)}`}
        onDrop={(event) => void onDrop(event)}
        getDropOperation={(types) =>
          IMAGE_TYPES.some((type) => types.has(type)) || types.has('Files') ? 'copy' : 'cancel'
        }
      >
        <FileTrigger
          acceptedFileTypes={[...IMAGE_TYPES]}
          onSelect={(files) => {
            const file = files?.[0];
            if (file) void upload(file);
          }}
        >
          <Button color="secondary" size="small">
            {t('shop.formImageChoose')}
          </Button>
        </FileTrigger>
        <span className={styles.dropHint}>{t('shop.formImageDrop', limits)}</span>
      </DropZone>
      {progress !== null && (
        <div className={styles.upload}>
          <progress
            className={styles.uploadBar}
            max={100}
            value={progress}
            aria-label={t('shop.formImageUploading', { percent: progress })}
            data-testid="form-upload-progress"
          />
          <span aria-live="polite">{t('shop.formImageUploading', { percent: progress })}</span>
        </div>
      )}
      {message && (
        <p id={messageId} className={fieldStyles.error} role={problem ? 'alert' : undefined}>
          {message}
        </p>
      )}
    </div>
  );
}
