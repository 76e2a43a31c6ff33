import { CatalogueScreen } from '../../features/earn/index.ts';

/**
 * Arbitrage investment (taolilicai): the AI arbitrage / quantitative products on the route's
 * dark-blue background, with a filter by product kind (the catalogue's one type code for
 * arbitrage and AI quant; mining and debt products are one tap away too). Each card shows the
 * rate range, cycle, amount range, VIP level limit, purchase limit and what is left of the quota.
 */
export default function ArbitragePage() {
  return <CatalogueScreen kind="arbitrage" testId="taolilicai" dark />;
}
