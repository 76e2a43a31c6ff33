import { Button, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { marketStreamUrl, pairLabel, useSymbols, useTicker, withLivePrice } from '../../api/market.ts';
import {
  MARGIN_MODE,
  POSITION_SIDE,
  POSITION_STATUS,
  TRADE_ACCOUNT,
  closeReasonKey,
  positionStatusKey,
  usePosition,
} from '../../api/positions.ts';
import { useMarketStream } from '../../components/market-stream.ts';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { formatServerTime } from '../../lib/format.ts';
import { feeTotal } from './position-card.tsx';
import { TradingState } from './trading-state.tsx';
import { fmtMoney, fmtPercent, fmtPrice, toneClass } from './trading-format.ts';
import './trading.css';
import styles from './settlement-info.module.css';

/**
 * The settlement information of one of the user's positions, real or demo
 * (ext.positionDetail); an empty id, an unknown one or someone else's shows "not found".
 */
export function SettlementInfo({ id }: { id: string }) {
  const { t } = useTranslation();
  const position = usePosition(id);
  const p = position.data ?? null;
  const symbol = p?.symbol ?? '';
  const open = p?.status === POSITION_STATUS.RUNNING;
  const stream = useMarketStream(symbol ? marketStreamUrl([symbol]) : null);
  const ticker = useTicker(symbol, !stream.down);
  const info = useSymbols().data?.find((s) => s.symbol === symbol);
  const current = ticker.data ? withLivePrice(ticker.data, stream.prices[symbol]).price : undefined;

  const header = <ScreenHeader title={t('jiesuanInfo.title')} />;
  if (id === '' || (position.isSuccess && p === null)) {
    return (
      <main className="screen">
        {header}
        <TradingState title={t('jiesuanInfo.notFound')} description={t('jiesuanInfo.notFoundDesc')} testId="not-found" />
      </main>
    );
  }
  if (position.isPending) {
    return (
      <main className="screen">
        {header}
        <div className="tr-body">
          <Skeleton.Paragraph lineCount={10} animated />
        </div>
      </main>
    );
  }
  if (position.isError || !p) {
    return (
      <main className="screen">
        {header}
        <TradingState error title={t('trading.loadFailed')} description={position.error?.message}>
          <Button color="primary" fill="outline" onClick={() => void position.refetch()}>
            {t('trading.retry')}
          </Button>
        </TradingState>
      </main>
    );
  }

  const long = p.side === POSITION_SIDE.LONG;
  const pnl = open ? p.unrealizedPnl : (p.realizedPnl ?? p.unrealizedPnl);
  // A closed position shows its breakdown exactly (net = gross - opening fee - closing fee: what the wallet moved).
  const settled = !open && p.grossPnl !== null;
  const pnlText = fmtMoney(pnl, true);
  const pnlLabel = t(open ? 'trading.unrealizedPnl' : settled ? 'trading.netPnl' : 'trading.realizedPnl');
  const rows: Array<[string, React.ReactNode, string?]> = [
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
    [t('trading.expectedReturn'), p.expectedReturn === null ? '--' : `${fmtMoney(p.expectedReturn, true)} USDT`, 'f-expected'],
    ...(settled
      ? [[t('trading.grossPnl'), <span className={toneClass(p.grossPnl)}>{fmtMoney(p.grossPnl, true)} USDT</span>, 'f-gross'] as [string, React.ReactNode, string]]
      : []),
    [pnlLabel, <span className={toneClass(pnl)}>{pnlText} USDT</span>, 'f-pnl'],
    [t('trading.yield'), <span className={toneClass(p.yield)}>{fmtPercent(p.yield, true)}</span>, 'f-yield'],
    [t('trading.openFee'), `${fmtMoney(p.openFee)} USDT`, 'f-open-fee'],
    [t('trading.closeFee'), `${fmtMoney(p.closeFee)} USDT`, 'f-close-fee'],
    [t('trading.fees'), `${fmtMoney(feeTotal(p))} USDT`, 'f-fees'],
    [t('trading.liquidationPrice'), fmtPrice(p.liquidationPrice, info), 'f-liq'],
    [t('jiesuanInfo.closeReason'), p.closeReason === null ? '--' : t(`trading.reason.${closeReasonKey(p.closeReason)}`), 'f-reason'],
    [t('trading.openTime'), formatServerTime(p.openTime), 'f-open-time'],
    [t('trading.closeTime'), formatServerTime(p.closeTime), 'f-close-time'],
    [
      t('jiesuanInfo.positionType'),
      t(p.marginMode === MARGIN_MODE.ISOLATED ? 'trading.isolated' : 'trading.cross'),
      'f-type',
    ],
    [t('jiesuanInfo.orderNo'), p.orderNo, 'f-order'],
  ];

  return (
    <main className="screen" data-testid="jiesuan-info">
      {header}
      {p.accountType === TRADE_ACCOUNT.DEMO && (
        <div className="tr-demo-banner">{t('demotrading.simulated')}</div>
      )}
      {p.accountType === TRADE_ACCOUNT.COMPETITION && (
        <div className="tr-demo-banner" data-testid="competition-marker">
          {t('jiesuanInfo.competitionSimulated')}
        </div>
      )}
      <div className="tr-body">
        <section className={`card ${styles.headline}`}>
          <div className="muted">{pnlLabel} (USDT)</div>
          <div className={`tr-head__last ${toneClass(pnl)}`} data-testid="headline-pnl">
            {pnlText}
          </div>
          <div className={toneClass(p.yield)}>{fmtPercent(p.yield, true)}</div>
          {settled && (
            <div className={`muted ${styles.note}`} data-testid="breakdown-note">
              {t('trading.breakdownNote')}
            </div>
          )}
        </section>
        <section className="card tr-detail" aria-label={t('jiesuanInfo.title')}>
          {rows.map(([label, value, testId]) => (
            <div className="tr-detail__row" key={testId}>
              <span>{label}</span>
              <span data-testid={testId}>{value}</span>
            </div>
          ))}
        </section>
      </div>
    </main>
  );
}
