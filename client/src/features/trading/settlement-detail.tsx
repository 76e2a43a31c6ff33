import { useTranslation } from 'react-i18next';
import { NO_VALUE_TEXT } from '@sandbox/shared/constants';
import { pairLabel, type SymbolInfo } from '../../api/market.ts';
import { MARGIN_MODE, POSITION_SIDE, POSITION_STATUS, closeReasonKey, positionStatusKey, type Position } from '../../api/positions.ts';
import { formatServerTime } from '../../lib/format.ts';
import { feeTotal } from './position-card.tsx';
import { fmtMoney, fmtPercent, fmtPrice, toneClass } from './trading-format.ts';
import styles from './settlement-info.module.css';

type Row = [label: string, value: React.ReactNode, testId: string];

/**
 * The position's PnL and its label: unrealized while open; a closed position's realized PnL,
 * named net when its breakdown is known (net = gross - opening fee - closing fee: what the
 * wallet moved).
 */
function usePnl(p: Position) {
  const { t } = useTranslation();
  const open = p.status === POSITION_STATUS.RUNNING;
  const pnl = open ? p.unrealizedPnl : (p.realizedPnl ?? p.unrealizedPnl);
  const settled = !open && p.grossPnl !== null;
  return { open, pnl, settled, label: t(open ? 'trading.unrealizedPnl' : settled ? 'trading.netPnl' : 'trading.realizedPnl') };
}

/** The PnL in large, its yield, and the breakdown's note once settled. */
export function SettlementHeadline({ position: p }: { position: Position }) {
  const { t } = useTranslation();
  const { pnl, settled, label } = usePnl(p);
  return (
    <section className={`card ${styles.headline}`}>
      <div className="muted">{label} (USDT)</div>
      <div className={`tr-head__last ${toneClass(pnl)}`} data-testid="headline-pnl">
        {fmtMoney(pnl, true)}
      </div>
      <div className={toneClass(p.yield)}>{fmtPercent(p.yield, true)}</div>
      {settled && (
        <div className={`muted ${styles.note}`} data-testid="breakdown-note">
          {t('trading.breakdownNote')}
        </div>
      )}
    </section>
  );
}

/** Every field of the position, one row each, with the live price while it is open. */
export function SettlementDetail({ position: p, info, current }: { position: Position; info: SymbolInfo | undefined; current: string | undefined }) {
  const { t } = useTranslation();
  const { open, pnl, settled, label } = usePnl(p);
  const long = p.side === POSITION_SIDE.LONG;
  const rows: Row[] = [
    [t('jiesuanInfo.currency'), pairLabel(p.symbol, info), 'f-currency'],
    [
      t('jiesuanInfo.direction'),
      <span className={long ? 'tr--up' : 'tr--down'}>{t(long ? 'jiesuanInfo.buyLong' : 'jiesuanInfo.sellShort')}</span>,
      'f-direction',
    ],
    [t('jiesuanInfo.status'), t(`trading.status.${positionStatusKey(p.status)}`), 'f-status'],
    [t('trading.entryPrice'), fmtPrice(p.entryPrice, info), 'f-open'],
    [t('trading.closePrice'), fmtPrice(p.closePrice, info), 'f-close'],
    [t('jiesuanInfo.currentPrice'), fmtPrice(current ?? (open ? p.markPrice : undefined), info), 'f-current'],
    [t('trading.quantityUnit', { base: info?.baseCurrency ?? '' }), p.quantity, 'f-quantity'],
    [t('trading.leverage'), `${p.leverage}x`, 'f-leverage'],
    [t('trading.margin'), `${fmtMoney(p.margin)} USDT`, 'f-margin'],
    [t('trading.takeProfit'), fmtPrice(p.takeProfit, info), 'f-tp'],
    [t('trading.stopLoss'), fmtPrice(p.stopLoss, info), 'f-sl'],
    [t('trading.expectedReturn'), p.expectedReturn === null ? NO_VALUE_TEXT : `${fmtMoney(p.expectedReturn, true)} USDT`, 'f-expected'],
    ...(settled ? [[t('trading.grossPnl'), <span className={toneClass(p.grossPnl)}>{fmtMoney(p.grossPnl, true)} USDT</span>, 'f-gross'] as Row] : []),
    [label, <span className={toneClass(pnl)}>{fmtMoney(pnl, true)} USDT</span>, 'f-pnl'],
    [t('trading.yield'), <span className={toneClass(p.yield)}>{fmtPercent(p.yield, true)}</span>, 'f-yield'],
    [t('trading.openFee'), `${fmtMoney(p.openFee)} USDT`, 'f-open-fee'],
    [t('trading.closeFee'), `${fmtMoney(p.closeFee)} USDT`, 'f-close-fee'],
    [t('trading.fees'), `${fmtMoney(feeTotal(p))} USDT`, 'f-fees'],
    [t('trading.liquidationPrice'), fmtPrice(p.liquidationPrice, info), 'f-liq'],
    [t('jiesuanInfo.closeReason'), p.closeReason === null ? NO_VALUE_TEXT : t(`trading.reason.${closeReasonKey(p.closeReason)}`), 'f-reason'],
    [t('trading.openTime'), formatServerTime(p.openTime), 'f-open-time'],
    [t('trading.closeTime'), formatServerTime(p.closeTime), 'f-close-time'],
    [t('jiesuanInfo.positionType'), t(p.marginMode === MARGIN_MODE.ISOLATED ? 'trading.isolated' : 'trading.cross'), 'f-type'],
    [t('jiesuanInfo.orderNo'), p.orderNo, 'f-order'],
  ];
  return (
    <section className="card tr-detail" aria-label={t('jiesuanInfo.title')}>
      {rows.map(([rowLabel, value, testId]) => (
        <div className="tr-detail__row" key={testId}>
          <span>{rowLabel}</span>
          <span data-testid={testId}>{value}</span>
        </div>
      ))}
    </section>
  );
}
