import { useTranslation } from 'react-i18next';

// The shop's total line as cart and checkout both show it (spec §3 order workflow, §9): labelled
// Grand Total (default) or Subtotal as the shop chose, with its additional pricing text under it.

export const TOTAL_LABEL_KEYS = { grandTotal: 'checkout.grandTotal', subtotal: 'checkout.subtotal' } as const;

/** Spec §9: Grand Total (default) or Subtotal. */
export const totalLabelKey = (totalLabel: string): string =>
  totalLabel === 'subtotal' ? TOTAL_LABEL_KEYS.subtotal : TOTAL_LABEL_KEYS.grandTotal;

/** The total's label in the page's language. */
export function TotalLabel({ totalLabel }: { totalLabel: string }) {
  const { t } = useTranslation();
  return <>{t(totalLabelKey(totalLabel))}</>;
}

/**
 * The shop's additional pricing text (already in the visitor's language); nothing when it has none.
 * Styled by the page (no style sheet here, so this stays one small file).
 */
export function AdditionalPricingText({ text, className }: { text: string; className?: string }) {
  if (text.trim() === '') return null;
  return (
    <p className={className} data-testid="additional-pricing-text">
      {text}
    </p>
  );
}
