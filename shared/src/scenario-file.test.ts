import { describe, expect, test } from 'vitest';
import { SCENARIO_DEFAULT_PASSWORD, clockOf, instantOf, isScenarioFile, placeOf, scenarioFileSchema, scenarioJsonSchema, shapeProblems } from './scenario-file.ts';

const problemsOf = (input: unknown) => {
  const parsed = scenarioFileSchema.safeParse(input);
  return parsed.success ? [] : shapeProblems(parsed.error);
};

describe('the scenario file shape', () => {
  test('what a user leaves out takes the documented defaults; YAML numbers become decimal text', () => {
    const file = scenarioFileSchema.parse({ users: [{ account: 'bob', balances: { spot: { USDT: 1200, BTC: '0.5' } } }] });
    // The password's default (SCENARIO_DEFAULT_PASSWORD) is the loader's: a stored hash may stand instead.
    expect(file.users[0]).toEqual({
      account: 'bob',
      country: 'US',
      identity: 'none',
      vip: 0,
      frozen: false,
      balances: { spot: { USDT: '1200', BTC: '0.5' } },
    });
    expect(file.positions).toEqual([]);
    expect(scenarioFileSchema.parse({})).toEqual({ catalogue: 'demo', users: [], positions: [], earnOrders: [], loans: [], identityReviews: [], transfers: [], notices: [], chat: [], secondOrders: [], competitionEntries: [], ieoProjects: [], ieoSubscriptions: [], deposits: [], withdrawalAccounts: [], withdrawals: [], flashExchanges: [] });
    expect(SCENARIO_DEFAULT_PASSWORD).toBe('Passw0rd!');
  });

  test('a position takes isolated margin unless it says cross', () => {
    const file = scenarioFileSchema.parse({ positions: [{ user: 'bob', symbol: 'BTCUSDT', side: 'long', leverage: 20, margin: 100 }] });
    expect(file.positions[0]).toEqual({ user: 'bob', symbol: 'BTCUSDT', side: 'long', leverage: 20, marginMode: 'isolated', margin: '100' });
  });

  test('a position gives its margin or its quantity, not both, and may say its entry price', () => {
    const position = { user: 'bob', symbol: 'BTCUSDT', side: 'short', leverage: 5 };
    expect(scenarioFileSchema.parse({ positions: [{ ...position, quantity: '0.01', entryPrice: 64250.5 }] }).positions[0]).toMatchObject({ quantity: '0.01', entryPrice: '64250.5' });
    expect(problemsOf({ positions: [position, { ...position, margin: 10, quantity: 1 }, { ...position, margin: 10, entryPrice: 0 }] })).toEqual([
      'positions[0].margin: Give either margin or quantity',
      'positions[1].margin: Give either margin or quantity',
      'positions[2].entryPrice: expected more than 0',
    ]);
  });

  test('an earn order has paid no days unless it says; a loan says its state', () => {
    const file = scenarioFileSchema.parse({
      earnOrders: [{ user: 'bob', product: 'Solar Farm Bond', amount: 1000 }],
      loans: [{ user: 'bob', type: 'pledge', amount: '500', collateral: { currency: 'BTC', amount: 0.02 }, state: 'running' }],
    });
    expect(file.earnOrders).toEqual([{ user: 'bob', product: 'Solar Farm Bond', amount: '1000', daysPaid: 0 }]);
    expect(file.loans).toEqual([{ user: 'bob', type: 'pledge', amount: '500', collateral: { currency: 'BTC', amount: '0.02' }, state: 'running' }]);
  });

  test('earn orders and loans: each problem of their shape with its place', () => {
    expect(
      problemsOf({
        earnOrders: [{ user: 'bob', product: '', amount: 0, daysPaid: -1 }, { user: 'bob', product: 'Solar Farm Bond', amount: 10, orderNo: 'a b' }],
        loans: [{ user: 'bob', type: 'mortgage', amount: 100, term: 0, collateral: { currency: 'btc', amount: 1 }, state: 'late', overdueDays: -1 }, { user: 'bob', type: 'credit', amount: 100 }],
      }),
    ).toEqual([
      'earnOrders[0].product: Expected the name of a product',
      'earnOrders[0].amount: Expected an amount above 0',
      'earnOrders[0].daysPaid: expected at least 0',
      'earnOrders[1].orderNo: Expected 4 to 40 letters, digits or -',
      'loans[0].type: expected one of credit, pledge',
      'loans[0].term: expected at least 1',
      'loans[0].collateral.currency: Expected a currency code such as USDT',
      'loans[0].state: expected one of pending, running, overdue, repaid',
      'loans[0].overdueDays: expected at least 0',
      'loans[1].state: expected one of pending, running, overdue, repaid',
    ]);
  });

  test("the clock is a date; stored password hashes have the app's form", () => {
    expect(scenarioFileSchema.parse({ clock: '2026-12-01T09:30:00Z' }).clock).toBe('2026-12-01T09:30:00Z');
    expect(problemsOf({ clock: '2026-13-45', users: [{ account: 'eve', passwordHash: 'md5$abc' }] })).toEqual([
      'clock: Expected a real date',
      'users[0].passwordHash: Expected a stored hash "scrypt$N$r$p$salt$hash"',
    ]);
  });

  test('an instant is a date or an offset from the clock, read from the clock the file loads at', () => {
    const now = new Date('2026-12-01T09:30:00Z');
    expect(instantOf(undefined, now)).toEqual(now);
    expect(instantOf('2026-11-30', now).toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(instantOf('-20m', now).toISOString()).toBe('2026-12-01T09:10:00.000Z');
    expect(instantOf('+10m', now).toISOString()).toBe('2026-12-01T09:40:00.000Z');
    expect(instantOf('-8d', now).toISOString()).toBe('2026-11-23T09:30:00.000Z');
    expect(instantOf('+90s', now).toISOString()).toBe('2026-12-01T09:31:30.000Z');
    expect(instantOf('-3h', now).toISOString()).toBe('2026-12-01T06:30:00.000Z');
    expect(problemsOf({ notices: [{ title: 'a', body: 'b', at: '-20 minutes' }] })).toEqual([
      'notices[0].at: Expected a date such as "2026-12-01" or "2026-12-01T09:30:00Z", or an offset from the clock such as "-20m" or "+2d"',
    ]);
  });

  test("the clock may be the next weekday and time in region time (UTC+8), at or after the sandbox's", () => {
    const eve = { next: 'sunday', time: '23:50' } as const;
    // Tuesday 1 December 2026, 17:30 region time: the next Sunday is the 6th, 23:50 UTC+8 = 15:50 UTC.
    expect(clockOf(eve, new Date('2026-12-01T09:30:00Z'))?.toISOString()).toBe('2026-12-06T15:50:00.000Z');
    // On the Sunday itself, before 23:50 region time: that evening; exactly then: now; after: a week on.
    expect(clockOf(eve, new Date('2026-12-06T15:00:00Z'))?.toISOString()).toBe('2026-12-06T15:50:00.000Z');
    expect(clockOf(eve, new Date('2026-12-06T15:50:00Z'))?.toISOString()).toBe('2026-12-06T15:50:00.000Z');
    expect(clockOf(eve, new Date('2026-12-06T15:55:00Z'))?.toISOString()).toBe('2026-12-13T15:50:00.000Z');
    // Monday 00:05 region time is Sunday 16:05 UTC: the region's day is Monday, the next Sunday six days on.
    expect(clockOf({ next: 'monday', time: '00:00' }, new Date('2026-12-06T16:05:00Z'))?.toISOString()).toBe('2026-12-13T16:00:00.000Z');
    expect(clockOf('+2h', new Date('2026-12-01T09:30:00Z'))?.toISOString()).toBe('2026-12-01T11:30:00.000Z');
    expect(clockOf(undefined, new Date())).toBeUndefined();
    expect(scenarioFileSchema.parse({ clock: eve }).clock).toEqual(eve);
    expect(problemsOf({ clock: { next: 'sunday', time: '24:00' } })).toEqual(['clock.time: Expected a time of day such as "23:50"']);
  });

  test('every problem is told with its place, in the order of the file', () => {
    expect(
      problemsOf({
        users: [{ account: 'alice' }, { account: 'b' }, { account: 'carol', identity: 'full', balances: { spot: { USDT: '-1' }, savings: {} }, extra: 1 }],
        positions: [{ user: 'bob', symbol: 'BTC', side: 'up', leverage: 0, margin: 0 }],
      }),
    ).toEqual([
      'users[1].account: Expected 3 to 32 letters, digits or _',
      'users[2].identity: expected one of none, basic, advanced',
      'users[2].balances.spot.USDT: Expected a decimal amount such as "1200" or "0.5"',
      'users[2].balances: unknown field savings',
      'users[2]: unknown field extra',
      'positions[0].symbol: Expected a symbol such as BTCUSDT',
      'positions[0].side: expected one of long, short',
      'positions[0].leverage: expected at least 1',
      'positions[0].margin: Expected an amount above 0',
    ]);
  });

  test('a weak password and a malformed authenticator secret are refused', () => {
    expect(problemsOf({ users: [{ account: 'dave', password: 'onlyletters', googleSecret: 'not-base32' }] })).toEqual([
      'users[0].password: Expected a digit in the password',
      'users[0].googleSecret: Expected a base32 secret of 16 to 64 characters',
    ]);
  });

  test('places read as the author writes them', () => {
    expect(placeOf(['users', 2, 'balances', 'spot', 'USDT'])).toBe('users[2].balances.spot.USDT');
    expect(placeOf([])).toBe('');
  });

  test('the JSON Schema lists every field an editor completes, with its choices', () => {
    const schema = scenarioJsonSchema() as { title: string; properties: Record<string, { items?: { properties: Record<string, { enum?: string[] }> } }> };
    expect(schema.title).toBe('Trading sandbox scenario');
    const user = schema.properties.users!.items!.properties;
    expect(Object.keys(user)).toEqual(['account', 'password', 'passwordHash', 'email', 'phone', 'country', 'identity', 'vip', 'googleSecret', 'invitedBy', 'frozen', 'withdrawalPassword', 'withdrawalPasswordHash', 'balances']);
    expect(user.identity!.enum).toEqual(['none', 'basic', 'advanced']);
    expect(Object.keys(schema.properties.positions!.items!.properties)).toEqual(['user', 'symbol', 'side', 'leverage', 'marginMode', 'margin', 'quantity', 'entryPrice', 'takeProfit', 'stopLoss']);
    expect(Object.keys(schema.properties.earnOrders!.items!.properties)).toEqual(['user', 'product', 'amount', 'daysPaid', 'orderNo']);
    const loan = schema.properties.loans!.items!.properties;
    expect(Object.keys(loan)).toEqual(['user', 'type', 'amount', 'term', 'collateral', 'state', 'overdueDays', 'orderNo']);
    expect(loan.state!.enum).toEqual(['pending', 'running', 'overdue', 'repaid']);
    const withdrawal = schema.properties.withdrawals!.items!.properties;
    expect(Object.keys(withdrawal)).toEqual(['user', 'currency', 'account', 'network', 'amount', 'status', 'reason', 'orderNo', 'at']);
    expect(withdrawal.status!.enum).toEqual(['review', 'approved', 'paid', 'failed', 'rejected']);
    expect(Object.keys(schema.properties.deposits!.items!.properties)).toEqual(['user', 'currency', 'network', 'amount', 'status', 'reason', 'at']);
    expect(Object.keys(schema.properties.flashExchanges!.items!.properties)).toEqual(['user', 'from', 'to', 'amount', 'at']);
    expect(Object.keys(schema.properties.ieoProjects!.items!.properties)).toEqual(['project', 'totalSupply', 'startAt', 'endAt', 'lotteryAt', 'payUntil', 'listAt']);
    const accounts = (schema.properties.withdrawalAccounts!.items as unknown as { oneOf: { properties: Record<string, unknown> }[] }).oneOf;
    expect(accounts.map((a) => Object.keys(a.properties))).toEqual([
      ['user', 'kind', 'realName', 'bankName', 'accountNo', 'bankBranch'],
      ['user', 'kind', 'currency', 'network', 'address'],
    ]);
  });
});

test('a scenario argument names a file by its extension, a named scenario otherwise', () => {
  expect(['team.yaml', 'a/b.YML', 'x.json'].map(isScenarioFile)).toEqual([true, true, true]);
  expect(['demo', 'margin-call', 'notes.txt'].map(isScenarioFile)).toEqual([false, false, false]);
});
