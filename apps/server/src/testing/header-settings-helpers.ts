// The header settings an admin saves (spec §2 Header settings), for tests that need a change every page
// shows: the call-to-action button's label.

export const SAVE_HEADER_SETTINGS = `mutation Save($input: HeaderSettingsInput!) {
  updateHeaderSettings(input: $input) { type } }`;

/** Valid header settings whose call-to-action reads `label` in both demo languages. */
export function headerSettingsWithCtaLabel(label: string) {
  return {
    type: 'default',
    showLogo: true,
    notifications: false,
    favourites: true,
    cart: true,
    search: true,
    userContextMenu: 'loginLogout',
    mobileLayoutScheme: 'square-search-cta',
    cta: {
      link: '/catalog',
      colour: 'primary-light',
      label: [
        { language: 'de-DE', text: label },
        { language: 'en-GB', text: label },
      ],
    },
    topCta: null,
  };
}
