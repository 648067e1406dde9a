import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { CloseIcon, MenuIcon } from '../../ui/icons.tsx';
import styles from './header.module.css';

/**
 * The menu button that replaces the main navigation below the desktop breakpoint (spec §9:
 * ≤ 1152 px). A disclosure rather than a modal: the panel pushes the page down, closes on
 * navigation and on Escape (which returns focus to the button).
 */
export function useMobileMenu(): { button: ReactNode; open: boolean; panelId: string } {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const location = useLocation();
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Close when the route changes (a link inside the panel was followed).
  const [lastKey, setLastKey] = useState(location.key);
  if (lastKey !== location.key) {
    setLastKey(location.key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      // Focus may be inside the panel that is about to close: give it back to the button.
      buttonRef.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const button = (
    <button
      ref={buttonRef}
      type="button"
      className={styles.menuButton}
      aria-expanded={open}
      aria-controls={panelId}
      aria-label={open ? t('shell.closeMenu') : t('shell.openMenu')}
      onClick={() => setOpen((value) => !value)}
      data-testid="menu-button"
    >
      {open ? <CloseIcon /> : <MenuIcon />}
    </button>
  );
  return { button, open, panelId };
}
