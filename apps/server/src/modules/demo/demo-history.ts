import type { OrderStatus } from '@print/core/orders/order-status';
import { readTaxSettings } from '@print/core/pricing/tax';
import type { Address } from '@print/core/users/profile';
import type { Database, Tx } from '../../platform/db/client.ts';
import { enterTenantScope, withSystem } from '../../platform/db/tenant-scope.ts';
import { addPastActivity, type PastActivityEntry } from '../audit/audit.service.ts';
import { forVariant, itemPrice } from '../pricing/pricing.service.ts';
import { sellableCatalogue } from '../catalog/products/sellable-catalogue.ts';
import { addPastOrders, type PastOrder } from '../orders/past-orders.ts';
import { tenantIdBySlug } from '../tenancy/tenant-setup.ts';
import { findUserByLogin } from '../users/users.service.ts';
import type { DemoTenant } from './demo-data.types.ts';

// A fresh demo shop's past: some weeks of orders (in every status, of several products and variants,
// by the demo customer and by guests) and the activity that went with them, so the dashboard's KPIs
// and Activity cards show something on a first look. Only `npm start`'s demo seeding writes it
// (demo.module.ts, outside production); the integration tests' shops start without orders.

export const HISTORY_DAYS = 42;

/** Repeatable pseudo-random numbers (mulberry32): the same demo every time. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Buyer = Omit<Address, 'salutation' | 'title' | 'phone'> & { salutation: 'mr' | 'mrs' };

const GUESTS: Record<string, Buyer[]> = {
  'de-DE': [
    {
      salutation: 'mrs',
      firstName: 'Jana',
      lastName: 'Keller',
      companyName: 'Keller Architekten',
      street: 'Lindenstraße 4',
      zipCode: '50674',
      city: 'Köln',
      country: 'DE',
    },
    {
      salutation: 'mr',
      firstName: 'Tobias',
      lastName: 'Brandt',
      companyName: 'Brandt & Söhne GmbH',
      street: 'Am Markt 12',
      zipCode: '04109',
      city: 'Leipzig',
      country: 'DE',
    },
    {
      salutation: 'mrs',
      firstName: 'Aylin',
      lastName: 'Demir',
      companyName: 'Café Morgenrot',
      street: 'Rheinallee 7',
      zipCode: '55116',
      city: 'Mainz',
      country: 'DE',
    },
    {
      salutation: 'mr',
      firstName: 'Lukas',
      lastName: 'Vogt',
      companyName: '',
      street: 'Gartenweg 3',
      zipCode: '79098',
      city: 'Freiburg',
      country: 'DE',
    },
  ],
  'en-GB': [
    {
      salutation: 'mrs',
      firstName: 'Olivia',
      lastName: 'Hughes',
      companyName: 'Hughes Design Ltd',
      street: '14 Castle Street',
      zipCode: 'EH2 3AH',
      city: 'Edinburgh',
      country: 'GB',
    },
    {
      salutation: 'mr',
      firstName: 'Samuel',
      lastName: 'Patel',
      companyName: 'Patel & Co Accountants',
      street: '3 Mill Lane',
      zipCode: 'M1 2AB',
      city: 'Manchester',
      country: 'GB',
    },
    {
      salutation: 'mrs',
      firstName: 'Chloe',
      lastName: 'Evans',
      companyName: 'The Green Bakery',
      street: '22 High Street',
      zipCode: 'BS1 4DJ',
      city: 'Bristol',
      country: 'GB',
    },
    {
      salutation: 'mr',
      firstName: 'Harry',
      lastName: 'Wilson',
      companyName: '',
      street: '7 Orchard Close',
      zipCode: 'OX1 2JD',
      city: 'Oxford',
      country: 'GB',
    },
  ],
};

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The status an order of this age has reached, and its way there (each step a few hours to days later). */
function statusPath(daysAgo: number, roll: number): OrderStatus[] {
  if (daysAgo > 10) return roll < 0.85 ? ['placed', 'processed', 'finished'] : ['placed', 'processed'];
  if (daysAgo > 3) {
    if (roll < 0.15) return ['placed', 'error'];
    return roll < 0.6 ? ['placed', 'processed'] : ['placed', 'processed', 'finished'];
  }
  return roll < 0.7 ? ['placed'] : ['placed', 'processed'];
}

/** Adds the history to each demo tenant named in `slugs` (those seeded just now, so without orders). */
export async function seedDemoHistory(
  database: Database,
  tenantList: readonly DemoTenant[],
  slugs: readonly string[],
  now = new Date(),
): Promise<void> {
  for (const [index, demo] of tenantList.entries()) {
    if (!slugs.includes(demo.slug)) continue;
    await withSystem(database, async (tx) => {
      const tenantId = await tenantIdBySlug(tx, demo.slug);
      if (!tenantId) return;
      await enterTenantScope(tx, tenantId);
      await addHistory(tx, demo, now, random(index + 2026));
    });
  }
}

