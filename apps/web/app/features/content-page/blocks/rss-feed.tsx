import type { RssProps } from '@print/core/pages/blocks/index';
import { useTranslation } from 'react-i18next';
import { classNames } from '../../../ui/class-names.ts';
import { RichTextView } from '../../../ui/rich-text-view.tsx';
import { usePageRender, usePageText, type BlockViewProps } from '../../../lib/pages/page-render.tsx';
import { useCanEditPages } from '../page-screens.tsx';
import styles from './rss-feed.module.css';

/** One item as the server sends it (content module, feeds/feed-blocks.ts), filtered by the block's options. */
export type RssItemData = {
  title: string;
  link: string;
  publishedAt: string | null;
  author: string;
  categories: readonly string[];
  /** Rich text (description mode Full), else null. */
  description: unknown;
  excerpt: string;
  imageUrl: string;
  audioUrl: string;
  durationSeconds: number | null;
};

/** An RSS block's entry in the page's block data. */
export type RssBlockData = { status: 'ok' | 'noUrl' | 'unavailable'; items: readonly RssItemData[] };

/** 1:02:03 or 12:34. */
export function formatDuration(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

const ASPECT = { auto: styles.ratioAuto, square: styles.ratioSquare, widescreen: styles.ratioWidescreen };

function RssItem({
  item,
  props,
  hero,
  autoplay,
}: {
  item: RssItemData;
  props: RssProps;
  hero: boolean;
  autoplay: boolean;
}) {
  const { t, i18n } = useTranslation();
  const text = usePageText();
  const picture = props.thumbnails ? item.imageUrl || props.fallbackImage.src : '';
  // UTC: the server's HTML and the browser's render show the same day.
  const date =
    props.showPublicationDate && item.publishedAt
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
          new Date(item.publishedAt),
        )
      : '';
  const meta = [
    date && <time dateTime={item.publishedAt!}>{date}</time>,
    props.showDuration && item.durationSeconds !== null && (
      <span>{formatDuration(item.durationSeconds)}</span>
    ),
    props.showAuthor && item.author && <span>{item.author}</span>,
  ].filter(Boolean);
  const title = item.title || item.link;
  // The feed's own picture is decorative; the block's fallback picture has the block's alt text.
  const alt = item.imageUrl ? undefined : text(props.fallbackImage.alt, 'fallbackImage.alt', 'alt');
  return (
    <article className={classNames(styles.item, hero && styles.hero)}>
      {picture && (
        <img
          className={classNames(styles.picture, ASPECT[props.imageAspectRatio])}
          src={picture}
          alt={alt?.text ?? ''}
          loading="lazy"
          {...alt?.attributes}
        />
      )}
      <div className={styles.body}>
        {props.showCategory && item.categories.length > 0 && (
          <p className={styles.categories}>{item.categories.join(' · ')}</p>
        )}
        {title &&
          (hero ? (
            <h2 className={styles.title}>{titleLink(title, item.link, props.showSourceLink)}</h2>
          ) : (
            <h3 className={styles.title}>{titleLink(title, item.link, props.showSourceLink)}</h3>
          ))}
        {meta.length > 0 && (
          <p className={styles.meta}>
            {meta.map((part, index) => (
              <span key={index} className={styles.metaPart}>
                {part}
              </span>
            ))}
          </p>
        )}
        {props.descriptionMode === 'full' && Array.isArray(item.description) && (
          <RichTextView value={JSON.stringify(item.description)} className={styles.description} />
        )}
        {props.descriptionMode === 'excerpt' && item.excerpt && (
          <p className={styles.excerpt}>{item.excerpt}</p>
        )}
        {props.audioPlayer && item.audioUrl && (
          <audio
            className={styles.audio}
            src={item.audioUrl}
            controls
            autoPlay={autoplay}
            preload="none"
            aria-label={title}
          >
            {t('shop.audioNotSupported')}
          </audio>
        )}
      </div>
    </article>
  );
}

/** The title, as a link to the item at its source when the block shows source links. */
function titleLink(title: string, link: string, showSourceLink: boolean) {
  if (!showSourceLink || !link) return title;
  return (
    <a href={link} target="_blank" rel="noopener">
      {title}
    </a>
  );
}

/**
 * An RSS feed's items (spec §3 RSS feed options, §9 list styles and spacing): fetched by the server, so
 * here only drawn. A block without a feed address or whose feed could not be read shows its editors
 * why, and shoppers nothing; a feed without (matching) items says so to everyone.
 */
export function RssFeedBlock({ id, props }: BlockViewProps<RssProps>) {
  const { t } = useTranslation();
  const canEdit = useCanEditPages();
  const data = usePageRender().blockData[id] as RssBlockData | undefined;
  const notice = (key: string) => (
    <p className={styles.notice} role="status">
      {t(key)}
    </p>
  );
  if (!props.feedUrl || data?.status === 'noUrl') return canEdit ? notice('shop.rssNoFeedUrl') : null;
  if (!data || data.status === 'unavailable') return canEdit ? notice('shop.rssNoEpisodes') : null;
  if (data.items.length === 0) return notice('shop.rssNoEpisodes');
  const hero = props.showFirstAsHero ? data.items[0] : undefined;
  const rest = hero ? data.items.slice(1) : data.items;
  return (
    <div className={classNames(styles.feed, styles[props.spacing])}>
      {hero && <RssItem item={hero} props={props} hero autoplay={props.autoplay} />}
      {rest.length > 0 && (
        <ul className={classNames(styles.list, styles[props.listStyle])}>
          {rest.map((item, index) => (
            <li key={`${item.link}-${index}`}>
              <RssItem
                item={item}
                props={props}
                hero={false}
                autoplay={props.autoplay && !hero && index === 0}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
