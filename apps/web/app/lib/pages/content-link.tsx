import type { ReactNode } from 'react';
import { PrefetchLink } from '../../ui/prefetch-link.tsx';
import type { TextAttributes } from './page-render.tsx';

type Props = Partial<TextAttributes> & {
  /** A path of this shop (/…) or an https:// address, as the page reader allows (spec §5 link URLs). */
  url: string;
  newTab?: boolean;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  title?: string;
};

/**
 * A link of a page block. A path of this shop is a router link whose page is fetched ahead when it comes
 * within 200 px of the viewport (spec §9); an address elsewhere is a plain link. A link opening a new tab
 * or another site gets `rel="noopener"`, so the page it opens cannot reach back into the shop's window.
 */
export function ContentLink({ url, newTab = false, children, ...rest }: Props) {
  const target = newTab ? '_blank' : undefined;
  if (url.startsWith('/')) {
    return (
      <PrefetchLink to={url} target={target} rel={newTab ? 'noopener' : undefined} {...rest}>
        {children}
      </PrefetchLink>
    );
  }
  return (
    <a href={url} target={target} rel="noopener" {...rest}>
      {children}
    </a>
  );
}
