import type { ReactNode } from 'react';
import { classNames } from '../../ui/class-names.ts';
import styles from './auth.module.css';

export type AuthCardProps = {
  /** Already translated. */
  title: string;
  intro?: string;
  children: ReactNode;
  /** Links to the neighbouring pages (login ↔ sign-up …), under a divider. */
  footer?: ReactNode;
  testId?: string;
  /** A picture's address that covers the page behind the card (the shop's login background). */
  background?: string | undefined;
};

/** The centred card every sign-in and account page sits in. */
export function AuthCard({ title, intro, children, footer, testId, background }: AuthCardProps) {
  return (
    <div
      className={classNames(styles.page, background && styles.backdrop)}
      style={background ? { backgroundImage: `url(${JSON.stringify(background)})` } : undefined}
      data-testid={background ? 'auth-backdrop' : undefined}
    >
      <section className={styles.card} aria-labelledby="auth-card-title" data-testid={testId}>
        <header className={styles.header}>
          <h1 id="auth-card-title" className={styles.title}>
            {title}
          </h1>
          {intro && <p className={styles.intro}>{intro}</p>}
        </header>
        {children}
        {footer && <div className={styles.footer}>{footer}</div>}
      </section>
    </div>
  );
}
