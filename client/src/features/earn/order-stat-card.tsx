import { useTranslation } from 'react-i18next';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { moneyText } from '../../lib/format.ts';
import { routes } from '../../lib/route-paths.ts';
import { useOrderStat } from './earn-queries.ts';

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
    <section className="card" data-testid="earn-stat" style={{ cursor: 'pointer' }} onClick={() => openRoute(routes.investmentOrders)}>
      <h2 className="section-title" style={{ display: 'flex', justifyContent: 'space-between' }}>
        <span>{t('earn.stat.title')}</span>
        <span className="muted" style={{ fontWeight: 400 }}>
          {t('earn.stat.running', { running: s.runningCount })} ›
        </span>
      </h2>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 8 }}>
        <div>
          <p className="muted" style={{ margin: 0, fontSize: 12 }}>
            {t('earn.stat.hosted')} ({s.currency})
          </p>
          <strong data-testid="earn-hosted">{moneyText(s.hostedAmount)}</strong>
        </div>
        <div>
          <p className="muted" style={{ margin: 0, fontSize: 12 }}>
            {t('earn.stat.today')}
          </p>
          <strong data-testid="earn-today">{moneyText(s.todayIncome)}</strong>
        </div>
        <div>
          <p className="muted" style={{ margin: 0, fontSize: 12 }}>
            {t('earn.stat.total')}
          </p>
          <strong data-testid="earn-total">{moneyText(s.totalIncome)}</strong>
        </div>
      </div>
    </section>
  );
}
