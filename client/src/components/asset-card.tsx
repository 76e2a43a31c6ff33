import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_VALUE_TEXT } from '@sandbox/shared/constants';
import { routes } from '../lib/route-paths.ts';
import { useOpenRoute } from './route-availability.tsx';
import styles from './asset-card.module.css';

/** The money actions exchange apps put under the total, in the asset centre's order. */
export const ASSET_ACTIONS = [
  { key: 'recharge', path: routes.recharge },
  { key: 'withdraw', path: routes.withdrawal },
  { key: 'transfer', path: routes.fundTransfer },
  { key: 'exchange', path: routes.fastTrade },
] as const;

// The total's data: loaded apart, so the card takes its full height on its first render and
// nothing under it moves when the number arrives (a tap meant for home's shortcuts stays one).
const AssetTotal = lazy(() => import('./asset-total.tsx'));

/**
 * The signed-in user's total assets (tap: the asset centre) with recharge, withdraw, transfer
 * and exchange, for the personal centre's header and home (issue 17 item 1).
 */
export default function AssetCard() {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  return (
    <section className="card asset-card" aria-label={t('zichanCenter.totalAssets')} data-testid="asset-card">
      <button className={styles.assetCardOpen}
        type="button"
        onClick={() => openRoute(routes.assetCentre)}
        data-testid="asset-card-open"
      >
        <span className={styles.span}>
          <span className="muted">{t('zichanCenter.totalAssets')} (USDT)</span>
          <span className="link">{t('zichanCenter.title')} ›</span>
        </span>
        <strong className={styles.assetCardTotal} data-testid="asset-card-total">
          <Suspense fallback={NO_VALUE_TEXT}>
            <AssetTotal />
          </Suspense>
        </strong>
      </button>
      <nav className={styles.nav} aria-label={t('zichanCenter.title')}>
        {ASSET_ACTIONS.map((a) => (
          <button
            key={a.key}
            type="button"
            className={`link ${styles.button}`}
            onClick={() => openRoute(a.path)}
            data-testid={`asset-card-${a.key}`}
          >
            {t(`zichanCenter.actions.${a.key}`)}
          </button>
        ))}
      </nav>
    </section>
  );
}
