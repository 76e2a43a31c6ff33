import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { withLivePrice, type SymbolInfo, type Ticker, type useTickers } from '../../api/market.ts';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { TickerRow } from '../../components/ticker-row.tsx';
import { formatNumber } from '../../lib/format.ts';
import { routeWith, routes } from '../../lib/route-paths.ts';

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
        <li key={ticker.symbol}>
          <TickerRow
            ticker={withLivePrice(ticker, prices[ticker.symbol])}
            info={bySymbol.get(ticker.symbol)}
            // Volume carries its unit, the base currency (issue 17 item 5); whole units fit the row.
            sub={t('hangqing.volume', { value: `${formatNumber(ticker.volume24h, 0)} ${bySymbol.get(ticker.symbol)?.baseCurrency ?? ''}`.trim() })}
            testId={`market-row-${ticker.symbol}`}
            onOpen={() => openRoute(routeWith(routes.kline, { symbol: ticker.symbol }))}
          />
        </li>
      ))}
    </ul>
  );
}
