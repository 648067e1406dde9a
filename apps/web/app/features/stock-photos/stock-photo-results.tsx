import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { PhotoCredit } from '../../ui/photo-credit.tsx';
import { lastPageOf, type StockPhoto, type StockPhotoPage } from './stock-photos-api.ts';
import styles from './stock-photos.module.css';

type Props = {
  results: UseQueryResult<StockPhotoPage>;
  /** Opens another page of the same search. */
  onPage: (page: number) => void;
  /** Whether a term was searched (else the prompt shows). */
  searched: boolean;
  /** The photo being stored, if any: every tile waits meanwhile. */
  pickingId: string | null;
  onUse: (photoId: string) => void;
};

/**
 * What a search shows: "not configured" (what to set up), the prompt, loading, the spec's error with a
 * way to try again, no results, or a page of photos with their credit and the way to the others.
 */
export function StockPhotoResults({ results, onPage, searched, pickingId, onUse }: Props) {
  const { t } = useTranslation();
  const status = (text: string, testId: string) => (
    <p className={styles.notice} role="status" data-testid={testId}>
      {text}
    </p>
  );

  const found = results.data;
  if (found?.configured === false)
    return status(t('cms.stockPhotosNotConfigured'), 'stock-photos-not-configured');
  if (results.isError) return <LoadError onRetry={() => void results.refetch()} />;
  if (!found) return status(t('common.loading'), 'stock-photos-loading');
  if (!searched) return status(t('cms.imageSearchPrompt'), 'stock-photos-prompt');
  // The answer before (another search's) stays while this one loads: no "nothing found" meanwhile.
  if (found.photos.length === 0)
    return results.isPlaceholderData
      ? status(t('common.loading'), 'stock-photos-loading')
      : status(t('cms.imageSearchNoResults'), 'stock-photos-none');

  const last = lastPageOf(found);
  return (
    <div className={styles.results}>
      <p className={styles.count} role="status" data-testid="stock-photos-count">
        {t('cms.imageSearchResults', { count: found.total })}
      </p>
      <ul className={styles.grid} data-testid="stock-photo-grid" aria-busy={results.isFetching}>
        {found.photos.map((photo) => (
          <PhotoTile
            key={photo.id}
            photo={photo}
            picking={pickingId === photo.id}
            disabled={pickingId !== null}
            onUse={onUse}
          />
        ))}
      </ul>
      {last > 1 && (
        <div className={styles.pager}>
          <Button
            size="small"
            color="neutral"
            isDisabled={found.page <= 1 || results.isFetching}
            onPress={() => onPage(found.page - 1)}
            data-testid="stock-photos-previous"
          >
            {t('common.previous')}
          </Button>
          <span aria-live="polite" data-testid="stock-photos-page">
            {t('cms.imageSearchPage', { page: String(found.page), pages: String(last) })}
          </span>
          <Button
            size="small"
            color="neutral"
            isDisabled={found.page >= last || results.isFetching}
            onPress={() => onPage(found.page + 1)}
            data-testid="stock-photos-next"
          >
            {t('common.next')}
          </Button>
        </div>
      )}
    </div>
  );
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.error} role="alert" data-testid="stock-photos-error">
      <p>{t('cms.errorLoadingImages')}</p>
      <Button size="small" color="neutral" onPress={onRetry} data-testid="stock-photos-retry">
        {t('cms.imageSearchTryAgain')}
      </Button>
    </div>
  );
}

function PhotoTile(props: {
  photo: StockPhoto;
  picking: boolean;
  disabled: boolean;
  onUse: (photoId: string) => void;
}) {
  const { photo, picking } = props;
  const { t } = useTranslation();
  const { authorName, authorUrl, sourceUrl } = photo.credit;
  return (
    <li className={styles.tile}>
      <button
        type="button"
        className={styles.use}
        aria-label={t('cms.imageSearchUsePhoto', { author: authorName })}
        aria-describedby={picking ? `stock-photo-adding-${photo.id}` : undefined}
        disabled={props.disabled}
        onClick={() => props.onUse(photo.id)}
        data-testid={`stock-photo-${photo.id}`}
      >
        {/* The provider's thumbnail, shown from its image host in the admin only (decision 0073). */}
        <img
          className={styles.thumbnail}
          src={photo.thumbnailUrl}
          alt={photo.description}
          width={photo.widthPx}
          height={photo.heightPx}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          style={photo.colour ? { backgroundColor: photo.colour } : undefined}
        />
        {picking && (
          <span className={styles.adding} id={`stock-photo-adding-${photo.id}`} role="status">
            {t('cms.imageSearchAdding')}
          </span>
        )}
      </button>
      <PhotoCredit className={styles.credit} name={authorName} url={authorUrl} sourceUrl={sourceUrl} />
    </li>
  );
}
