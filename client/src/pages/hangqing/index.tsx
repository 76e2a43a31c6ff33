import { MarketBoard } from '../../features/market/index.ts';

/** /hangqing (tab): the market's tickers by category with search (features/market). */
export default function MarketPage() {
  return <MarketBoard />;
}
