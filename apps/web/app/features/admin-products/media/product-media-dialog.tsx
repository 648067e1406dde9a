import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../../shell/shell-context.tsx';
import { useConfirmAction } from '../../../ui/admin-kit/use-confirm-action.ts';
import { Button } from '../../../ui/button.tsx';
import { FormDialog } from '../../../ui/dialog.tsx';
import { notify } from '../../../ui/toast.ts';
import { MediaExternalLink } from './media-external-link.tsx';
import { MediaGalleryGrid } from './media-gallery-grid.tsx';
import { MediaImageDetails, type ImageActions } from './media-image-details.tsx';
import { MediaUploadZone } from './media-upload-zone.tsx';
import {
  productMediaKey,
  productMediaQuery,
  removeProductImage,
  removeProductImageAlternative,
  reorderProductImages,
  setProductCoverImage,
  setProductExternalMedia,
  setProductImageAlt,
  type Gallery,
} from './product-media-api.ts';
import { useMediaUploads } from './use-media-uploads.ts';
import styles from './product-media.module.css';
import { notifyFailure } from '../../../ui/notify-failure.ts';

/**
 * The thumbnail/media editor modal (spec §2, §3 Media; decision 0046). Every change is saved at once
 * and answered with the stored gallery; its spec messages are toasts. Thumbnails show a placeholder
 * until the job made them (the gallery is asked again meanwhile).
 */
export function ProductMediaDialog({ productId, onClose }: { productId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { tenant } = useShell();
  const languages = tenant.languages.map((language) => language.code);
  const queryClient = useQueryClient();
  const gallery = useQuery(productMediaQuery(productId));
  const confirm = useConfirmAction();
  const [selected, setSelected] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const uploadFailed = useCallback(() => notify(t('admin.errorUploadingImage'), 'error'), [t]);
  const uploads = useMediaUploads(productId, uploadFailed);

  const key = productMediaKey(productId);
  const store = (next: Gallery) => queryClient.setQueryData(key, next);

  /** Runs one change: the gallery stored answers it; on failure what is stored is asked again. */
  async function change(call: () => Promise<Gallery>) {
    setBusy(true);
    try {
      store(await call());
    } catch (error) {
      // The gallery may have changed elsewhere: show what is stored.
      void queryClient.invalidateQueries({ queryKey: key });
      throw error;
    } finally {
      setBusy(false);
    }
  }

  /** Runs one change of a button; the failure's toast is the spec's message for it. */
  async function run(call: () => Promise<Gallery>, failedKey: string, savedKey?: string) {
    try {
      await change(call);
      if (savedKey) notify(t(savedKey), 'success');
    } catch (error) {
      notifyFailure(t, error, failedKey);
    }
  }

  const reorder = (urls: string[]) => {
    const current = gallery.data;
    if (!current) return;
    // Shown at once; put back by the refetch if the save fails.
    const byUrl = new Map(current.images.map((image) => [image.url, image]));
    store({ ...current, images: urls.map((url) => byUrl.get(url)!).filter(Boolean) });
    void run(
      () => reorderProductImages(productId, urls),
      'admin.errorSavingImageOrder',
      'admin.mediaImageOrderSaved',
    );
  };

  const images = gallery.data?.images ?? [];
  const chosen = images.find((image) => image.url === selected) ?? images[0];
  const actionsFor = (url: string): ImageActions => ({
    makeStandard: () => reorder([url, ...images.map((image) => image.url).filter((other) => other !== url)]),
    setCover: (cover) =>
      void run(
        () => setProductCoverImage(productId, url, cover),
        'admin.errorUpdatingThumbnail',
        'admin.mediaImageSaved',
      ),
    remove: () =>
      void confirm({
        message: t('admin.mediaDeleteQuestion'),
        confirmLabel: t('admin.mediaDeleteImage'),
      }).then((confirmed) => {
        if (!confirmed) return;
        setSelected(null);
        void run(
          () => removeProductImage(productId, url),
          'admin.errorDeletingImage',
          'admin.mediaImageDeleted',
        );
      }),
    saveAlt: (alt) => change(() => setProductImageAlt(productId, url, alt)),
    uploadAlternative: (files, target) => void uploads.upload(files, target),
    removeAlternative: (language) =>
      void run(() => removeProductImageAlternative(productId, url, language), 'admin.errorRemovingImage'),
  });

  return (
    <FormDialog
      title={t('admin.mediaEditorTitle')}
      isOpen
      onClose={onClose}
      size="large"
      testId="product-media-dialog"
    >
      <div className={styles.editor}>
        <MediaUploadZone
          entries={uploads.entries}
          onFiles={(files) => void uploads.upload(files)}
          onDismiss={uploads.dismiss}
        />
        {gallery.isPending ? (
          <p aria-busy="true">{t('common.loading')}</p>
        ) : gallery.isError ? (
          <p role="alert">{t('common.genericError')}</p>
        ) : (
          <div className={styles.body}>
            <MediaGalleryGrid
              images={images}
              selected={chosen?.url ?? null}
              onSelect={setSelected}
              onReorder={reorder}
              isSaving={busy}
            />
            {chosen && (
              <MediaImageDetails
                key={chosen.url}
                image={chosen}
                label={t('admin.mediaImageLabel', {
                  number: images.indexOf(chosen) + 1,
                  total: images.length,
                })}
                isStandard={images[0]?.url === chosen.url}
                languages={languages}
                isBusy={busy}
                actions={actionsFor(chosen.url)}
              />
            )}
          </div>
        )}
        {gallery.data && (
          <MediaExternalLink
            stored={gallery.data.externalMediaUrl}
            isBusy={busy}
            onSave={(url) => change(() => setProductExternalMedia(productId, url))}
          />
        )}
        <div className={styles.footer}>
          <Button color="neutral" onPress={onClose} data-testid="media-close">
            {t('common.close')}
          </Button>
        </div>
      </div>
    </FormDialog>
  );
}
