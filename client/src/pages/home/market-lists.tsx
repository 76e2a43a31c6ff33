import { Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_TAGS } from '@sandbox/shared/constants';
import {
  TICKER_RANKING,
  useSymbols,
  withLivePrice,
  type Ticker,
  type TickerRanking,
} from '../../api/market.ts';
import { useLiveTickers } from '../../components/market-stream.ts';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { TickerRow } from '../../components/ticker-row.tsx';
import { compactText } from '../../lib/format.ts';
import { useLangStore } from '../../store/lang-store.ts';
import './market-lists.css';
import { routeWith, routes } from '../../lib/route-paths.ts';

const RANKINGS: ReadonlyArray<{ ranking: TickerRanking; key: string }> = [
  { ranking: TICKER_RANKING.VOLUME, key: 'volume' },
  { ranking: TICKER_RANKING.HOT, key: 'hot' },
  { ranking: TICKER_RANKING.RISING, key: 'rising' },
  { ranking: TICKER_RANKING.FALLING, key: 'falling' },
];

export const HOME_LIST_LIMIT = 10;

/** Home: 24h trading ranking, hot, rising and falling lists, live from the price stream. */
export default function MarketLists() {
  const { t } = useTranslation();
  const language = useLangStore((s) => s.lang);
  const openRoute = useOpenRoute();
  const [ranking, setRanking] = useState<TickerRanking>(TICKER_RANKING.VOLUME);
  const symbols = useSymbols().data;
  const { stream, tickers } = useLiveTickers({ ranking, limit: HOME_LIST_LIMIT });
  const rows = liveRows(tickers.data ?? [], stream.prices, ranking);

  return (
    <section className="card" aria-labelledby="markets-title">
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
            onClick={() => setRanking(r.ranking)}
          >
            {t(`marketLists.${r.key}`)}
          </button>
        ))}
      </div>
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
          {rows.map((ticker) => (
            <li key={ticker.symbol}>
              <TickerRow
                ticker={ticker}
                info={symbols?.find((s) => s.symbol === ticker.symbol)}
                // Turnover in short with its unit, the quote currency: "1.27B USD".
                sub={t('marketLists.turnover', { value: compactText(ticker.turnover24h, symbols?.find((s) => s.symbol === ticker.symbol)?.quoteCurrency ?? 'USDT', LANGUAGE_TAGS[language]) })}
                testId={`home-ticker-${ticker.symbol}`}
                onOpen={() => openRoute(routeWith(routes.kline, { symbol: ticker.symbol }))}
              />
            </li>
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
