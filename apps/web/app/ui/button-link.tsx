import { Link } from 'react-router';
import type { LinkProps } from 'react-router';
import { buttonClassName } from './button.tsx';
import type { ButtonStyleProps } from './button.tsx';

export type ButtonLinkProps = Omit<LinkProps, 'className'> & ButtonStyleProps;

/** A navigation link that looks like a Button (calls to action); stays a real link for crawlers. */
export function ButtonLink({ color, size, className, ...props }: ButtonLinkProps) {
  return <Link {...props} className={buttonClassName({ color, size, className })} />;
}
