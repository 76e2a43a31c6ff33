/**
 * What the page tests' fake servers share: the controls a test sets on any of them, a page of
 * rows, a currency, spot balances, a raw envelope.
 */

export type Row = Record<string, unknown>;

/** What a test sets on a fake server to see the screen's failure paths. */
export interface FakeServerControls {
  /** When set, the next call that reads it fails with it (then clears). */
  failNext: string | null;
  /** When set, a write is refused with this message (as the http instance rejects after its toast). */
  refuse: string | null;
  /** How far the server's clock runs ahead of the device's (a QA clock jump), in ms. */
  clockAheadMs: number;
}
export const NO_TROUBLE: FakeServerControls = { failNext: null, refuse: null, clockAheadMs: 0 };

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
export function takeFailure(server: FakeServerControls): string | null {
  const message = server.failNext;
  server.failNext = null;
  return message;
}

/**
 * The raw envelope of a GET (http.get, the screens that read the server's time) stamped with the
 * server's clock: `answer`'s result, or a 404 with its refusal.
 */
export async function envelopeOf(server: FakeServerControls, answer: () => Promise<unknown>): Promise<unknown> {
  const timestamp = Date.now() + server.clockAheadMs;
  try {
    return { code: 200, message: 'OK', result: await answer(), timestamp };
  } catch (error) {
    return { code: 404, message: (error as Error).message, result: null, timestamp };
  }
}
