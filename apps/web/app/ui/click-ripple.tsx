import { CLICK_RIPPLE_MS } from '@print/core/constants';
import { useMemo } from 'react';
import type { KeyboardEvent, PointerEvent, ReactNode } from 'react';
import { useRipple } from './ripple.tsx';

// A file of its own: the shell's buttons need only useRipple, so this stays out of every page's
// first load but those with tiles and cards.
/**
 * The generic click ripple (spec §9: 600 ms) of a clickable surface that is not a button: catalogue
 * tiles, category cards. Spread `rippleHandlers` on the surface (position: relative) and render
 * `ripples` inside it; a key press that follows its link (Enter) ripples from the centre.
 */
/** A control inside the surface (the tile's heart) has its own ripple; pressing it ripples no surface. */
const onControl = (event: { target: EventTarget }) =>
  event.target instanceof Element && event.target.closest('button, input, select, textarea') !== null;

export function useClickRipple(): {
  rippleHandlers: {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  };
  ripples: ReactNode;
} {
  const { start, ripples } = useRipple(CLICK_RIPPLE_MS);
  const rippleHandlers = useMemo(
    () => ({
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        if (onControl(event)) return;
        const box = event.currentTarget.getBoundingClientRect();
        start(event.currentTarget, event.clientX - box.left, event.clientY - box.top);
      },
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        if (event.key !== 'Enter' || onControl(event)) return;
        const box = event.currentTarget.getBoundingClientRect();
        start(event.currentTarget, box.width / 2, box.height / 2);
      },
    }),
    [start],
  );
  return { rippleHandlers, ripples };
}
