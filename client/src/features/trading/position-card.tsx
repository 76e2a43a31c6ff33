import { toDecimal } from '@sandbox/shared/format';
import { useTranslation } from 'react-i18next';
import { NO_VALUE_TEXT } from '@sandbox/shared/constants';
import { pairLabel, type SymbolInfo } from '../../api/market.ts';
import { MARGIN_MODE, POSITION_SIDE, POSITION_STATUS, closeReasonKey, type Position } from '../../api/positions.ts';
import { formatServerTime } from '../../lib/format.ts';
import { fmtMoney, fmtPercent, fmtPrice, toneClass } from './trading-format.ts';

function Kv({ label, value, className, testId }: { label: string; value: string; className?: string; testId?: string }) {
  return (
    <div className="tr-kv">
      <span className="tr-kv__label">{label}</span>
      <span className={`tr-kv__value ${className ?? ''}`} data-testid={testId}>
        {value}
      </span>
    </div>
  );
}

/** Side, margin mode and leverage badges of a position. */
export function PositionBadges({ position }: { position: Position }) {
  const { t } = useTranslation();
  const long = position.side === POSITION_SIDE.LONG;
  return (
    <>
      <span className={`tr-badge ${long ? 'tr-badge--long' : 'tr-badge--short'}`}>{t(long ? 'trading.long' : 'trading.short')}</span>
      <span className="tr-badge">
        {t(position.marginMode === MARGIN_MODE.ISOLATED ? 'trading.isolated' : 'trading.cross')} {position.leverage}x
      </span>
    </>
  );
}

/**
 * A position's figures. Open: the server's PnL, yield, margin ratio, liquidation price and
 * TP/SL, with the streamed mark price; closed: close price, net PnL and its breakdown.
 */
function PositionFigures({ position: p, info, livePrice }: { position: Position; info: SymbolInfo | undefined; livePrice: string | undefined }) {
  const { t } = useTranslation();
  const open = p.status === POSITION_STATUS.RUNNING;
  const pnl = open ? p.unrealizedPnl : (p.realizedPnl ?? p.unrealizedPnl);
  const base = info?.baseCurrency ?? '';
  return (
    <div className="tr-pos__grid">
      <Kv
        label={t(open ? 'trading.unrealizedPnl' : 'trading.netPnl')}
        value={fmtMoney(pnl, true)}
        className={toneClass(pnl)}
        testId="pnl"
      />
      <Kv label={t('trading.yield')} value={fmtPercent(p.yield, true)} className={toneClass(p.yield)} testId="yield" />
      <Kv label={t('trading.quantityUnit', { base })} value={p.quantity} />
      <Kv label={t('trading.entryPrice')} value={fmtPrice(p.entryPrice, info)} />
      {open ? (
        <Kv label={t('trading.markPrice')} value={fmtPrice(livePrice ?? p.markPrice, info)} testId="mark" />
      ) : (
        <Kv label={t('trading.closePrice')} value={fmtPrice(p.closePrice, info)} testId="close-price" />
      )}
      <Kv label={t('trading.margin')} value={fmtMoney(p.margin)} />
      {open && (
        <>
          <Kv label={t('trading.liquidationPrice')} value={fmtPrice(p.liquidationPrice, info)} testId="liq" />
          <Kv label={t('trading.marginRatio')} value={fmtPercent(p.marginRatio)} />
          <Kv
            label={t('trading.expectedReturn')}
            value={p.expectedReturn === null ? NO_VALUE_TEXT : fmtMoney(p.expectedReturn, true)}
            className={toneClass(p.expectedReturn)}
          />
        </>
      )}
      <Kv label={t('trading.takeProfit')} value={fmtPrice(p.takeProfit, info)} testId="tp" />
      <Kv label={t('trading.stopLoss')} value={fmtPrice(p.stopLoss, info)} testId="sl" />
      {open || p.grossPnl === null ? (
        <Kv label={t('trading.fees')} value={fmtMoney(feeTotal(p))} />
      ) : (
        // A closed position's breakdown, exact: net = gross - opening fee - closing fee, what the wallet moved.
        <>
          <Kv label={t('trading.grossPnl')} value={fmtMoney(p.grossPnl, true)} className={toneClass(p.grossPnl)} testId="gross-pnl" />
          <Kv label={t('trading.openFee')} value={fmtMoney(p.openFee)} testId="open-fee" />
          <Kv label={t('trading.closeFee')} value={fmtMoney(p.closeFee)} testId="close-fee" />
        </>
      )}
    </div>
  );
}

/**
 * One position: its symbol and badges (why it closed, once closed), its figures, when it
 * opened and closed, and the actions given; with `onOpen`, a link.
 */
export function PositionCard({
  position: p,
  info,
  livePrice,
  actions,
  onOpen,
}: {
  position: Position;
  info: SymbolInfo | undefined;
  livePrice?: string | undefined;
  actions?: React.ReactNode;
  onOpen?: () => void;
}) {
  const { t } = useTranslation();
  const open = p.status === POSITION_STATUS.RUNNING;

  return (
    <article
      className={`tr-pos${onOpen ? ' tr-pos--link' : ''}`}
      data-testid={`position-${p.id}`}
      onClick={onOpen}
      onKeyDown={onOpen ? (e) => e.key === 'Enter' && onOpen() : undefined}
      role={onOpen ? 'button' : undefined}
      tabIndex={onOpen ? 0 : undefined}
    >
      <div className="tr-pos__top">
        <span className="tr-pos__symbol">{pairLabel(p.symbol, info)}</span>
        <PositionBadges position={p} />
        {!open && (
          <span className="tr-badge" data-testid="close-reason">
            {t(`trading.reason.${closeReasonKey(p.closeReason)}`)}
          </span>
        )}
      </div>
      <PositionFigures position={p} info={info} livePrice={livePrice} />
      <div className="tr-pos__time">
        {t('trading.openTime')}: {formatServerTime(p.openTime)}
        {p.closeTime && (
          <>
            {' · '}
            {t('trading.closeTime')}: {formatServerTime(p.closeTime)}
          </>
        )}
      </div>
      {actions && (
        <div className="tr-pos__actions" onClick={(e) => e.stopPropagation()} role="presentation">
          {actions}
        </div>
      )}
    </article>
  );
}

/** Opening plus closing fee, exactly. */
export function feeTotal(p: Pick<Position, 'openFee' | 'closeFee'>): string {
  const open = toDecimal(p.openFee);
  const close = toDecimal(p.closeFee);
  if (!open || !close) return p.openFee;
  return open.plus(close).toFixed();
}
