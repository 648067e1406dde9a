import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button.tsx';
import styles from './product-media.module.css';

// The modal's code loads when it is first opened: the editor's other tabs do not carry it.
const ProductMediaDialog = lazy(() =>
  import('./product-media-dialog.tsx').then((module) => ({ default: module.ProductMediaDialog })),
);

/**
 * The entry to the thumbnail/media editor modal (spec §2): the product's thumbnail (if any) and a
 * button that opens the modal.
 */
export function ProductMediaButton({
  productId,
  thumbnailUrl,
}: {
  productId: string;
  /** The standard image's small picture, shown beside the button. */
  thumbnailUrl?: string | null;
}) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <span className={styles.entry}>
      {thumbnailUrl && <img className={styles.entryThumbnail} src={thumbnailUrl} alt="" />}
      <Button color="secondary" size="small" onPress={() => setOpen(true)} data-testid="open-media-editor">
        {t('admin.mediaOpenEditor')}
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <ProductMediaDialog productId={productId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </span>
  );
}
