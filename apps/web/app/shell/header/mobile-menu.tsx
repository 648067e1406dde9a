import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, MenuIcon } from '../../ui/icons.tsx';
import { useDisclosureMenu } from '../use-disclosure-menu.ts';
import styles from './header.module.css';

/** The menu button that replaces the main navigation below the desktop breakpoint (spec §9: ≤ 1152 px). */
export function useMobileMenu(): { button: ReactNode; open: boolean; panelId: string } {
  const { t } = useTranslation();
  const { open, panelId, buttonRef, toggle } = useDisclosureMenu();
  const button = (
    <button
      ref={buttonRef}
      type="button"
      className={styles.menuButton}
      aria-expanded={open}
      aria-controls={panelId}
      aria-label={open ? t('shell.closeMenu') : t('shell.openMenu')}
      onClick={toggle}
      data-testid="menu-button"
    >
      {open ? <CloseIcon /> : <MenuIcon />}
    </button>
  );
  return { button, open, panelId };
}
