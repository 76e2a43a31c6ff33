import { Skeleton } from 'antd-mobile';
import { memo, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_TAGS } from '@sandbox/shared/constants';
import {
  TICKER_RANKING,
  useSymbols,
  withLivePrice,
  type SymbolInfo,
  type Ticker,
  type TickerRanking,
} from '../../api/market.ts';
import { useLiveTickers } from '../../components/market-stream.ts';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { LiveTickerRow } from '../../components/ticker-row.tsx';
import { compactText } from '../../lib/format.ts';
import { useLangStore } from '../../store/lang-store.ts';
import './market-lists.css';
import { routes } from '../../lib/route-paths.ts';

const RANKINGS: ReadonlyArray<{ ranking: TickerRanking; key: string }> = [
  { ranking: TICKER_RANKING.VOLUME, key: 'volume' },
  { ranking: TICKER_RANKING.HOT, key: 'hot' },
  { ranking: TICKER_RANKING.RISING, key: 'rising' },
  { ranking: TICKER_RANKING.FALLING, key: 'falling' },
];

export const HOME_LIST_LIMIT = 10;

/** The title and the lists' switch (memo: the price ticks change nothing in them). */
const ListsTop = memo(function ListsTop({ ranking, onRanking }: { ranking: TickerRanking; onRanking: (ranking: TickerRanking) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <h2 id="markets-title" className="section-title">
        {t('home.marketsTitle')}
      </h2>
      <div className="mkt-switch" role="tablist">
        {RANKINGS.map((r) => (
          <button
            key={r.key}
            type="button"
            role="tab"
            className="mkt-switch__btn"
            aria-selected={r.ranking === ranking}
            onClick={() => onRanking(r.ranking)}
          >
            {t(`marketLists.${r.key}`)}
          </button>
        ))}
      </div>
    </>
  );
});

/** Home: 24h trading ranking, hot, rising and falling lists, live from the price stream. */
export default function MarketLists() {
  const { t } = useTranslation();
  const locale = LANGUAGE_TAGS[useLangStore((s) => s.lang)];
  const openRoute = useOpenRoute();
  // Turnover in short with its unit, the quote currency: "1.27B USD".
  const turnoverOf = useCallback(
    (ticker: Ticker, info: SymbolInfo | undefined) => t('marketLists.turnover', { value: compactText(ticker.turnover24h, info?.quoteCurrency ?? 'USDT', locale) }),
    [t, locale],
  );
  const [ranking, setRanking] = useState<TickerRanking>(TICKER_RANKING.VOLUME);
  const symbols = useSymbols().data;
  const bySymbol = useMemo(() => new Map(symbols?.map((s) => [s.symbol, s])), [symbols]);
  const { stream, tickers } = useLiveTickers({ ranking, limit: HOME_LIST_LIMIT });
  const served = useMemo(() => new Map(tickers.data?.map((x) => [x.symbol, x])), [tickers.data]);
  // The order at the live prices; each row is given the server's ticker and its live price.
  const order = liveRows(tickers.data ?? [], stream.prices, ranking).map((x) => x.symbol);

  return (
    <section className="card" aria-labelledby="markets-title">
      <ListsTop ranking={ranking} onRanking={setRanking} />
      {tickers.isLoading ? (
        <Skeleton.Paragraph lineCount={5} animated />
      ) : tickers.isError && !tickers.data ? (
        <div className="muted" role="alert">
          {t('marketLists.error')}{' '}
          <button type="button" className="mkt-more" onClick={() => void tickers.refetch()}>
            {t('marketLists.retry')}
          </button>
        </div>
      ) : !tickers.data?.length ? (
        <p className="muted">{t('marketLists.empty')}</p>
      ) : (
        <ul
          className="mkt-list"
          aria-label={t(
            `marketLists.${RANKINGS.find((r) => r.ranking === ranking)?.key ?? 'volume'}`,
          )}
        >
          {order.map((symbol) => (
            <LiveTickerRow
              key={symbol}
              ticker={served.get(symbol)!}
              info={bySymbol.get(symbol)}
              livePrice={stream.prices[symbol]}
              subOf={turnoverOf}
              testId={`home-ticker-${symbol}`}
              openRoute={openRoute}
            />
          ))}
        </ul>
      )}
      <button type="button" className="mkt-more" onClick={() => openRoute(routes.market)}>
        {t('marketLists.all')}
      </button>
    </section>
  );
}

/**
 * The server's list with streamed prices; the rising and falling lists are re-ordered by the
 * live change between two polls, so their order always matches the figures shown.
 */
export function liveRows(
  tickers: readonly Ticker[],
  prices: Readonly<Record<string, string>>,
  ranking: TickerRanking,
): Ticker[] {
  const rows = tickers.map((x) => withLivePrice(x, prices[x.symbol]));
  const byChange = (a: Ticker, b: Ticker) =>
    Number(a.changePercent24h) - Number(b.changePercent24h);
  if (ranking === TICKER_RANKING.RISING) return rows.sort((a, b) => byChange(b, a));
  if (ranking === TICKER_RANKING.FALLING) return rows.sort(byChange);
  return rows;
}
