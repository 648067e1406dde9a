import { fixture, type Case } from './fixture.ts';

// The shop's activity, background jobs, translations and header settings (modules/audit, i18n, tenancy; platform/jobs).

export const shopCases: Record<string, Case> = {
  activity: {
    base: () => ({
      entityType: 'product',
      actorId: fixture.customerId,
      from: '2026-01-01T00:00:00Z',
      to: '2027-01-01T00:00:00Z',
      search: 'Flyer',
    }),
  },
  backgroundJob: { base: () => ({ ref: 'mail.deliver:00000000-0000-4000-8000-000000000000' }) },
  retryBackgroundJob: { base: () => ({ ref: 'mail.deliver:00000000-0000-4000-8000-000000000000' }) },
  translationsByTenant: { base: () => ({ input: { languageCodes: ['de-DE'] } }) },
  updateHeaderSettings: {
    base: () => ({
      input: {
        type: 'default',
        showLogo: true,
        notifications: true,
        favourites: true,
        cart: true,
        search: true,
        topCta: { link: '/catalog', suffix: [{ language: 'de-DE', text: 'Neu im Shop' }] },
        cta: { link: '/catalog', label: [{ language: 'de-DE', text: 'Jetzt gestalten' }], colour: 'primary' },
        userContextMenu: 'full',
        mobileLayoutScheme: 'square-cart-search',
      },
    }),
  },
};
