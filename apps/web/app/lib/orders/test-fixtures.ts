import { BUSINESS_CARD_TEMPLATE } from '@print/core/print/sample-templates';
import type { OrderAddress, OrderDetail, OrderItem, OrderSummary } from './order-types.ts';

// Orders for the web tests (shop history, order page, admin pages): as the API returns them.

export const address = (overrides: Partial<OrderAddress> = {}): OrderAddress => ({
  salutation: 'Mrs.',
  title: 'Dr.',
  firstName: 'Karla',
  lastName: 'Kunde',
  companyName: 'Druckerei Kunde GmbH',
  phone: '+49 30 123456',
  email: 'kunde@druckerei.test',
  street: 'Hauptstraße 5',
  zipCode: '10115',
  city: 'Berlin',
  country: 'Germany',
  ...overrides,
});

export const orderItem = (overrides: Partial<OrderItem> = {}): OrderItem => ({
  position: 1,
  productId: 'p1',
  articleCode: 'business-card',
  productName: 'Business card',
  imageUrl: '/media/card.webp',
  template: BUSINESS_CARD_TEMPLATE,
  quantity: 250,
  fieldValues: { firstName: 'Karla', lastName: 'Kunde' },
  customName: 'Team cards',
  customDescription: 'For the sales team',
  unitPriceMinor: 8,
  netMinor: 2000,
  taxMinor: 380,
  grossMinor: 2380,
  taxRate: 1900,
  paymentMode: 'single',
  ...overrides,
});

export const orderSummary = (overrides: Partial<OrderSummary> = {}): OrderSummary => ({
  id: '7b0a4f7e-0000-4000-8000-000000000001',
  number: 1001,
  status: 'placed',
  createdAt: '2026-03-04T12:00:00.000Z',
  placedAt: '2026-03-04T12:01:00.000Z',
  currency: 'EUR',
  grossMinor: 2975,
  itemCount: 2,
  billingAddress: address(),
  shippingAddress: address({ companyName: '', street: 'Lagerweg 1', zipCode: '20095', city: 'Hamburg' }),
  ...overrides,
});

export const orderDetail = (overrides: Partial<OrderDetail> = {}): OrderDetail => ({
  ...orderSummary(),
  nextStatuses: ['processed', 'error'],
  statusHistory: [
    { status: 'inCreation', at: '2026-03-04T12:00:00.000Z' },
    { status: 'placed', at: '2026-03-04T12:01:00.000Z' },
  ],
  paymentMethod: 'invoice',
  priceDisplay: 'gross',
  netMinor: 2500,
  taxMinor: 475,
  grossMinor: 2975,
  items: [
    orderItem(),
    orderItem({
      position: 2,
      productId: 'p2',
      articleCode: 'flyer',
      productName: 'Flyer',
      imageUrl: '/media/flyer.webp',
      template: null,
      fieldValues: {},
      customName: null,
      customDescription: null,
      quantity: 3,
      unitPriceMinor: 1250,
      netMinor: 500,
      taxMinor: 95,
      grossMinor: 595,
    }),
  ],
  ...overrides,
});
