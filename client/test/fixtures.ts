/** Builders the page tests' fake servers share: a page of rows, a currency, spot balances, a failure. */

export type Row = Record<string, unknown>;

/** A page of records as the server's page calls answer; `size` when the query names no pageSize. */
export function pageOf<T>(rows: readonly T[], query: { pageNo?: unknown; pageSize?: unknown } = {}, size = 10) {
  const pageNo = Number(query.pageNo ?? 1);
  const pageSize = Number(query.pageSize ?? size);
  const start = (pageNo - 1) * pageSize;
  return { records: rows.slice(start, start + pageSize), total: rows.length, size: pageSize, current: pageNo, pages: Math.ceil(rows.length / pageSize) };
}

/** A currency as set.getCurrencyList lists it (no networks unless given). */
export const currencyFixture = (code: string, precision: number, over: Row = {}) => ({
  currency: code,
  name: code,
  type: 1,
  iconUrl: null,
  precision,
  exchangeEnabled: true,
  bankWithdrawal: false,
  usdtRate: '1',
  networks: [] as unknown[],
  sort: 1,
  ...over,
});

/** Spot balances as finance.queryUserBalance answers them, all of each available. */
export const spotBalances = (available: Record<string, string>) =>
  Object.entries(available).map(([currency, amount]) => ({ currency, available: amount, frozen: '0', total: amount, valuation: amount }));

/** A fake server's one-shot failure: `failNext` set by a test fails the next call that reads it. */
export function takeFailure(server: { failNext: string | null }): string | null {
  const message = server.failNext;
  server.failNext = null;
  return message;
}
