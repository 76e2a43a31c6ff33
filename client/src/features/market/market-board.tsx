import { NoticeBar, SearchBar } from 'antd-mobile';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SYMBOL_CATEGORY,
  useSymbols,
  type SymbolCategory,
  type SymbolInfo,
  type Ticker,
} from '../../api/market.ts';
import { useLiveTickers } from '../../components/market-stream.ts';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { TabList } from '../../components/tab-list.tsx';
import { routes } from '../../lib/route-paths.ts';
import { MarketRows } from './market-rows.tsx';
import './market-board.css';
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

/** The screen's top: title with the way to the distribution, the search, the category tabs (memo: the price ticks change nothing in it). */
const MarketTop = memo(function MarketTop({
  search,
  onSearch,
  category,
  onCategory,
}: {
  search: string;
  onSearch: (search: string) => void;
  category: SymbolCategory;
  onCategory: (category: SymbolCategory) => void;
}) {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  return (
    <div className="hq__top">
      <div className="hq__title-bar">
        <h1 className="hq__title">{t('hangqing.title')}</h1>
        <button type="button" className="hq__link" onClick={() => openRoute(routes.priceDistribution)}>
          {t('hangqing.distribution')}
        </button>
      </div>
      <SearchBar placeholder={t('hangqing.search')} value={search} onChange={onSearch} />
      <TabList
        className={styles.tabs}
        tabs={CATEGORIES.map((c) => ({ key: String(c.category), title: t(`hangqing.${c.key}`) }))}
        active={String(category)}
        onChange={(key) => onCategory(Number(key) as SymbolCategory)}
      />
    </div>
  );
});

/** The market screen (/hangqing): crypto, forex and gold tickers with search; live prices from the stream, polling as fallback. */
export function MarketBoard() {
  const { t } = useTranslation();
  const [category, setCategory] = useState<SymbolCategory>(SYMBOL_CATEGORY.CRYPTO);
  const [search, setSearch] = useState('');
  const { stream, tickers } = useLiveTickers({ category });
  const symbols = useSymbols().data;
  const bySymbol = useMemo(() => new Map(symbols?.map((s) => [s.symbol, s])), [symbols]);
  const rows = useMemo(() => (tickers.data ?? []).filter((x) => matchesSearch(x, bySymbol.get(x.symbol), search)), [tickers.data, bySymbol, search]);
  // The screen's own words, translated when the language or the category changes rather than at each price tick.
  const text = useMemo(
    () => ({
      title: t('hangqing.title'),
      delayed: t('hangqing.delayed'),
      name: t('hangqing.name'),
      price: t('hangqing.price'),
      change: t('hangqing.change'),
      list: t(`hangqing.${CATEGORIES.find((c) => c.category === category)?.key ?? 'crypto'}`),
    }),
    [t, category],
  );

  return (
    <main className="hq" aria-label={text.title}>
      <MarketTop search={search} onSearch={setSearch} category={category} onCategory={setCategory} />
      {stream.down && tickers.data && (
        <NoticeBar className="hq__notice" color="alert" content={text.delayed} />
      )}
      <div className="hq__head" aria-hidden="true">
        <span>{text.name}</span>
        <span>{text.price}</span>
        <span>{text.change}</span>
      </div>
      <MarketRows
        tickers={tickers}
        rows={rows}
        bySymbol={bySymbol}
        prices={stream.prices}
        label={text.list}
      />
    </main>
  );
}
