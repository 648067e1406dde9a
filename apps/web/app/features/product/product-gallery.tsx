import { useTranslation } from 'react-i18next';
import type { ProductImage } from './product-api.ts';
import styles from './product-gallery.module.css';

/** The main picture's box (square, as its frame): width and height attributes for the layout. */
const MAIN_IMAGE_SIZE = 800;

type Props = {
  images: readonly ProductImage[];
  selected: number;
  onSelect: (index: number) => void;
  /** The main image's alternative text when the image has none. */
  productName: string;
  /** The product's external media link (a video, a page): a link, since the shop loads no outside images. */
  externalMediaUrl?: string | null;
};

/**
 * The main image and, for more than one, a row of thumbnails. The thumbnails are native buttons
 * (Tab, Enter, Space work without scripts of ours); the shown one carries aria-current.
 */
export function ProductGallery({ images, selected, onSelect, productName, externalMediaUrl }: Props) {
  const { t } = useTranslation();
  const main = images[selected] ?? images[0];
  const external = externalMediaUrl && (
    <a
      className={styles.externalMedia}
      href={externalMediaUrl}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="product-external-media"
    >
      {t('shop.productExternalMedia')}
    </a>
  );
  if (!main)
    return external ? (
      <div className={styles.gallery}>{external}</div>
    ) : (
      <div className={styles.galleryEmpty} aria-hidden="true" />
    );
  return (
    <div className={styles.gallery} data-testid="product-gallery">
      <div className={styles.mainImageFrame}>
        <img
          className={styles.mainImage}
          src={main.url}
          alt={main.alt || productName}
          data-testid="product-main-image"
          // The frame is square and fits the picture in; the size reserves the space before it loads.
          width={MAIN_IMAGE_SIZE}
          height={MAIN_IMAGE_SIZE}
          // The first paint's largest element: load it before anything else.
          fetchPriority="high"
          decoding="async"
        />
      </div>
      {images.length > 1 && (
        <ul className={styles.thumbnails} aria-label={t('shop.productImages')}>
          {images.map((image, index) => (
            <li key={`${index}:${image.url}`}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-current={index === selected ? 'true' : undefined}
                aria-label={t('shop.productShowImage', { number: index + 1, total: images.length })}
                onClick={() => onSelect(index)}
                data-testid="product-thumbnail"
              >
                <img src={image.thumbnailUrl} alt="" width={72} height={72} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {external}
    </div>
  );
}
