import { localizedText } from '@print/core/i18n/localized-text';
import { validateTemplate } from '@print/core/print/template';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PreviewSvg } from '../../ui/print-preview.tsx';
import { fieldValuesOf, type OrderItem } from './order-types.ts';
import styles from './order-details.module.css';

/**
 * What was ordered: a personalised item's pages drawn from the template and values the order kept
 * (not the product's current ones), else the product image. The JSON is checked first, so a broken
 * snapshot shows the image instead of failing the page.
 */
export function OrderItemPreview({ item }: { item: OrderItem }) {
  const { t, i18n } = useTranslation();
  const template = useMemo(() => {
    if (item.template === null || item.template === undefined) return null;
    const checked = validateTemplate(item.template);
    return checked.ok ? checked.template : null;
  }, [item.template]);
  const values = useMemo(() => fieldValuesOf(item.fieldValues), [item.fieldValues]);

  if (!template) {
    return item.imageUrl ? (
      <img
        className={styles.image}
        src={item.imageUrl}
        alt=""
        width={96}
        height={96}
        loading="lazy"
        decoding="async"
      />
    ) : (
      <span className={styles.imagePlaceholder} />
    );
  }
  return (
    <div className={styles.previews} data-testid="order-item-preview">
      {template.pages.map((page) => {
        const name = localizedText(page.label, i18n.language, i18n.language) || page.name;
        return (
          <PreviewSvg
            key={page.id}
            className={styles.preview}
            template={template}
            values={values}
            page={page.id}
            label={`${t('shop.formPreview')}: ${name}`}
          />
        );
      })}
    </div>
  );
}
