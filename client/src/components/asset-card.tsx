import { useTranslation } from 'react-i18next';
import { useUserAssets } from '../api/finance.ts';
import { moneyText } from '../lib/format.ts';
import { routes } from '../lib/route-paths.ts';
import { useOpenRoute } from './route-availability.tsx';

/** The money actions exchange apps put under the total, in the asset centre's order. */
export const ASSET_ACTIONS = [
  { key: 'recharge', path: routes.recharge },
  { key: 'withdraw', path: routes.withdrawal },
  { key: 'transfer', path: routes.fundTransfer },
  { key: 'exchange', path: routes.fastTrade },
] as const;

/**
 * The signed-in user's total assets (tap: the asset centre) with recharge, withdraw, transfer
 * and exchange, for the personal centre's header and home (issue 17 item 1).
 */
export default function AssetCard() {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  const total = useUserAssets().data?.totalAssets;
  return (
    <section className="card asset-card" aria-label={t('zichanCenter.totalAssets')} data-testid="asset-card">
      <button
        type="button"
        onClick={() => openRoute(routes.assetCentre)}
        data-testid="asset-card-open"
        style={{ display: 'block', width: '100%', textAlign: 'left', background: 'none', border: 0, padding: 0, font: 'inherit', color: 'inherit' }}
      >
        <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
          <span className="muted">{t('zichanCenter.totalAssets')} (USDT)</span>
          <span className="link">{t('zichanCenter.title')} ›</span>
        </span>
        <strong data-testid="asset-card-total" style={{ display: 'block', fontSize: 24, margin: '4px 0 8px' }}>
          {/* USDT money at its default 2 decimals (the currency list is not loaded on home), as the asset centre shows it. */}
          {moneyText(total)}
        </strong>
      </button>
      <nav style={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 8 }} aria-label={t('zichanCenter.title')}>
        {ASSET_ACTIONS.map((a) => (
          <button
            key={a.key}
            type="button"
            className="link"
            onClick={() => openRoute(a.path)}
            data-testid={`asset-card-${a.key}`}
            style={{ background: 'none', border: '1px solid var(--line)', borderRadius: 8, padding: '8px 4px', font: 'inherit', fontSize: 13, overflowWrap: 'anywhere' }}
          >
            {t(`zichanCenter.actions.${a.key}`)}
          </button>
        ))}
      </nav>
    </section>
  );
}
