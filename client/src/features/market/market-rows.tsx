import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { memo, useCallback, useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { withLivePrice, type SymbolInfo, type Ticker, type useTickers } from '../../api/market.ts';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { TickerRow } from '../../components/ticker-row.tsx';
import { formatNumber } from '../../lib/format.ts';
import { routeWith, routes } from '../../lib/route-paths.ts';

/**
 * One market row, opening its K-line. Memo: a price tick draws again only the rows whose price
 * moved, and their volume line is translated when the volume or the language changes. The list
 * hands each row its `t` and `openRoute`, so a row subscribes to nothing of its own.
 */
const MarketRow = memo(function MarketRow({ ticker, info, livePrice, t, openRoute }: {
  ticker: Ticker;
  info: SymbolInfo | undefined;
  livePrice: string | undefined;
  t: TFunction;
  openRoute: (path: string) => void;
}) {
  const base = info?.baseCurrency ?? '';
  // Volume carries its unit, the base currency (issue 17 item 5); whole units fit the row.
  const sub = useMemo(() => t('hangqing.volume', { value: `${formatNumber(ticker.volume24h, 0)} ${base}`.trim() }), [t, ticker.volume24h, base]);
  const open = useCallback(() => openRoute(routeWith(routes.kline, { symbol: ticker.symbol })), [openRoute, ticker.symbol]);
  return (
    <li>
      <TickerRow ticker={withLivePrice(ticker, livePrice)} info={info} sub={sub} testId={`market-row-${ticker.symbol}`} onOpen={open} />
    </li>
  );
});

/**
 * The market's rows (each opens its K-line), or in their place a skeleton while the tickers load,
 * their error with a retry, or the empty state.
 */
export function MarketRows({
  tickers,
  rows,
  bySymbol,
  prices,
  label,
}: {
  tickers: ReturnType<typeof useTickers>;
  /** The tickers that match the search. */
  rows: readonly Ticker[];
  bySymbol: ReadonlyMap<string, SymbolInfo>;
  /** Live prices from the stream, by symbol. */
  prices: Readonly<Record<string, string>>;
  /** The list's name: the category shown. */
  label: string;
}) {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  if (tickers.isLoading) {
    return (
      <div className="hq__state">
        <Skeleton.Paragraph lineCount={8} animated />
      </div>
    );
  }
  if (tickers.isError && !tickers.data) {
    return (
      <div className="hq__state">
        <ErrorBlock status="default" title={t('hangqing.error')} description={tickers.error.message} />
        <Button color="primary" fill="outline" onClick={() => void tickers.refetch()}>
          {t('hangqing.retry')}
        </Button>
      </div>
    );
  }
  if (rows.length === 0) {
    return (
      <div className="hq__state">
        <ErrorBlock status="empty" title={t('hangqing.empty')} description="" />
      </div>
    );
  }
  return (
    <ul className="hq__list" aria-label={label}>
      {rows.map((ticker) => (
        <MarketRow key={ticker.symbol} ticker={ticker} info={bySymbol.get(ticker.symbol)} livePrice={prices[ticker.symbol]} t={t} openRoute={openRoute} />
      ))}
    </ul>
  );
}
