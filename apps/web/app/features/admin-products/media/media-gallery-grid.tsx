import {
  Button as AriaButton,
  DropIndicator,
  GridList,
  GridListItem,
  useDragAndDrop,
  type Key,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { StatusChip } from '../../../ui/status-chip.tsx';
import { dropReorder, moveItem } from '../../../ui/admin-kit/list-order.ts';
import type { GalleryImage } from './product-media-api.ts';
import styles from './product-media.module.css';

type Props = {
  images: readonly GalleryImage[];
  selected: string | null;
  onSelect: (url: string) => void;
  /** The pictures' addresses in their new order (dragged, or moved with the buttons). */
  onReorder: (urls: string[]) => void;
  isSaving: boolean;
};

/** A thumbnail, a placeholder while the job makes it, or the note that it could not be made. */
export function MediaThumbnail({
  url,
  thumbnailUrl,
  ready,
  failed = false,
}: {
  url: string;
  thumbnailUrl: string;
  ready: boolean;
  failed?: boolean;
}) {
  const { t } = useTranslation();
  if (!ready && failed)
    return (
      <span className={styles.placeholder} data-testid="media-thumbnail-failed" data-url={url} role="status">
        {t('admin.mediaThumbnailFailed')}
      </span>
    );
  if (!ready)
    return (
      <span className={styles.placeholder} data-testid="media-thumbnail-pending" data-url={url}>
        {t('admin.mediaThumbnailPending')}
      </span>
    );
  return <img className={styles.thumbnail} src={thumbnailUrl} alt="" data-testid="media-thumbnail" />;
}

/**
 * The gallery in order (spec §2: drag to reorder): drag a picture (mouse, touch, or the keyboard's drag
 * start on the handle), or move it with the buttons; each new order is saved at once. The first is the
 * standard image.
 */
export function MediaGalleryGrid({ images, selected, onSelect, onReorder, isSaving }: Props) {
  const { t } = useTranslation();
  const urls = images.map((image) => image.url);
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': String(key) })),
    onReorder: (event) => {
      const position = event.target.dropPosition === 'after' ? 'after' : 'before';
      onReorder(dropReorder(urls, [...event.keys].map(String), String(event.target.key), position));
    },
    renderDropIndicator: (target) => <DropIndicator target={target} className={styles.dropIndicator} />,
    isDisabled: isSaving,
  });
  const move = (from: number, to: number) => onReorder(moveItem(urls, from, to));
  return (
    <GridList
      aria-label={t('admin.mediaEditorTitle')}
      layout="grid"
      className={styles.grid}
      items={images.map((image, index) => ({ ...image, id: image.url, index }))}
      selectionMode="single"
      disallowEmptySelection={false}
      selectedKeys={selected ? [selected] : []}
      onSelectionChange={(keys) => {
        const [key] = [...(keys as Set<Key>)];
        if (key !== undefined) onSelect(String(key));
      }}
      dragAndDropHooks={dragAndDropHooks}
      renderEmptyState={() => <p className={styles.empty}>{t('admin.mediaNoImages')}</p>}
      data-testid="media-gallery"
    >
      {(image) => {
        const label = t('admin.mediaImageLabel', { number: image.index + 1, total: images.length });
        return (
          <GridListItem id={image.url} textValue={label} className={styles.card} data-testid="media-image">
            <AriaButton slot="drag" className={styles.dragHandle} aria-label={t('admin.dragToReorder')}>
              ⠿
            </AriaButton>
            <MediaThumbnail
              url={image.url}
              thumbnailUrl={image.thumbnailUrl}
              ready={image.thumbnailReady}
              failed={image.thumbnailFailed}
            />
            <span className={styles.cardLabel} data-testid="media-image-label" data-url={image.url}>
              {label}
            </span>
            <span className={styles.chips}>
              {image.index === 0 && (
                <StatusChip tone="primary" value="standard">
                  {t('admin.mediaStandardImage')}
                </StatusChip>
              )}
              {image.cover && (
                <StatusChip tone="info" value="cover">
                  {t('admin.mediaCoverImage')}
                </StatusChip>
              )}
            </span>
            <span className={styles.moves}>
              <Button
                color="neutral"
                size="small"
                isDisabled={isSaving || image.index === 0}
                aria-label={`${t('admin.mediaMoveEarlier')}: ${label}`}
                onPress={() => move(image.index, image.index - 1)}
                data-testid="media-move-earlier"
              >
                ←
              </Button>
              <Button
                color="neutral"
                size="small"
                isDisabled={isSaving || image.index === images.length - 1}
                aria-label={`${t('admin.mediaMoveLater')}: ${label}`}
                onPress={() => move(image.index, image.index + 1)}
                data-testid="media-move-later"
              >
                →
              </Button>
            </span>
          </GridListItem>
        );
      }}
    </GridList>
  );
}
