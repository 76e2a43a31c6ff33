import { NoticeBar, SearchBar, Tabs } from 'antd-mobile';
import { useMemo, useState } from 'react';
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

/** The screen's top: title with the way to the distribution, the search, the category tabs. */
function MarketTop({
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
      <Tabs className={styles.tabs} activeKey={String(category)} onChange={(key) => onCategory(Number(key) as SymbolCategory)}>
        {CATEGORIES.map((c) => (
          <Tabs.Tab key={String(c.category)} title={t(`hangqing.${c.key}`)} />
        ))}
      </Tabs>
    </div>
  );
}

/** The market screen (/hangqing): crypto, forex and gold tickers with search; live prices from the stream, polling as fallback. */
export function MarketBoard() {
  const { t } = useTranslation();
  const [category, setCategory] = useState<SymbolCategory>(SYMBOL_CATEGORY.CRYPTO);
  const [search, setSearch] = useState('');
  const { stream, tickers } = useLiveTickers({ category });
  const symbols = useSymbols().data;
  const bySymbol = useMemo(() => new Map(symbols?.map((s) => [s.symbol, s])), [symbols]);
  const rows = (tickers.data ?? []).filter((x) => matchesSearch(x, bySymbol.get(x.symbol), search));

  return (
    <main className="hq" aria-label={t('hangqing.title')}>
      <MarketTop search={search} onSearch={setSearch} category={category} onCategory={setCategory} />
      {stream.down && tickers.data && (
        <NoticeBar className="hq__notice" color="alert" content={t('hangqing.delayed')} />
      )}
      <div className="hq__head" aria-hidden="true">
        <span>{t('hangqing.name')}</span>
        <span>{t('hangqing.price')}</span>
        <span>{t('hangqing.change')}</span>
      </div>
      <MarketRows
        tickers={tickers}
        rows={rows}
        bySymbol={bySymbol}
        prices={stream.prices}
        label={t(`hangqing.${CATEGORIES.find((c) => c.category === category)?.key ?? 'crypto'}`)}
      />
    </main>
  );
}
