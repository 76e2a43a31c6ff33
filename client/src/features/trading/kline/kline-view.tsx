import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  CANDLE_INTERVALS,
  changeTone,
  listCandles,
  marketStreamUrl,
  pairLabel,
  useSymbols,
  useTicker,
  withLivePrice,
  type CandleInterval,
} from '../../../api/market.ts';
import { decimalsOf } from '@sandbox/shared/money';
import { useMarketStream } from '../../../components/market-stream.ts';
import type { OrderSide } from '../side-param.ts';
import { fmtPrice } from '../trading-format.ts';
import { formatNumber, percentText } from '../../../lib/format.ts';
import {
  MAIN_INDICATORS,
  SUB_INDICATORS,
  type MainIndicator,
  type SubIndicator,
} from './indicators.ts';
import './kline.css';

// klinecharts (~51 KB gzipped on its own) comes in its own chunk, fetched with the page's first render.
const CandleChart = lazy(() => import('./candle-chart.tsx'));

const INTERVAL_KEYS: Record<CandleInterval, string> = {
  '1m': 'm1',
  '5m': 'm5',
  '15m': 'm15',
  '30m': 'm30',
  '1h': 'h1',
  '4h': 'h4',
  '1d': 'd1',
  '1w': 'w1',
};
export const CANDLE_LIMIT = 300;

