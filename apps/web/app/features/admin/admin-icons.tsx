import type { ReactNode } from 'react';

// The top bar's own icons (24×24, stroke = currentColor, decorative: the control carries the name).
// On a phone they stand in for the labels, which stay for screen readers.
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** A shop front: the link to the shop. */
export const StoreIcon = () => (
  <Icon>
    <path d="M4 10v10h16V10" />
    <path d="M3 4h18l-1.5 6h-15z" />
    <path d="M10 20v-5h4v5" />
  </Icon>
);

/** Two buildings: the tenants. */
export const TenantsIcon = () => (
  <Icon>
    <path d="M3 21h18" />
    <path d="M5 21V5l7-2v18" />
    <path d="M12 21V9l7 2v10" />
    <path d="M8 8h1M8 12h1M8 16h1M15 14h1M15 17h1" />
  </Icon>
);
