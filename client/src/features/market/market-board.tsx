import { Button, ErrorBlock, NoticeBar, SearchBar, Skeleton, Tabs } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SYMBOL_CATEGORY,
  useSymbols,
  withLivePrice,
  type SymbolCategory,
  type SymbolInfo,
  type Ticker,
} from '../../api/market.ts';
import { useLiveTickers } from '../../components/market-stream.ts';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { TickerRow } from '../../components/ticker-row.tsx';
import { formatNumber } from '../../lib/format.ts';
import './market-board.css';
import { routeWith, routes } from '../../lib/route-paths.ts';
import styles from './market-board.module.css';

const CATEGORIES: ReadonlyArray<{ category: SymbolCategory; key: string }> = [
  { category: SYMBOL_CATEGORY.CRYPTO, key: 'crypto' },
  { category: SYMBOL_CATEGORY.FOREX, key: 'forex' },
  { category: SYMBOL_CATEGORY.METAL, key: 'gold' },
];

/** A ticker matches the search by symbol, currency or name, ignoring case and the slash. */
export function matchesSearch(
  ticker: Ticker,
  info: SymbolInfo | undefined,
  search: string,
): boolean {
  const needle = search.trim().toUpperCase().replace(/\//g, '');
  if (!needle) return true;
  const haystack = [
    ticker.symbol,
    info?.baseCurrency,
    info?.quoteCurrency,
    info?.name?.toUpperCase(),
  ]
    .filter(Boolean)
    .join(' ');
  return haystack.includes(needle);
}

/** The market screen (/hangqing): crypto, forex and gold tickers with search; live prices from the stream, polling as fallback. */
export function MarketBoard() {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  const [category, setCategory] = useState<SymbolCategory>(SYMBOL_CATEGORY.CRYPTO);
  const [search, setSearch] = useState('');
  const { stream, tickers } = useLiveTickers({ category });
  const symbols = useSymbols().data;
  const bySymbol = useMemo(() => new Map(symbols?.map((s) => [s.symbol, s])), [symbols]);
  const rows = (tickers.data ?? []).filter((x) => matchesSearch(x, bySymbol.get(x.symbol), search));

  return (
    <main className="hq" aria-label={t('hangqing.title')}>
      <div className="hq__top">
        <div className="hq__title-bar">
          <h1 className="hq__title">{t('hangqing.title')}</h1>
          <button
            type="button"
            className="hq__link"
            onClick={() => openRoute(routes.priceDistribution)}
          >
            {t('hangqing.distribution')}
          </button>
        </div>
        <SearchBar placeholder={t('hangqing.search')} value={search} onChange={setSearch} />
        <Tabs className={styles.tabs}
          activeKey={String(category)}
          onChange={(key) => setCategory(Number(key) as SymbolCategory)}
        >
          {CATEGORIES.map((c) => (
            <Tabs.Tab key={String(c.category)} title={t(`hangqing.${c.key}`)} />
          ))}
        </Tabs>
      </div>
      {stream.down && tickers.data && (
        <NoticeBar className="hq__notice" color="alert" content={t('hangqing.delayed')} />
      )}
      <div className="hq__head" aria-hidden="true">
        <span>{t('hangqing.name')}</span>
        <span>{t('hangqing.price')}</span>
        <span>{t('hangqing.change')}</span>
      </div>
      {tickers.isLoading ? (
        <div className="hq__state">
          <Skeleton.Paragraph lineCount={8} animated />
        </div>
      ) : tickers.isError && !tickers.data ? (
        <div className="hq__state">
          <ErrorBlock
            status="default"
            title={t('hangqing.error')}
            description={tickers.error.message}
          />
          <Button color="primary" fill="outline" onClick={() => void tickers.refetch()}>
            {t('hangqing.retry')}
          </Button>
        </div>
      ) : rows.length === 0 ? (
        <div className="hq__state">
          <ErrorBlock status="empty" title={t('hangqing.empty')} description="" />
        </div>
      ) : (
        <ul
          className="hq__list"
          aria-label={t(
            `hangqing.${CATEGORIES.find((c) => c.category === category)?.key ?? 'crypto'}`,
          )}
        >
          {rows.map((ticker) => (
            <li key={ticker.symbol}>
              <TickerRow
                ticker={withLivePrice(ticker, stream.prices[ticker.symbol])}
                info={bySymbol.get(ticker.symbol)}
                // Volume carries its unit, the base currency (issue 17 item 5); whole units fit the row.
                sub={t('hangqing.volume', { value: `${formatNumber(ticker.volume24h, 0)} ${bySymbol.get(ticker.symbol)?.baseCurrency ?? ''}`.trim() })}
                testId={`market-row-${ticker.symbol}`}
                onOpen={() => openRoute(routeWith(routes.kline, { symbol: ticker.symbol }))}
              />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
