import { memo, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CLOSE_REASON, POSITION_SIDE, POSITION_STATUS } from '@sandbox/shared/status';
import { pairLabel, type SymbolInfo } from '../../api/market.ts';
import { useOpenPositions, usePosition, type TradeAccount } from '../../api/positions.ts';
import { moneyText } from '../../lib/format.ts';
import { settlementPath } from './position-history.tsx';
import { fmtPrice, toneClass } from './trading-format.ts';
import { Dialog } from '../../components/overlays.tsx';

const REASON_KEYS: Partial<Record<number, string>> = {
  [CLOSE_REASON.TAKE_PROFIT]: 'takeProfit',
  [CLOSE_REASON.STOP_LOSS]: 'stopLoss',
  [CLOSE_REASON.LIQUIDATION]: 'liquidation',
};

/**
 * A prominent notice when a position the user holds is closed by a rule (take-profit, stop-loss,
 * liquidation) while the trading screen is open (issue 17 item 7): what closed, why, at what
 * price and the result, with the way to its settlement page. A close the user made is not
 * announced again. The notification to read later is written by the server. Memo: the price ticks change nothing in it.
 */
export const ClosedByRuleNotice = memo(function ClosedByRuleNotice({ accountType, competitionId, symbols }: { accountType: TradeAccount; competitionId?: string | undefined; symbols: readonly SymbolInfo[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = useOpenPositions(accountType, true, competitionId);
  const seen = useRef<Set<string> | null>(null);
  const [vanished, setVanished] = useState<string[]>([]);

  // The ids that left the open list since the last answer (the first answer only sets the baseline).
  useEffect(() => {
    if (!open.data || open.isPlaceholderData) return;
    const ids = new Set(open.data.records.map((p) => p.id));
    const before = seen.current;
    seen.current = ids;
    if (before) {
      const gone = [...before].filter((id) => !ids.has(id));
      if (gone.length > 0) setVanished((list) => [...list, ...gone]);
    }
  }, [open.data, open.isPlaceholderData]);

  const current = vanished[0] ?? '';
  const position = usePosition(current);
  const row = position.data;
  const reasonKey = row && row.status !== POSITION_STATUS.RUNNING && row.closeReason !== null ? REASON_KEYS[row.closeReason] : undefined;
  const next = () => setVanished((list) => list.slice(1));

  useEffect(() => {
    // Closed by the user, still open, or not found: nothing to announce.
    if (current && (position.isError || (position.isSuccess && !reasonKey))) next();
  }, [current, position.isError, position.isSuccess, reasonKey]);

  if (!row || !reasonKey) return null;
  const info = symbols.find((s) => s.symbol === row.symbol);
  const side = t(row.side === POSITION_SIDE.LONG ? 'trading.long' : 'trading.short');
  return (
    <Dialog
      visible
      title={t(`trading.reason.${reasonKey}`)}
      content={
        <div className="tr-estimate" data-testid="closed-notice" role="alert">
          <div className="tr-estimate__row">
            <span>{pairLabel(row.symbol, info)}</span>
            <span>
              {side} · {row.leverage}x
            </span>
          </div>
          <div className="tr-estimate__row">
            <span>{t('trading.closePrice')}</span>
            <span>{fmtPrice(row.closePrice, info)}</span>
          </div>
          <div className="tr-estimate__row">
            <span>{t('trading.realizedPnl')}</span>
            <span className={toneClass(row.realizedPnl)} data-testid="closed-notice-pnl">
              {moneyText(row.realizedPnl, 2, 'USDT', { plusSign: true })}
            </span>
          </div>
        </div>
      }
      closeOnAction
      onClose={next}
      actions={[
        [
          { key: 'details', text: t('trading.settlementDetails'), onClick: () => void navigate(settlementPath(row)) },
          { key: 'ok', text: t('common.confirm'), bold: true },
        ],
      ]}
    />
  );
});
