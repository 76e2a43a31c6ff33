import { Button } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { withLivePrice } from '../../../api/market.ts';
import type { OrderSide } from '../side-param.ts';
import type { MainIndicator, SubIndicator } from './indicators.ts';
import { IndicatorChips, IntervalChips } from './kline-chips.tsx';
import { KlineHeader, NoSymbolScreen, TickerErrorScreen } from './kline-states.tsx';
import { KlineSummary } from './kline-summary.tsx';
import { useKlineMarket } from './use-kline-market.ts';
import './kline.css';

export { CANDLE_LIMIT, defaultSymbol } from './use-kline-market.ts';

// klinecharts (~51 KB gzipped on its own) comes in its own chunk, fetched with the page's first render.
const CandleChart = lazy(() => import('./candle-chart.tsx'));

/** Buy / Sell: the contract page on this symbol with the side chosen. */
function TradeLinks({ href }: { href: (side: OrderSide) => string }) {
  const { t } = useTranslation();
  return (
    <div className="kl__trade" data-testid="kline-trade">
      <Link className="kl__trade-button kl__trade-button--buy" to={href('long')}>
        {t('jiesuanInfo.buyLong')}
      </Link>
      <Link className="kl__trade-button kl__trade-button--sell" to={href('short')}>
        {t('jiesuanInfo.sellShort')}
      </Link>
    </div>
  );
}

/**
 * The K-line screen of a symbol (the market's first without one): live price and 24 h figures,
 * K-line from 1 minute to 1 week with volume and indicators, and Buy / Sell when the symbol is
 * traded as a contract.
 */
export function KlineView({
  wanted,
  onBack,
  onOpenMarket,
  tradeHref,
}: {
  /** The symbol asked for (`?symbol=`, upper case), or ''. */
  wanted: string;
  onBack: () => void;
  onOpenMarket: () => void;
  /** Where Buy / Sell lead: the contract screen on this symbol with the side chosen. */
  tradeHref: (symbol: string, side: OrderSide) => string;
}) {
  const { t } = useTranslation();
  const { symbols, symbol, info, interval, setCandleInterval, stream, ticker, candles, refetchCandles } = useKlineMarket(wanted);
  const [main, setMain] = useState<MainIndicator | null>('MA');
  const [subs, setSubs] = useState<readonly SubIndicator[]>(['VOL']);

  const header = <KlineHeader symbol={symbol} info={info} onBack={onBack} />;
  if (!symbol) return <NoSymbolScreen header={header} symbols={symbols} onOpenMarket={onOpenMarket} />;
  if (ticker.isError && !ticker.data) return <TickerErrorScreen header={header} message={ticker.error.message} onRetry={() => void ticker.refetch()} />;

  // Buy / Sell open the contract page on this symbol with the side chosen; only a symbol traded there has them.
  const tradable = info?.contractEnabled === true;
  return (
    <main className={tradable ? 'kl kl--trade' : 'kl'}>
      {header}
      <KlineSummary live={ticker.data ? withLivePrice(ticker.data, stream.prices[symbol]) : undefined} info={info} />
      <IntervalChips value={interval} onChange={setCandleInterval} />
      <Suspense fallback={<div className="kl__chart" />}>
        <CandleChart
          dataKey={`${symbol}:${interval}`}
          interval={interval}
          candles={candles.data}
          livePrice={stream.prices[symbol]}
          liveTime={stream.time}
          main={main}
          subs={subs}
          onNewBar={refetchCandles}
        />
      </Suspense>
      {candles.isSuccess && candles.data.length === 0 && <p className="kl__state">{t('kline.noCandles')}</p>}
      {candles.isError && !candles.data && (
        <div className="kl__state" role="alert">
          <p>{candles.error.message}</p>
          <Button size="small" fill="outline" onClick={() => void candles.refetch()}>
            {t('kline.retry')}
          </Button>
        </div>
      )}
      <IndicatorChips
        main={main}
        subs={subs}
        onToggleMain={(name) => setMain((m) => (m === name ? null : name))}
        onToggleSub={(name) => setSubs((s) => (s.includes(name) ? s.filter((x) => x !== name) : [...s, name]))}
      />
      {tradable && <TradeLinks href={(side) => tradeHref(symbol, side)} />}
    </main>
  );
}
