import type { SOCIAL_PLATFORMS } from '@print/core/pages/page-constants';
import styles from './social-icons.module.css';

// The social platforms' marks (spec §9: the ten platforms). Drawn by the stylesheet
// (social-icons.module.css), so they add nothing to the page's script and no request.

export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

/** Each platform's name as the platform writes it: the button's accessible name when it has no label. */
export const SOCIAL_PLATFORM_NAMES: Readonly<Record<SocialPlatform, string>> = {
  twitter: 'X (Twitter)',
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  snapchat: 'Snapchat',
  pinterest: 'Pinterest',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
};

/** A platform's mark in the current text colour; decorative (the link carries the name). */
export function SocialIcon({ platform }: { platform: SocialPlatform }) {
  return <span className={`${styles.icon} ${styles[platform] ?? ''}`} aria-hidden="true" />;
}
