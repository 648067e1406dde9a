import {
  STOCK_PHOTO_COLOURS,
  STOCK_PHOTO_ORIENTATIONS,
  STOCK_PHOTO_QUERY_MAX_LENGTH,
  type StockPhotoColour,
  type StockPhotoOrientation,
} from '@print/core/media/stock-photos';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { failureToastKey } from '../../lib/api/user-input-error.ts';
import { Button } from '../../ui/button.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { notify } from '../../ui/toast.ts';
import {
  stockPhotosQuery,
  storeStockPhoto,
  type PickedStockPhoto,
  type StockPhotoFilters,
} from './stock-photos-api.ts';
import { StockPhotoResults } from './stock-photo-results.tsx';
import styles from './stock-photos.module.css';

const COLOUR_KEYS: Record<StockPhotoColour, string> = {
  black_and_white: 'cms.colourBlackAndWhite',
  black: 'cms.colourBlack',
  white: 'cms.colourWhite',
  yellow: 'cms.colourYellow',
  orange: 'cms.colourOrange',
  red: 'cms.colourRed',
  purple: 'cms.colourPurple',
  magenta: 'cms.colourMagenta',
  green: 'cms.colourGreen',
  teal: 'cms.colourTeal',
  blue: 'cms.colourBlue',
};
const ORIENTATION_KEYS: Record<StockPhotoOrientation, string> = {
  landscape: 'cms.orientationLandscape',
  portrait: 'cms.orientationPortrait',
  squarish: 'cms.orientationSquare',
};

export type StockPhotoSearchProps = {
  /** Called with the chosen photo once it is stored in the shop's media (an image block can use its url). */
  onPick: (photo: PickedStockPhoto) => void;
};

/**
 * The page builder's stock photo search (issue 25; spec §2 insert-block picker, Image): a term with
 * colour and orientation filters, the provider's photos in a grid with their photographers' credit,
 * and "use photo", which stores the chosen one in the shop's media. Searches run when asked (Enter or
 * Search) and when a filter changes: each one costs the shop's quota at the provider. Without a key
 * the picker says what to configure instead.
 */
export function StockPhotoSearch({ onPick }: StockPhotoSearchProps) {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  const [filters, setFiltersOnly] = useState<StockPhotoFilters>({
    query: '',
    colour: null,
    orientation: null,
  });
  const [page, setPage] = useState(1);
  // Another search starts at its first page.
  const setFilters = (next: StockPhotoFilters) => {
    setFiltersOnly(next);
    setPage(1);
  };
  const results = useQuery(stockPhotosQuery(filters, page));
  const picking = useMutation({
    mutationFn: storeStockPhoto,
    onSuccess: onPick,
    onError: (error) => {
      const failure = failureToastKey(error, 'cms.errorAddingUnsplashImage');
      notify(t(failure.key, failure.params ?? {}), 'error');
    },
  });
  const configured = results.data?.configured !== false;

  const search = (event: FormEvent) => {
    event.preventDefault();
    const query = term.trim();
    // The same search again (after a failure, or to see new photos) asks once more.
    if (query === filters.query && page === 1) void results.refetch();
    else setFilters({ ...filters, query });
  };

  return (
    <section
      className={styles.search}
      aria-label={t('cms.imageSearchLabel')}
      data-testid="stock-photo-search"
    >
      <form role="search" className={styles.form} onSubmit={search} noValidate>
        <TextField
          className={styles.term}
          label={t('cms.imageSearchLabel')}
          name="stockPhotoQuery"
          type="search"
          value={term}
          onChange={setTerm}
          placeholder={t('cms.imageSearchPlaceholder')}
          maxLength={STOCK_PHOTO_QUERY_MAX_LENGTH}
          autoComplete="off"
          testId="stock-photo-query"
        />
        <SelectField
          label={t('cms.imageSearchColour')}
          name="stockPhotoColour"
          value={filters.colour ?? ''}
          onChange={(value) => setFilters({ ...filters, colour: (value || null) as StockPhotoColour | null })}
          emptyLabel={t('cms.imageSearchAnyColour')}
          placeholder={t('cms.imageSearchAnyColour')}
          options={STOCK_PHOTO_COLOURS.map((colour) => ({ id: colour, label: t(COLOUR_KEYS[colour]) }))}
          testId="stock-photo-colour"
        />
        <SelectField
          label={t('cms.imageSearchOrientation')}
          name="stockPhotoOrientation"
          value={filters.orientation ?? ''}
          onChange={(value) =>
            setFilters({ ...filters, orientation: (value || null) as StockPhotoOrientation | null })
          }
          emptyLabel={t('cms.imageSearchAnyOrientation')}
          placeholder={t('cms.imageSearchAnyOrientation')}
          options={STOCK_PHOTO_ORIENTATIONS.map((orientation) => ({
            id: orientation,
            label: t(ORIENTATION_KEYS[orientation]),
          }))}
          testId="stock-photo-orientation"
        />
        <Button type="submit" isDisabled={!configured} data-testid="stock-photo-submit">
          {t('common.search')}
        </Button>
      </form>
      <StockPhotoResults
        results={results}
        onPage={setPage}
        searched={filters.query !== ''}
        pickingId={picking.isPending ? (picking.variables ?? null) : null}
        onUse={(photoId) => picking.mutate(photoId)}
      />
    </section>
  );
}
