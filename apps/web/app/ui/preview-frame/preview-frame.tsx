import { useLayoutEffect, useRef, useState, type Ref } from 'react';
import { viewportWidth, type ViewportKey } from './viewports.ts';
import styles from './preview-frame.module.css';

type Props = {
  /** A page of the shop's own origin. */
  src: string;
  viewport: ViewportKey;
  /** The frame's accessible name. */
  title: string;
  frameRef?: Ref<HTMLIFrameElement>;
  testId?: string;
  /** Marks the frame for the page inside (e.g. the theme editor's `data-theme-preview="1"`). */
  frameAttributes?: Record<`data-${string}`, string>;
  onLoad?: () => void;
};

/**
 * A shop page in a frame of the viewport's width (the page's own viewport meta and media queries see
 * that width), scaled down to fit the area it is given when that is narrower, never up. The area fills
 * its parent: give the parent a size.
 */
export function PreviewFrame({ src, viewport, title, frameRef, testId, frameAttributes, onLoad }: Props) {
  const area = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });

  useLayoutEffect(() => {
    const node = area.current;
    if (!node) return;
    const measure = () => setSize({ width: node.clientWidth, height: node.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  const width = viewportWidth(viewport);
  const scale = size.width > 0 ? Math.min(1, size.width / width) : 1;
  return (
    <div ref={area} className={styles.area} data-viewport={viewport}>
      <iframe
        ref={frameRef}
        title={title}
        src={src}
        className={styles.frame}
        data-testid={testId}
        onLoad={onLoad}
        {...frameAttributes}
        style={{
          width,
          height: scale > 0 ? size.height / scale : size.height,
          // Centred when narrower than the area (tablet, mobile); scaled from its top left otherwise.
          left: Math.max(0, (size.width - width * scale) / 2),
          transform: `scale(${scale})`,
        }}
      />
    </div>
  );
}
