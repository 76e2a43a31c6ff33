import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pairLabel, type SymbolInfo } from '../../api/market.ts';
import { formatNumber, moneyText, percentText } from '../../lib/format.ts';
import { Popup } from '../../components/overlays.tsx';
import sheet from './sheet.module.css';

type Tier = SymbolInfo['maintenanceTiers'][number];

/** "0 – 50,000", "50,000 – 250,000", "≥ 500,000": a bracket's position values (floor inclusive, cap exclusive). */
function notionalRange(tier: Tier): string {
  const floor = formatNumber(tier.notionalFloor, 0);
  return tier.notionalCap === null ? `≥ ${floor}` : `${floor} – ${formatNumber(tier.notionalCap, 0)}`;
}

/** The brackets as published by trade.symbolList: enough to recompute any liquidation price. */
export function MaintenanceTiers({ tiers }: { tiers: Tier[] }) {
  const { t } = useTranslation();
  if (tiers.length === 0) return <p className="muted tr-state">{t('trading.tiersEmpty')}</p>;
  return (
    <div className="tr-tiers">
      <table data-testid="maintenance-tiers">
        <thead>
          <tr>
            <th scope="col">{t('trading.tierNo')}</th>
            <th scope="col">{t('trading.tierNotional')}</th>
            <th scope="col">{t('trading.maxLeverage')}</th>
            <th scope="col">{t('trading.tierRate')}</th>
            <th scope="col">{t('trading.tierAmount')}</th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier) => (
            <tr key={tier.tier} data-testid={`tier-${tier.tier}`}>
              <td>{tier.tier}</td>
              <td>{notionalRange(tier)}</td>
              <td>{tier.maxLeverage}x</td>
              <td>{percentText(tier.maintenanceMarginRate)}</td>
              <td>{moneyText(tier.maintenanceAmount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted tr-tiers__note">{t('trading.tiersNote')}</p>
    </div>
  );
}

/** The "Rules" chip of the trading header and its sheet: fee, maximum leverage and the maintenance brackets (memo: the same symbol's rules at every price tick). */
export const SymbolRules = memo(function SymbolRules({ info }: { info: SymbolInfo | undefined }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!info) return null;
  return (
    <>
      <button type="button" className="tr-chip" onClick={() => setOpen(true)} data-testid="open-rules">
        {t('trading.info')}
      </button>
      <Popup visible={open} onMaskClick={() => setOpen(false)} onClose={() => setOpen(false)} bodyClassName={sheet.sheet}>
        <div className="tr-popup tr-rules" data-testid="symbol-rules">
          <h2>{t('trading.infoTitle', { symbol: pairLabel(info.symbol, info) })}</h2>
          <div className="tr-rules__row">
            <span className="muted">{t('trading.feeRate')}</span>
            <strong>{percentText(info.feeRate)}</strong>
          </div>
          <div className="tr-rules__row">
            <span className="muted">{t('trading.maxLeverage')}</span>
            <strong>{info.maxLeverage}x</strong>
          </div>
          <h3>{t('trading.tiers')}</h3>
          <MaintenanceTiers tiers={info.maintenanceTiers} />
        </div>
      </Popup>
    </>
  );
});
