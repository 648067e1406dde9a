import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A link to a target from the tenant's settings, already checked by the link rule of @print/core
 * (https:// or a path starting with /): a path stays in the app, an absolute address is a plain link.
 */
export function TenantLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  if (to.startsWith('/')) {
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} className={className}>
      {children}
    </a>
  );
}