/** The market's first symbol in its listing order, the chart's default. */
export function defaultSymbol(symbols: readonly { symbol: string; sort: number }[] | undefined): string {
  return [...(symbols ?? [])].sort((a, b) => a.sort - b.sort)[0]?.symbol ?? '';
}
const CANDLE_REFRESH_MS = 10_000;

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
  const symbolsQuery = useSymbols();
  // Without ?symbol= the chart opens on the market's first symbol (issue 17 item 3).
  const symbol = wanted || defaultSymbol(symbolsQuery.data);
  const [interval, setCandleInterval] = useState<CandleInterval>('15m');
  const [main, setMain] = useState<MainIndicator | null>('MA');
  const [subs, setSubs] = useState<readonly SubIndicator[]>(['VOL']);
  const queryClient = useQueryClient();

  const resync = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: ['market'] }),
    [queryClient],
  );
  const stream = useMarketStream(symbol ? marketStreamUrl([symbol]) : null, resync);
  const ticker = useTicker(symbol, !stream.down);
  const info = symbolsQuery.data?.find((s) => s.symbol === symbol);
  const candles = useQuery({
    queryKey: ['market', 'candles', symbol, interval],
    queryFn: () => listCandles({ symbol, interval, limit: CANDLE_LIMIT }),
    enabled: symbol !== '' && ticker.isSuccess,
    refetchInterval: CANDLE_REFRESH_MS,
  });
  // One refetch at a time: ticks keep arriving while the new bar is being fetched.
  const refetchCandles = useCallback(
    () =>
      void queryClient.refetchQueries(
        { queryKey: ['market', 'candles', symbol, interval] },
        { cancelRefetch: false },
      ),
    [queryClient, symbol, interval],
  );

  const toggleSub = (name: SubIndicator) =>
    setSubs((s) => (s.includes(name) ? s.filter((x) => x !== name) : [...s, name]));

  const header = (
    <header className="kl__bar">
      <button type="button" className="kl__back" aria-label={t('common.back')} onClick={onBack}>
        ‹
      </button>
      <h1 className="kl__title">{symbol ? pairLabel(symbol, info) : t('kline.title')}</h1>
      {info && <span className="kl__name">{info.name}</span>}
    </header>
  );

  if (!symbol && symbolsQuery.isPending) {
    return (
      <main className="kl">
        {header}
        <div className="kl__summary">
          <Skeleton.Paragraph lineCount={3} animated />
        </div>
      </main>
    );
  }
  if (!symbol) {
    return (
      <main className="kl">
        {header}
        <div className="kl__state">
          <ErrorBlock
            status="empty"
            title={symbolsQuery.isSuccess ? t('kline.noSymbols') : t('kline.missingSymbol')}
            description={symbolsQuery.error?.message ?? ''}
          />
          <Button color="primary" onClick={onOpenMarket}>
            {t('kline.toMarket')}
          </Button>
        </div>
      </main>
    );
  }
  if (ticker.isError && !ticker.data) {
    return (
      <main className="kl">
        {header}
        <div className="kl__state" role="alert">
          <ErrorBlock
            status="default"
            title={t('kline.error')}
            description={ticker.error.message}
          />
          <Button color="primary" fill="outline" onClick={() => void ticker.refetch()}>
            {t('kline.retry')}
          </Button>
        </div>
      </main>
    );
  }

  const live = ticker.data ? withLivePrice(ticker.data, stream.prices[symbol]) : undefined;
  const tone = changeTone(live?.change24h);
  // Every price of the symbol at its price precision (the decimals the server sent until the list answers), so they line up.
  const price = (value: string | undefined) => fmtPrice(value, info);
  // Buy / Sell open the contract page on this symbol with the side chosen; only a symbol traded there has them.
  const tradable = info?.contractEnabled === true;
  const trade = (side: OrderSide) => tradeHref(symbol, side);

  return (
    <main className={tradable ? 'kl kl--trade' : 'kl'}>
      {header}
      {!live ? (
        <div className="kl__summary">
          <Skeleton.Paragraph lineCount={3} animated />
        </div>
      ) : (
        <section className="kl__summary" aria-label={t('kline.change')}>
          <div>
            <div className={`kl__price kl--${tone}`} data-testid="kline-price">
              {price(live.price)}
            </div>
            <div className={`kl__change kl--${tone}`}>
              {/* A signed price difference: the price's decimals with its sign (priceText carries none). */}
              {formatNumber(live.change24h, info?.pricePrecision ?? decimalsOf(live.price), { plusSign: true })} ({percentText(live.changePercent24h, { plusSign: true })})
            </div>
          </div>
          <dl className="kl__stats">
            <dt>{t('kline.open')}</dt>
            <dd>{price(live.open24h)}</dd>
            <dt>{t('kline.high')}</dt>
            <dd>{price(live.high24h)}</dd>
            <dt>{t('kline.low')}</dt>
            <dd>{price(live.low24h)}</dd>
            <dt>{t('kline.volume')}</dt>
            <dd>{formatNumber(live.volume24h, 2)}</dd>
          </dl>
        </section>
      )}
      <nav className="kl__chips" aria-label="Interval">
        {CANDLE_INTERVALS.map((i) => (
          <button
            key={i}
            type="button"
            className="kl__chip"
            aria-pressed={i === interval}
            onClick={() => setCandleInterval(i)}
          >
            {t(`kline.intervals.${INTERVAL_KEYS[i]}`)}
          </button>
        ))}
      </nav>
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
      {candles.isSuccess && candles.data.length === 0 && (
        <p className="kl__state">{t('kline.noCandles')}</p>
      )}
      {candles.isError && !candles.data && (
        <div className="kl__state" role="alert">
          <p>{candles.error.message}</p>
          <Button size="small" fill="outline" onClick={() => void candles.refetch()}>
            {t('kline.retry')}
          </Button>
        </div>
      )}
      <nav className="kl__chips" aria-label="Indicators">
        <span className="kl__chip-label">{t('kline.main')}</span>
        {MAIN_INDICATORS.map((name) => (
          <button
            key={name}
            type="button"
            className="kl__chip"
            aria-pressed={main === name}
            onClick={() => setMain((m) => (m === name ? null : name))}
          >
            {name}
          </button>
        ))}
        <span className="kl__chip-label">{t('kline.sub')}</span>
        {SUB_INDICATORS.map((name) => (
          <button
            key={name}
            type="button"
            className="kl__chip"
            aria-pressed={subs.includes(name)}
            onClick={() => toggleSub(name)}
          >
            {name}
          </button>
        ))}
      </nav>
      {tradable && (
        <div className="kl__trade" data-testid="kline-trade">
          <Link className="kl__trade-button kl__trade-button--buy" to={trade('long')}>
            {t('jiesuanInfo.buyLong')}
          </Link>
          <Link className="kl__trade-button kl__trade-button--sell" to={trade('short')}>
            {t('jiesuanInfo.sellShort')}
          </Link>
        </div>
      )}
    </main>
  );
}
