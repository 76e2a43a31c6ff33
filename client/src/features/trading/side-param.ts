/**
 * The contract page's `?side=long` or `?side=short` (/heyue, and /demotrading, which shares its
 * screen): the order form opens with that side chosen. The K-line page's Buy / Sell bar links
 * with it. A module of its own, so a page can link without loading the trading screen.
 */
export type OrderSide = 'long' | 'short';

export const SIDE_PARAM = 'side';

/** The side a `?side=` value asks for (any case); anything else chooses none (the form's default, long). */
export function sideParam(value: string | null): OrderSide | undefined {
  const side = value?.trim().toLowerCase();
  return side === 'long' || side === 'short' ? side : undefined;
}
