import { Button, Skeleton } from 'antd-mobile';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { SymbolInfo, Ticker, useTickers } from '../../api/market.ts';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { LiveTickerRow } from '../../components/ticker-row.tsx';
import { formatNumber } from '../../lib/format.ts';
import { ErrorBlock } from '../../components/error-block.tsx';
import { Empty } from '../../components/screen-states.tsx';

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
  // Volume carries its unit, the base currency (issue 17 item 5); whole units fit the row.
  const volumeOf = useCallback(
    (ticker: Ticker, info: SymbolInfo | undefined) => t('hangqing.volume', { value: `${formatNumber(ticker.volume24h, 0)} ${info?.baseCurrency ?? ''}`.trim() }),
    [t],
  );
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
        <Empty title={t('hangqing.empty')} />
      </div>
    );
  }
  return (
    <ul className="hq__list" aria-label={label}>
      {rows.map((ticker) => (
        <LiveTickerRow
          key={ticker.symbol}
          ticker={ticker}
          info={bySymbol.get(ticker.symbol)}
          livePrice={prices[ticker.symbol]}
          subOf={volumeOf}
          testId={`market-row-${ticker.symbol}`}
          openRoute={openRoute}
        />
      ))}
    </ul>
  );
}
