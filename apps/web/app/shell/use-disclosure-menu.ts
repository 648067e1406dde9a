import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * A menu button that shows and hides a navigation panel on narrow screens (the shop header's menu, the
 * admin's sidebar): a disclosure rather than a modal, so the panel pushes the page down. It closes on
 * navigation and on Escape, which gives focus back to the button (focus may be inside the panel).
 */
export function useDisclosureMenu() {
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
      buttonRef.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return { open, panelId, buttonRef, toggle: () => setOpen((value) => !value) };
}
