import { PRINT_IMAGE_TYPES, printImageLimitParams } from '@print/core/media/print-image-limits';
import { DropZone, FileTrigger, type DropZoneProps } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import type { UploadEntry } from './use-media-uploads.ts';
import styles from './product-media.module.css';

type DropEvent = Parameters<NonNullable<DropZoneProps['onDrop']>>[0];

/** The files of a drop (directories and text left out). */
async function droppedFiles(event: DropEvent): Promise<File[]> {
  const files: File[] = [];
  for (const item of event.items) if (item.kind === 'file') files.push(await item.getFile());
  return files;
}

/**
 * The media upload drop zone (spec §2): drop several images, or choose them; each file sent gets its
 * progress bar, a refused one its reason.
 */
export function MediaUploadZone({
  entries,
  onFiles,
  onDismiss,
}: {
  entries: readonly UploadEntry[];
  onFiles: (files: File[]) => void;
  onDismiss: (id: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const limits = printImageLimitParams(i18n.language);
  return (
    <div className={styles.uploads}>
      <DropZone
        className={styles.dropZone}
        aria-label={t('admin.mediaDropZone')}
        onDrop={(event) => void droppedFiles(event).then(onFiles)}
        getDropOperation={(types) =>
          PRINT_IMAGE_TYPES.some((type) => types.has(type)) || types.has('Files') ? 'copy' : 'cancel'
        }
        data-testid="media-drop-zone"
      >
        <span>{t('admin.mediaDropZone')}</span>
        <FileTrigger
          allowsMultiple
          acceptedFileTypes={[...PRINT_IMAGE_TYPES]}
          onSelect={(list) => {
            if (list?.length) onFiles([...list]);
          }}
        >
          <Button color="secondary" size="small" data-testid="media-choose-files">
            {t('admin.mediaChooseFiles')}
          </Button>
        </FileTrigger>
      </DropZone>
      {entries.length > 0 && (
        <ul className={styles.uploadList} data-testid="media-upload-list">
          {entries.map((entry) => (
            <li key={entry.id} className={styles.uploadEntry}>
              {entry.problem ? (
                <>
                  <span role="alert">
                    {entry.name}: {t(entry.problem, limits)}
                  </span>
                  <Button color="neutral" size="small" onPress={() => onDismiss(entry.id)}>
                    {t('common.close')}
                  </Button>
                </>
              ) : (
                <>
                  <progress
                    className={styles.uploadBar}
                    max={100}
                    value={entry.percent ?? 0}
                    aria-label={t('admin.mediaUploading', { name: entry.name, percent: entry.percent ?? 0 })}
                    data-testid="media-upload-progress"
                  />
                  <span aria-live="polite">
                    {t('admin.mediaUploading', { name: entry.name, percent: entry.percent ?? 0 })}
                  </span>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
