import { BUTTON_RIPPLE_MS, CLICK_RIPPLE_MS } from '@print/core/constants';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent, ReactNode } from 'react';
import styles from './button.module.css';

type Ripple = { id: number; x: number; y: number; size: number };

/**
 * The click ripple of buttons (spec §9: 500 ms). `start` takes the press point relative to the
 * element; each ripple removes itself when its animation time is over.
 */
export function useRipple(durationMs: number = BUTTON_RIPPLE_MS): {
  start: (element: Element, x: number, y: number) => void;
  ripples: ReactNode;
} {
  const [ripples, setRipples] = useState<Ripple[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const start = useCallback(
    (element: Element, x: number, y: number) => {
      const { width, height } = element.getBoundingClientRect();
      const size = Math.max(width, height) * 2;
      const id = nextId.current++;
      setRipples((current) => [...current, { id, x, y, size }]);
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        setRipples((current) => current.filter((ripple) => ripple.id !== id));
      }, durationMs);
      timers.current.add(timer);
    },
    [durationMs],
  );

  const nodes =
    ripples.length === 0 ? null : (
      <span className={styles.ripples} aria-hidden="true">
        {ripples.map((ripple) => (
          <span
            key={ripple.id}
            className={styles.ripple}
            data-ripple-ms={durationMs}
            style={{
              left: ripple.x - ripple.size / 2,
              top: ripple.y - ripple.size / 2,
              width: ripple.size,
              height: ripple.size,
              animationDuration: `${durationMs}ms`,
            }}
          />
        ))}
      </span>
    );

  return { start, ripples: nodes };
}

/**
 * The generic click ripple (spec §9: 600 ms) of a clickable surface that is not a button: catalogue
 * tiles, category cards. Spread `rippleHandlers` on the surface (position: relative) and render
 * `ripples` inside it; a key press that follows its link (Enter) ripples from the centre.
 */
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
        // A control inside the surface (the tile's heart) has its own ripple.
        if (event.target instanceof Element && event.target.closest('button, input, select, textarea'))
          return;
        const box = event.currentTarget.getBoundingClientRect();
        start(event.currentTarget, event.clientX - box.left, event.clientY - box.top);
      },
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        if (event.key !== 'Enter') return;
        const box = event.currentTarget.getBoundingClientRect();
        start(event.currentTarget, box.width / 2, box.height / 2);
      },
    }),
    [start],
  );
  return { rippleHandlers, ripples };
}
