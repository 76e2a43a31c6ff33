import { useQueryClient } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TICKER_RANKING,
  changeTone,
  decimalsOf,
  marketStreamUrl,
  pairLabel,
  useSymbols,
  useTickers,
  withLivePrice,
  type SymbolInfo,
  type Ticker,
  type TickerRanking,
} from '../../api/market.ts';
import { useMarketStream } from '../../components/market-stream.ts';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { formatNumber } from '../../lib/format.ts';
import './market-lists.css';

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
  const openRoute = useOpenRoute();
  const [ranking, setRanking] = useState<TickerRanking>(TICKER_RANKING.VOLUME);
  const symbols = useSymbols().data;
  const queryClient = useQueryClient();
  // One stream of every symbol: switching lists never reconnects it.
  const stream = useMarketStream(
    marketStreamUrl(),
    () => void queryClient.invalidateQueries({ queryKey: ['market', 'tickers'] }),
  );
  const tickers = useTickers({ ranking, limit: HOME_LIST_LIMIT }, !stream.down);
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
                onOpen={() => openRoute(`/kline?symbol=${ticker.symbol}`)}
              />
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="mkt-more" onClick={() => openRoute('/hangqing')}>
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

function TickerRow({
  ticker,
  info,
  onOpen,
}: {
  ticker: Ticker;
  info: SymbolInfo | undefined;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const [base, quote] = pairLabel(ticker.symbol, info).split('/');
  const tone = changeTone(ticker.changePercent24h);
  return (
    <button
      type="button"
      className="mkt-row"
      onClick={onOpen}
      data-testid={`home-ticker-${ticker.symbol}`}
    >
      <span>
        <span className="mkt-row__pair">{base}</span>
        {quote && <span className="mkt-row__quote">/{quote}</span>}
        <span className="mkt-row__sub">
          {t('marketLists.turnover', { value: formatNumber(ticker.turnover24h, 0) })}
        </span>
      </span>
      <span className="mkt-row__price">{formatNumber(ticker.price, decimalsOf(ticker.price))}</span>
      <span className={`mkt-change mkt-change--${tone}`}>
        {formatNumber(ticker.changePercent24h, 2, { plusSign: true })}%
      </span>
    </button>
  );
}
