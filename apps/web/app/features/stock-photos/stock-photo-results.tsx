import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { PhotoCredit } from '../../ui/photo-credit.tsx';
import type { StockPhoto, StockPhotoPage } from './stock-photos-api.ts';
import styles from './stock-photos.module.css';

type Props = {
  results: UseInfiniteQueryResult<InfiniteData<StockPhotoPage>>;
  /** Whether a term was searched (else the prompt shows). */
  searched: boolean;
  /** The photo being stored, if any: every tile waits meanwhile. */
  pickingId: string | null;
  onUse: (photoId: string) => void;
};

/**
 * What a search shows: "not configured" (what to set up), the prompt, loading, the spec's error with a
 * way to try again, no results, or the photos with their credit and "load more".
 */
export function StockPhotoResults({ results, searched, pickingId, onUse }: Props) {
  const { t } = useTranslation();
  const pages = results.data?.pages ?? [];
  const status = (text: string, testId: string) => (
    <p className={styles.notice} role="status" data-testid={testId}>
      {text}
    </p>
  );

  if (pages[0]?.configured === false)
    return status(t('cms.stockPhotosNotConfigured'), 'stock-photos-not-configured');
  if (results.isError && pages.length === 0) return <LoadError onRetry={() => void results.refetch()} />;
  if (results.isPending) return status(t('common.loading'), 'stock-photos-loading');
  if (!searched) return status(t('cms.imageSearchPrompt'), 'stock-photos-prompt');
  const photos = pages.flatMap((page) => page.photos);
  if (photos.length === 0) return status(t('cms.imageSearchNoResults'), 'stock-photos-none');

  return (
    <div className={styles.results}>
      <p className={styles.count} role="status" data-testid="stock-photos-count">
        {t('cms.imageSearchResults', { count: pages[0]?.total ?? photos.length })}
      </p>
      <ul className={styles.grid} data-testid="stock-photo-grid" aria-busy={results.isFetching}>
        {photos.map((photo) => (
          <PhotoTile
            key={photo.id}
            photo={photo}
            picking={pickingId === photo.id}
            disabled={pickingId !== null}
            onUse={onUse}
          />
        ))}
      </ul>
      {results.isFetchNextPageError && <LoadError onRetry={() => void results.fetchNextPage()} />}
      {results.hasNextPage && !results.isFetchNextPageError && (
        <Button
          className={styles.more}
          color="neutral"
          isDisabled={results.isFetchingNextPage}
          onPress={() => void results.fetchNextPage()}
          data-testid="stock-photos-more"
        >
          {t(results.isFetchingNextPage ? 'common.loading' : 'cms.imageSearchLoadMore')}
        </Button>
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
        {/* The provider's thumbnail, shown from its image host in the admin only (decision 0071). */}
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
