import { HEADER_VIEWPORTS, type HeaderViewport } from '@print/core/theme/header-layout';
import { classNames } from '../../ui/class-names.ts';
import styles from './header.module.css';

const HIDE_CLASS: Record<HeaderViewport, string | undefined> = {
  desktop: styles.hideDesktop,
  tablet: styles.hideTablet,
  phone: styles.hidePhone,
};

/**
 * The CSS classes that hide a header part at every width outside `viewports` (from headerLayout).
 * Media queries, not JavaScript: the server-rendered page is right at any width before hydration.
 */
export function shownOn(viewports: readonly HeaderViewport[], className?: string): string {
  return classNames(
    ...HEADER_VIEWPORTS.filter((viewport) => !viewports.includes(viewport)).map(
      (viewport) => HIDE_CLASS[viewport],
    ),
    className,
  );
}
