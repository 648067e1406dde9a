import styles from './print-artwork.module.css';

/**
 * A stack of printed matter drawn in CSS from the theme colours (no image request), the shop's name on
 * the business card: the picture beside a hero's text. Decoration only, hidden from screen readers.
 */
export function PrintArtwork({ company }: { company: string }) {
  return (
    <div className={styles.artwork} aria-hidden="true">
      <div className={styles.artPoster}>
        <span className={styles.artPosterBand} />
        <span className={styles.artLine} />
        <span className={styles.artLineShort} />
      </div>
      <div className={styles.artFlyer}>
        <span className={styles.artFlyerImage} />
        <span className={styles.artLine} />
        <span className={styles.artLineShort} />
      </div>
      <div className={styles.artCard}>
        <strong>{company}</strong>
        <span className={styles.artLineShort} />
      </div>
    </div>
  );
}
