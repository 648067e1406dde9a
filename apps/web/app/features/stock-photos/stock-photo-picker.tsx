import { stockPhotoImage } from '@print/core/media/stock-photos';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { FormDialog } from '../../ui/dialog.tsx';
import styles from './stock-photos.module.css';

// The search loads when the dialog first opens: most editing sessions never search a photo.
const StockPhotoSearch = lazy(() =>
  import('./stock-photo-search.tsx').then((module) => ({ default: module.StockPhotoSearch })),
);

/** A chosen stock photo as an image block stores it: the shop's copy and the photographer's credit. */
export type StockPhotoImage = ReturnType<typeof stockPhotoImage>;

/**
 * "Stock photos" beside an image field's upload (the page builder's image picker, issue 25): the search
 * in a dialog; the chosen photo, once stored in the shop's media, becomes the field's picture with its
 * credit, and the dialog closes.
 */
export function StockPhotoPicker({ onPick }: { onPick: (image: StockPhotoImage) => void }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button size="small" color="neutral" onPress={() => setOpen(true)} data-testid="stock-photos-open">
        {t('cms.stockPhotosOpen')}
      </Button>
      <FormDialog
        title={t('cms.stockPhotosTitle')}
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        size="large"
        testId="stock-photos-dialog"
      >
        <Suspense fallback={<p className={styles.notice}>{t('common.loading')}</p>}>
          <StockPhotoSearch
            onPick={(photo) => {
              onPick(stockPhotoImage(photo));
              setOpen(false);
            }}
          />
        </Suspense>
        <div className={styles.dialogActions}>
          <Button color="neutral" onPress={() => setOpen(false)} data-testid="stock-photos-close">
            {t('common.close')}
          </Button>
        </div>
      </FormDialog>
    </>
  );
}
