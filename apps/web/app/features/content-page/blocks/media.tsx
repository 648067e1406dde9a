import type { AudioProps, VideoProps } from '@print/core/pages/blocks/index';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageText, type BlockViewProps } from '../../../lib/pages/page-render.tsx';
import styles from './media.module.css';

/**
 * Autoplay that works from the first load: browsers play by themselves only muted media, and React
 * sets `muted` as a property after hydration, not in the server's HTML — so it is set and played here.
 */
function useMutedAutoplay<T extends HTMLMediaElement>(autoplay: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const media = ref.current;
    if (!autoplay || !media) return;
    media.muted = true;
    media.play().catch(() => undefined);
  }, [autoplay]);
  return ref;
}

/**
 * A video file (issue 25) with its poster. Without controls it can only play by itself, so a video that
 * neither plays by itself nor shows controls gets them. The notice inside is what a browser without
 * video shows (spec §8).
 */
export function VideoBlock({ props }: BlockViewProps<VideoProps>) {
  const { t } = useTranslation();
  const text = usePageText();
  const ref = useMutedAutoplay<HTMLVideoElement>(props.autoplay);
  if (!props.url) return null;
  const caption = text(props.caption, 'caption');
  // The player's name: the poster's alt text (addressed here), else the caption (addressed below).
  const name = text(props.poster.alt, 'poster.alt', 'aria-label');
  return (
    <figure className={styles.figure}>
      <video
        ref={ref}
        className={styles.video}
        src={props.url}
        poster={props.poster.src || undefined}
        controls={props.controls || !props.autoplay}
        autoPlay={props.autoplay}
        muted={props.autoplay}
        loop={props.loop}
        playsInline
        preload="metadata"
        aria-label={(name ?? caption)?.text}
        {...(name ? name.attributes : { lang: caption?.lang })}
      >
        <p className={styles.notice}>
          {t('shop.videoNotSupported')} <a href={props.url}>{props.url}</a>
        </p>
      </video>
      {caption && (
        <figcaption className={styles.caption} {...caption.attributes}>
          {caption.text}
        </figcaption>
      )}
    </figure>
  );
}

/** An audio file (issue 25) with its title; its player unless it only plays by itself. */
export function AudioBlock({ props }: BlockViewProps<AudioProps>) {
  const { t } = useTranslation();
  const text = usePageText();
  const ref = useMutedAutoplay<HTMLAudioElement>(props.autoplay);
  if (!props.url) return null;
  const title = text(props.title, 'title');
  return (
    <figure className={styles.figure}>
      {title && (
        <figcaption className={styles.audioTitle} {...title.attributes}>
          {title.text}
        </figcaption>
      )}
      <audio
        ref={ref}
        className={styles.audio}
        src={props.url}
        controls={props.controls || !props.autoplay}
        autoPlay={props.autoplay}
        muted={props.autoplay}
        loop={props.loop}
        preload="metadata"
        aria-label={title?.text}
        lang={title?.lang}
      >
        <p className={styles.notice}>
          {t('shop.audioNotSupported')} <a href={props.url}>{props.url}</a>
        </p>
      </audio>
    </figure>
  );
}
