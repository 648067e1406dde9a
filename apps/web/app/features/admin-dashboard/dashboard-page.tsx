import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShell } from '../../shell/shell-context.tsx';
import adminStyles from '../../ui/admin-kit/admin-page.module.css';
import { visibleDashboardCards, type DashboardCard } from './dashboard-cards.ts';
import styles from './dashboard.module.css';

/** One card: its title (a link to its page), then its body, which may still be loading. */
function Card({ card }: { card: DashboardCard }) {
  const { t } = useTranslation();
  const titleId = `dashboard-${card.id}-title`;
  const title = t(card.titleKey);
  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid={`dashboard-${card.id}`}>
      <h2 id={titleId} className={styles.cardTitle}>
        {card.href ? <Link to={card.href}>{title}</Link> : title}
      </h2>
      <Suspense
        fallback={
          <p className={adminStyles.notice} role="status">
            {t('common.loading')}
          </p>
        }
      >
        <card.Body />
      </Suspense>
    </article>
  );
}

/**
 * /admin/dashboard: a grid of the cards the modules contribute (dashboard-cards.ts), those the user's
 * rights allow. A card comes with its feature's data, never as made-up figures.
 */
export function DashboardPage({ cards }: { cards: readonly DashboardCard[] }) {
  const { t } = useTranslation();
  const { session } = useShell();
  const shown = visibleDashboardCards(cards, session?.rights ?? []);
  return (
    <section className={adminStyles.page} aria-labelledby="admin-dashboard-title">
      <h1 id="admin-dashboard-title" className={adminStyles.pageTitle}>
        {t('admin.navDashboard')}
      </h1>
      {shown.length > 0 ? (
        <div className={styles.cards}>
          {shown.map((card) => (
            <Card key={card.id} card={card} />
          ))}
        </div>
      ) : (
        <p className={adminStyles.notice} data-testid="dashboard-no-cards">
          {t('admin.dashboardNoCards')}
        </p>
      )}
    </section>
  );
}
