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
  articleCode: 'BC-100',
  variantLabel: 'Matt (BC-STD-MATT)',
  productName: 'Business card',
  imageUrl: '/media/card.webp',
  template: BUSINESS_CARD_TEMPLATE,
  quantity: 250,
  fieldValues: { firstName: 'Karla', lastName: 'Kunde' },
  values: [
    { name: 'firstName', label: 'First name', type: 'text', value: 'Karla', text: 'Karla', fileUrl: null },
    { name: 'lastName', label: 'Last name', type: 'text', value: 'Kunde', text: 'Kunde', fileUrl: null },
  ],
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
      articleCode: null,
      variantLabel: null,
      productName: 'Flyer',
      imageUrl: '/media/flyer.webp',
      template: null,
      fieldValues: {},
      values: [],
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

/**
 * The demo's round stickers in Ø 80 mm: no print template, the shopper's artwork upload, a note, and
 * (to show every kind of value) a choice by its label and a colour.
 */
export const stickerItem = (overrides: Partial<OrderItem> = {}): OrderItem =>
  orderItem({
    position: 3,
    productId: 'p3',
    articleCode: 'AUF-RUND',
    variantLabel: 'Ø 80 mm (ST-RND-80)',
    productName: 'Round stickers',
    template: null,
    customName: null,
    customDescription: null,
    fieldValues: { image: '/media/art-1', notes: 'White edge', finish: 'gloss', edge: '#ff6600' },
    values: [
      {
        name: 'image',
        label: 'Artwork',
        type: 'image',
        value: '/media/art-1',
        text: '/media/art-1',
        fileUrl: '/media/art-1',
      },
      {
        name: 'notes',
        label: 'Production notes',
        type: 'textarea',
        value: 'White edge',
        text: 'White edge',
        fileUrl: null,
      },
      { name: 'finish', label: 'Finish', type: 'select', value: 'gloss', text: 'High gloss', fileUrl: null },
      {
        name: 'edge',
        label: 'Edge colour',
        type: 'colour',
        value: '#ff6600',
        text: '#ff6600',
        fileUrl: null,
      },
    ],
    ...overrides,
  });
