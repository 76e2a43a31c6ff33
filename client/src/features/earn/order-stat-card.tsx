import { useTranslation } from 'react-i18next';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { moneyText } from '../../lib/format.ts';
import { routes } from '../../lib/route-paths.ts';
import { useOrderStat } from './earn-queries.ts';
import styles from './order-stat-card.module.css';

/**
 * The hosted amount of the user's earn products (orderStat, in USDT) with today's and the
 * accumulated income, for the personal and asset centres; opens the investment orders.
 * Nothing is shown until the totals arrive (or when they fail): the page around it stays usable.
 */
export function OrderStatCard() {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  const stat = useOrderStat();
  if (!stat.data) return null;
  const s = stat.data;
  return (
    <section className={`card ${styles.earnStat}`} data-testid="earn-stat" onClick={() => openRoute(routes.investmentOrders)}>
      <h2 className={`section-title ${styles.spread}`}>
        <span>{t('earn.stat.title')}</span>
        <span className={`muted ${styles.span}`}>
          {t('earn.stat.running', { running: s.runningCount })} ›
        </span>
      </h2>
      <div className={styles.div}>
        <div>
          <p className={`muted ${styles.p}`}>
            {t('earn.stat.hosted')} ({s.currency})
          </p>
          <strong data-testid="earn-hosted">{moneyText(s.hostedAmount)}</strong>
        </div>
        <div>
          <p className={`muted ${styles.p}`}>
            {t('earn.stat.today')}
          </p>
          <strong data-testid="earn-today">{moneyText(s.todayIncome)}</strong>
        </div>
        <div>
          <p className={`muted ${styles.p}`}>
            {t('earn.stat.total')}
          </p>
          <strong data-testid="earn-total">{moneyText(s.totalIncome)}</strong>
        </div>
      </div>
    </section>
  );
}
