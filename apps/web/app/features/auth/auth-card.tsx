import type { ReactNode } from 'react';
import styles from './auth.module.css';

export type AuthCardProps = {
  /** Already translated. */
  title: string;
  intro?: string;
  children: ReactNode;
  /** Links to the neighbouring pages (login ↔ sign-up …), under a divider. */
  footer?: ReactNode;
  testId?: string;
};

/** The centred card every sign-in and account page sits in. */
export function AuthCard({ title, intro, children, footer, testId }: AuthCardProps) {
  return (
    <div className={styles.page}>
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
