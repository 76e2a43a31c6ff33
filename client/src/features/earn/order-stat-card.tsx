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
  // Drawn while the totals load (its figures "--"), so the cards below it do not move when they arrive.
  if (stat.isError) return null;
  const s = stat.data;
  const figures = [
    [s ? `${t('earn.stat.hosted')} (${s.currency})` : t('earn.stat.hosted'), 'earn-hosted', s?.hostedAmount],
    [t('earn.stat.today'), 'earn-today', s?.todayIncome],
    [t('earn.stat.total'), 'earn-total', s?.totalIncome],
  ] as const;
  return (
    <section className={`card ${styles.earnStat}`} data-testid="earn-stat" onClick={() => openRoute(routes.investmentOrders)}>
      <h2 className={`section-title ${styles.spread}`}>
        <span>{t('earn.stat.title')}</span>
        <span className={`muted ${styles.span}`}>
          {s && `${t('earn.stat.running', { running: s.runningCount })} ›`}
        </span>
      </h2>
      <div className={styles.div}>
        {figures.map(([label, testId, value]) => (
          <div key={testId}>
            <p className={`muted ${styles.p}`}>{label}</p>
            <strong data-testid={testId}>{moneyText(value)}</strong>
          </div>
        ))}
      </div>
    </section>
  );
}