async function addHistory(tx: Tx, demo: DemoTenant, now: Date, next: () => number) {
  const language = demo.languages[0]!;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const sellable = await sellableCatalogue(tx);
  const person = async (role: 'admin' | 'customer') => {
    const account = demo.accounts.find((a) => a.role === role)!;
    const user = await findUserByLogin(tx, account.email);
    return user && { ...account, id: user.id, name: `${account.firstName} ${account.lastName}` };
  };
  const customer = await person('customer');
  const admin = await person('admin');
  if (!sellable.length || !customer || !admin) return;
  const guests = GUESTS[language] ?? GUESTS['en-GB']!;
  const priceDisplay = readTaxSettings(demo.settings).priceDisplay;

  const past: PastOrder[] = [];
  /** Each order's activity, once its number is known. */
  const activityOf: ((label: string) => PastActivityEntry[])[] = [];
  for (let daysAgo = HISTORY_DAYS - 1; daysAgo >= 0; daysAgo--) {
    // More orders on weekdays, fewer at the weekend; today only what the morning brought.
    const weekday = new Date(now.getTime() - daysAgo * DAY_MS).getUTCDay();
    const perDay = (weekday === 0 || weekday === 6 ? 0.5 : 1.6) * (daysAgo === 0 ? 0.5 : 1);
    const count = Math.floor(perDay + next() * 1.5);
    // Within office hours (UTC), oldest first, so the numbers follow the time; none yet to come today.
    const dayStart = Math.floor((now.getTime() - daysAgo * DAY_MS) / DAY_MS) * DAY_MS;
    const times = Array.from({ length: count }, () => dayStart + (7 + next() * 11) * HOUR_MS)
      .filter((time) => time < now.getTime() - HOUR_MS)
      .sort((a, b) => a - b);
    for (const time of times) {
      const placedAt = new Date(time);
      const byCustomer = next() < 0.4;
      const guest = pick(guests);
      const buyer: Address = byCustomer
        ? { ...guest, firstName: customer.firstName, lastName: customer.lastName, title: '', phone: '' }
        : { ...guest, title: '', phone: '' };
      const lines = (next() < 0.3 ? [pick(sellable), pick(sellable)] : [pick(sellable)]).flatMap(
        (product, index) => {
          const variantId = product.variantIds.length ? pick(product.variantIds) : null;
          const pricing = forVariant(product.pricing, variantId);
          const quantity = Math.max(1, pick(pricing.scales).minQuantity);
          const price = itemPrice(pricing, product.taxCategory, demo.settings, quantity);
          if (!price) return [];
          return [
            {
              position: index + 1,
              productId: product.id,
              variantId,
              articleCode: product.slug,
              productName: product.name,
              imageUrl: product.imageUrl,
              quantity,
              taxCategory: product.taxCategory,
              taxRate: price.taxRate,
              unitPriceMinor: price.unitPriceMinor,
              netMinor: price.netMinor,
              taxMinor: price.taxMinor,
              grossMinor: price.grossMinor,
              paymentMode: 'single' as const,
            },
          ];
        },
      );
      if (!lines.length) continue;
      const path = statusPath(daysAgo, next());
      const history = path.map((status, step) => ({
        status,
        at: new Date(
          Math.min(now.getTime() - HOUR_MS, placedAt.getTime() + step * (6 + next() * 30) * HOUR_MS),
        ).toISOString(),
        by: step === 0 ? (byCustomer ? customer.id : null) : admin.id,
      }));
      const sum = (key: 'netMinor' | 'taxMinor' | 'grossMinor') =>
        lines.reduce((total, line) => total + line[key], 0);
      const orderId = crypto.randomUUID();
      past.push({
        order: {
          id: orderId,
          userId: byCustomer ? customer.id : crypto.randomUUID(),
          status: path[path.length - 1]!,
          statusHistory: history,
          paymentMethod: 'invoice',
          currency: demo.currency,
          priceDisplay,
          netMinor: sum('netMinor'),
          taxMinor: sum('taxMinor'),
          grossMinor: sum('grossMinor'),
          billingAddress: byCustomer ? { ...buyer, email: customer.email } : buyer,
          shippingAddress: buyer,
          language,
          createdAt: placedAt,
          placedAt,
          updatedAt: new Date(history[history.length - 1]!.at),
        },
        lines,
      });
      activityOf.push((label) => [
        {
          at: placedAt,
          actor: byCustomer ? { id: customer.id, name: customer.name } : null,
          action: 'order.placed',
          entityType: 'order',
          entityId: orderId,
          entityLabel: label,
          details: { currency: demo.currency, grossMinor: sum('grossMinor'), items: lines.length },
        },
        ...history.slice(1).map((change, step) => ({
          at: new Date(change.at),
          actor: { id: admin.id, name: admin.name },
          action: 'order.statusChange',
          entityType: 'order',
          entityId: orderId,
          entityLabel: label,
          details: { from: history[step]!.status, to: change.status },
        })),
      ]);
    }
  }
  const numbers = await addPastOrders(tx, past);
  if (!numbers) return; // the shop has orders already: it has a past of its own
  const activity = activityOf.flatMap((entries, index) => entries(String(numbers[index])));
  // A few catalogue edits by the admin in between, as the dashboard shows them.
  for (let i = 0; i < 6; i++) {
    const product = pick(sellable);
    activity.push({
      at: new Date(now.getTime() - Math.floor(next() * HISTORY_DAYS) * DAY_MS - (2 + next() * 6) * HOUR_MS),
      actor: { id: admin.id, name: admin.name },
      action: 'product.update',
      entityType: 'product',
      entityId: product.id,
      entityLabel: product.name[language] ?? product.slug,
      details: { tab: pick(['settings', 'meta']) },
    });
  }
  await addPastActivity(tx, activity);
}
