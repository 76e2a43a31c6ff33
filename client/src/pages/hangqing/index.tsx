import { useQueryClient } from '@tanstack/react-query';
import { Button, ErrorBlock, NoticeBar, SearchBar, Skeleton, Tabs } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SYMBOL_CATEGORY,
  changeTone,
  decimalsOf,
  marketStreamUrl,
  pairLabel,
  useSymbols,
  useTickers,
  withLivePrice,
  type SymbolCategory,
  type SymbolInfo,
  type Ticker,
} from '../../api/market.ts';
import { useMarketStream } from '../../components/market-stream.ts';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { formatNumber } from '../../lib/format.ts';
import './hangqing.css';

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

/** /hangqing: crypto, forex and gold tickers with search; live prices from the stream, polling as fallback. */
export default function MarketPage() {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  const queryClient = useQueryClient();
  const [category, setCategory] = useState<SymbolCategory>(SYMBOL_CATEGORY.CRYPTO);
  const [search, setSearch] = useState('');
  const stream = useMarketStream(
    marketStreamUrl(),
    () => void queryClient.invalidateQueries({ queryKey: ['market', 'tickers'] }),
  );
  const symbols = useSymbols().data;
  const tickers = useTickers({ category }, !stream.down);
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
            onClick={() => openRoute('/priceDistribution')}
          >
            {t('hangqing.distribution')}
          </button>
        </div>
        <SearchBar placeholder={t('hangqing.search')} value={search} onChange={setSearch} />
        <Tabs
          activeKey={String(category)}
          onChange={(key) => setCategory(Number(key) as SymbolCategory)}
          style={{ '--title-font-size': '15px' }}
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
              <MarketRow
                ticker={withLivePrice(ticker, stream.prices[ticker.symbol])}
                info={bySymbol.get(ticker.symbol)}
                onOpen={() => openRoute(`/kline?symbol=${ticker.symbol}`)}
              />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

function MarketRow({
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
  return (
    <button
      type="button"
      className="hq-row"
      onClick={onOpen}
      data-testid={`market-row-${ticker.symbol}`}
    >
      <span>
        <span className="hq-row__pair">{base}</span>
        {quote && <span className="hq-row__quote">/{quote}</span>}
        <span className="hq-row__sub">
          {t('hangqing.volume', { value: formatNumber(ticker.volume24h, 0) })}
        </span>
      </span>
      <span className="hq-row__price" data-testid={`market-price-${ticker.symbol}`}>
        {formatNumber(ticker.price, decimalsOf(ticker.price))}
      </span>
      <span className={`hq-change hq-change--${changeTone(ticker.changePercent24h)}`}>
        {formatNumber(ticker.changePercent24h, 2, { plusSign: true })}%
      </span>
    </button>
  );
}
