import { moneyText } from '../../lib/format.ts';
import { useTranslation } from 'react-i18next';
import { PRODUCT_TYPE } from '../../api/prod.ts';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { detailPath, RaisedBar, rateRangeText, ProductList } from '../../features/earn/index.ts';
import { InfoRow } from '../../components/screen-states.tsx';
import { routes } from '../../lib/route-paths.ts';
import styles from './zhaiquan.module.css';

/**
 * Debt crowdfunding (zhaiquan, public): each project with what is raised against its target
 * (a progress bar), its rate and term and the minimum; subscribing opens zhaiquanDetail (login).
 * The contract's product carries no issuer field: the project's description names it.
 */
export default function DebtPage() {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  return (
    <main className="screen" data-testid="zhaiquan">
      <ScreenHeader
        title={t('earn.debt.title')}
        right={
          <button type="button" className="link" onClick={() => openRoute(routes.investmentOrders)} data-testid="orders-link">
            {t('earn.list.myOrders')}
          </button>
        }
      />
      <div className="screen__body">
        <p className={`muted ${styles.p}`}>
          {t('earn.debt.intro')}
        </p>
        <ProductList
          type={PRODUCT_TYPE.DEBT}
          onOpen={(p) => openRoute(detailPath(p))}
          emptyTitle={t('earn.debt.empty')}
          renderBody={(p, decimals) => (
            <>
              {p.description && (
                <p className={`muted ${styles.paraTop}`} data-testid="issuer">
                  {p.description}
                </p>
              )}
              <InfoRow label={t('earn.fields.rate')} value={rateRangeText(p.dailyRateMin, p.dailyRateMax)} testId="rate-range" strong />
              <InfoRow label={t('earn.fields.term')} value={t('earn.fields.days', { count: p.cycleDays })} testId="term" />
              <InfoRow label={t('earn.fields.minimum')} value={moneyText(p.minAmount, decimals, p.currency)} />
              <RaisedBar product={p} decimals={decimals} />
            </>
          )}
        />
      </div>
    </main>
  );
}
