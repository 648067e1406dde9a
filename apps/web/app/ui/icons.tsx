import type { SVGProps } from 'react';

// Inline icons (24×24, stroke = currentColor) so the header and the admin's top bar need no icon font or
// extra request.
// They are decorative; the control around them carries the accessible name.
function Icon({ children, ...props }: SVGProps<SVGSVGElement>) {
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
      {...props}
    >
      {children}
    </svg>
  );
}

export const CartIcon = () => (
  <Icon>
    <circle cx="9" cy="20" r="1.4" />
    <circle cx="18" cy="20" r="1.4" />
    <path d="M2.5 3.5h2.7l2.4 11.2a1.6 1.6 0 0 0 1.6 1.3h8.3a1.6 1.6 0 0 0 1.6-1.2l1.6-6.8H6.1" />
  </Icon>
);

export const HeartIcon = () => (
  <Icon>
    <path d="M12 20.5s-7.5-4.6-9.2-9.4C1.6 7.6 4 4 7.5 4c2 0 3.5 1.1 4.5 2.7C13 5.1 14.5 4 16.5 4 20 4 22.4 7.6 21.2 11.1 19.5 15.9 12 20.5 12 20.5Z" />
  </Icon>
);

export const SearchIcon = () => (
  <Icon>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m20.5 20.5-4.8-4.8" />
  </Icon>
);

export const MenuIcon = () => (
  <Icon>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Icon>
);

export const CloseIcon = () => (
  <Icon>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);

export const BellIcon = () => (
  <Icon>
    <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15Z" />
    <path d="M10 20.5a2.2 2.2 0 0 0 4 0" />
  </Icon>
);

export const UserIcon = () => (
  <Icon>
    <circle cx="12" cy="8.5" r="4" />
    <path d="M4.5 20.5c1.2-3.6 4.1-5.5 7.5-5.5s6.3 1.9 7.5 5.5" />
  </Icon>
);

export const GlobeIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.7 5.6 3.7 9s-1.2 6.4-3.7 9c-2.5-2.6-3.7-5.6-3.7-9S9.5 5.6 12 3Z" />
  </Icon>
);

export const ArrowRightIcon = () => (
  <Icon>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Icon>
);

export const CheckIcon = () => (
  <Icon>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Icon>
);

export const ChevronDownIcon = () => (
  <Icon width="18" height="18">
    <path d="m6 9 6 6 6-6" />
  </Icon>
);

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
