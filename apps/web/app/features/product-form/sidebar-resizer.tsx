import { useCallback, useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './product-form.module.css';

export const SIDEBAR_WIDTH_KEY = 'print.productForm.sidebarWidth';
export const SIDEBAR_MIN_PX = 280;
export const SIDEBAR_MAX_PX = 640;
export const SIDEBAR_DEFAULT_PX = 380;
/** Arrow keys move the edge by this much; with Shift by four times as much. */
const KEY_STEP_PX = 16;

export const clampSidebarWidth = (width: number): number =>
  Math.round(Math.min(SIDEBAR_MAX_PX, Math.max(SIDEBAR_MIN_PX, width)));

function storedWidth(): number {
  try {
    const stored = Number(window.localStorage.getItem(SIDEBAR_WIDTH_KEY));
    return stored > 0 ? clampSidebarWidth(stored) : SIDEBAR_DEFAULT_PX;
  } catch {
    return SIDEBAR_DEFAULT_PX; // storage blocked (privacy settings): the default will do
  }
}

/** The sidebar width, remembered in this browser (localStorage) across forms and visits. */
export function useSidebarWidth(): [number, (width: number) => void] {
  // The default first, the stored width after mounting: the same markup on server and client.
  const [width, setWidthState] = useState(SIDEBAR_DEFAULT_PX);
  useEffect(() => setWidthState(storedWidth()), []);
  const setWidth = useCallback((next: number) => {
    const clamped = clampSidebarWidth(next);
    setWidthState(clamped);
    try {
      window.localStorage.setItem(SIDEBAR_WIDTH_KEY, String(clamped));
    } catch {
      // Not remembered; the width still applies now.
    }
  }, []);
  return [width, setWidth];
}

type Props = { width: number; onChange: (width: number) => void; controls: string };

/**
 * The drag handle between sidebar and preview: a focusable separator (WAI-ARIA window splitter) that
 * follows the pointer while dragged and moves with the arrow keys, Home and End.
 */
export function SidebarResizer({ width, onChange, controls }: Props) {
  const { t } = useTranslation();
  const drag = useRef<{ startX: number; startWidth: number } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX, startWidth: width };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    onChange(drag.current.startWidth + event.clientX - drag.current.startX);
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    drag.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId))
      event.currentTarget.releasePointerCapture(event.pointerId);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? KEY_STEP_PX * 4 : KEY_STEP_PX;
    const next = {
      ArrowLeft: width - step,
      ArrowRight: width + step,
      Home: SIDEBAR_MIN_PX,
      End: SIDEBAR_MAX_PX,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onChange(next);
  };

  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={t('shop.formResizeSidebar')}
      aria-controls={controls}
      aria-valuenow={width}
      aria-valuemin={SIDEBAR_MIN_PX}
      aria-valuemax={SIDEBAR_MAX_PX}
      tabIndex={0}
      className={styles.resizer}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onKeyDown={onKeyDown}
      data-testid="form-sidebar-resizer"
    />
  );
}
