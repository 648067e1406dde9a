import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../../shell/shell-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { productMediaQuery } from './product-media-api.ts';
import styles from './product-media.module.css';

// The modal's code loads when it is first opened: the editor's tabs do not carry it.
const ProductMediaDialog = lazy(() =>
  import('./product-media-dialog.tsx').then((module) => ({ default: module.ProductMediaDialog })),
);

/**
 * The entry to the thumbnail/media editor modal (spec §2): a button with the product's standard image,
 * for those who may change the catalogue (the modal's operations need catalog.write).
 */
export function ProductMediaButton({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const { session } = useShell();
  const mayEdit = session?.rights.includes('catalog.write') ?? false;
  const gallery = useQuery({ ...productMediaQuery(productId), enabled: mayEdit });
  const [isOpen, setOpen] = useState(false);
  if (!mayEdit) return null;
  const standard = gallery.data?.images[0];
  return (
    <>
      <Button color="secondary" onPress={() => setOpen(true)} data-testid="open-media-editor">
        <span className={styles.entry}>
          {standard?.thumbnailReady && (
            <img className={styles.entryThumbnail} src={standard.thumbnailUrl} alt="" />
          )}
          {t('admin.mediaOpenEditor')}
        </span>
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <ProductMediaDialog productId={productId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
