import { localizedText } from '@print/core/i18n/localized-text';
import { orderedVariant, productWithVariant } from '@print/core/orders/order-line';
import { readOrderWorkflow } from '@print/core/orders/order-workflow';
import { formatMoney } from '@print/core/pricing/money';
import type { Address } from '@print/core/users/profile';
import type { Tx } from '../../platform/db/client.ts';
import { queueMail } from '../mail/mail.service.ts';
import type { Tenant } from '../tenancy/tenancy.service.ts';
import type { StockWarning } from '../catalog/variants-and-stock/stock.ts';

// The mails an order sends (queued in the order's transaction, delivered after it commits).

export type ConfirmedOrder = {
  number: number;
  language: string;
  currency: string;
  grossMinor: number;
  billingAddress: Address;
  shippingAddress: Address;
  lines: {
    quantity: number;
    productName: Record<string, string>;
    customName: string | null;
    articleCode: string | null;
    variantCode: string | null;
    variantName: Record<string, string> | null;
  }[];
};

const addressText = (address: Address) =>
  [
    address.companyName,
    [address.title, address.firstName, address.lastName].filter(Boolean).join(' '),
    address.street,
    `${address.zipCode} ${address.city}`,
    address.country,
  ]
    .filter((line) => line.trim() !== '')
    .join('\n');

/** The order confirmation to the billing e-mail, with the CC recipient of the billing address. */
export async function queueOrderConfirmation(tx: Tx, tenant: Tenant, order: ConfirmedOrder): Promise<void> {
  const { billingAddress: billing, language } = order;
  if (!billing.email) return;
  const text = (value: Record<string, string>) => localizedText(value, language, tenant.defaultLanguage);
  const items = (articleLabel: string) =>
    order.lines
      .map((line) => {
        // What was bought as the order line kept it: the variant and the shop's codes (decision 0053).
        const variant = orderedVariant(line.variantName, line.variantCode, text);
        const name = productWithVariant(text(line.productName), variant);
        const head = `${line.quantity} × ${name}${line.customName ? ` (${line.customName})` : ''}`;
        return line.articleCode ? `${head}\n   ${articleLabel}: ${line.articleCode}` : head;
      })
      .join('\n');
  await queueMail(tx, tenant, {
    to: billing.email,
    ...(billing.ccEmail ? { cc: billing.ccEmail } : {}),
    templateKey: 'checkout.orderConfirmationEmail',
    language,
    // The label in the buyer's language, from the texts the mail is written with (the catalogue has it).
    params: (texts) => ({
      name: [billing.firstName, billing.lastName].filter(Boolean).join(' '),
      number: String(order.number),
      shop: tenant.settings.companyName || tenant.name,
      items: items(texts['orders.articleNumber']!),
      total: formatMoney(order.grossMinor, order.currency, language),
      address: addressText(order.shippingAddress),
    }),
  });
}

/** The product's name, and for a variant its name and code: "Flyer A5 – 170 gsm (FL-A5-170)". */
function stockWarningSubject(warning: StockWarning, language: string): string {
  const product = localizedText(warning.name, language, language);
  if (!warning.variant) return product;
  const name = localizedText(warning.variant.name, language, language);
  return productWithVariant(product, { name, code: warning.variant.code });
}

/** One mail per stock-warning recipient of the order workflow settings, in the shop's language. */
export async function queueStockWarnings(tx: Tx, tenant: Tenant, warnings: readonly StockWarning[]) {
  const recipients = readOrderWorkflow(tenant.settings)
    .stockWarningRecipients.split(',')
    .filter((address) => address !== '');
  for (const warning of warnings) {
    for (const to of recipients) {
      await queueMail(tx, tenant, {
        to,
        templateKey: 'checkout.stockWarningEmail',
        language: tenant.defaultLanguage,
        params: {
          product: stockWarningSubject(warning, tenant.defaultLanguage),
          stock: String(warning.stock),
          threshold: String(warning.threshold),
        },
      });
    }
  }
}
