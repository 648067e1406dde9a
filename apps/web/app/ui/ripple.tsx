import { BUTTON_RIPPLE_MS } from '@print/core/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
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
