import { useUserAssets } from '../api/finance.ts';
import { moneyText } from '../lib/format.ts';

/**
 * The signed-in user's total assets in USDT at its default 2 decimals (the currency list is not
 * loaded on home), as the asset centre shows it. A module of its own so that the finance api
 * stays out of home's first download while the card around it is laid out from the start.
 */
export default function AssetTotal() {
  return <>{moneyText(useUserAssets().data?.totalAssets)}</>;
}
