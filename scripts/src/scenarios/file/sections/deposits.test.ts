import { describe, expect, test } from 'vitest';
import { contract, RECORD_STATUS } from '@sandbox/shared';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { BalanceLogType, reconcile } from '@sandbox/server/ledger';
import { readScenarioFile } from '../read.ts';
import { problemsOf, stateDump, useScenarioApp } from '../scenario-app.ts';

const app = useScenarioApp();

const load = (fileName: string, text: string) => app.api.qaCall(qaRoutes['scenario.file'], { body: { fileName, text } });
const EVE = 'clock: "2026-12-01T09:30:00Z"\nusers:\n  - { account: eve, password: Eve12345, balances: { spot: { USDT: 100 } } }\n';

// Worked by hand: 100 USDT + the 500 delivered = 600 available; the 200 under review and the
// rejected 0.5 BTC credit nothing. USDT's networks are ERC20 and TRC20: the first, as the deposit
// page offers them, is the default.
const FILE = `${EVE}deposits:
  - { user: eve, currency: USDT, amount: 500, status: delivered }
  - { user: eve, currency: USDT, network: trc20, amount: 200, status: review }
  - { user: eve, currency: BTC, amount: "0.5", status: rejected, reason: No matching transfer found }
`;

describe("a file's deposits", () => {
  test('are declared at the clock and reviewed to their status through the wallet module: a delivered one credited once (worked: 100 + 500)', async () => {
    expect((await load('eve.yaml', FILE)).code).toBe(200);
    const token = (await app.api.call(contract['app.login'], { account: 'eve', password: 'Eve12345' })).result.token;
    const listed = (await app.api.call(contract['finance.rechargeList'], { pageNo: 1, pageSize: 10 }, { token })).result.records;
    expect(listed.map((r) => [r.currency, r.network, r.amount, r.status, r.remark, r.createdAt]).sort()).toEqual([
      ['BTC', 'BTC', '0.5', RECORD_STATUS.REJECTED, 'No matching transfer found', '2026-12-01 17:30:00'],
      ['USDT', 'ERC20', '500', RECORD_STATUS.DELIVERED, null, '2026-12-01 17:30:00'],
      ['USDT', 'TRC20', '200', RECORD_STATUS.UNDER_REVIEW, null, '2026-12-01 17:30:00'],
    ]);
    // The address each was declared to, as the deposit page shows it.
    expect(listed.find((r) => r.network === 'TRC20')?.address).toBe('SANDBOX-TRC20-USDT-DO-NOT-SEND');
    const spot = (await app.api.call(contract['finance.queryUserBalance'], {}, { token })).result;
    expect(['USDT', 'BTC'].map((c) => spot.find((b) => b.currency === c)?.available)).toEqual(['600', '0']);
    const eve = await app.api.db.user.findUniqueOrThrow({ where: { account: 'eve' } });
    const credits = await app.api.db.balanceLog.findMany({ where: { userId: eve.id, type: BalanceLogType.DEPOSIT } });
    expect(credits.map((r) => [r.currency, r.availableDelta, r.createdAt.toISOString()])).toEqual([['USDT', '500', '2026-12-01T09:30:00.000Z']]);
    // The one under review is in the QA review queue, to approve or reject as any other.
    const pending = (await app.api.qaCall(qaRoutes['finance.pending'])).result as { recharges: { amount: string }[] };
    expect(pending.recharges.map((r) => r.amount)).toEqual(['200']);
    expect(await reconcile(app.api.db, eve.id)).toEqual([]);
  });

  test("a deposit's instant: declared and credited then; an export writes it, so a withdrawal it paid for loads back after it", async () => {
    // Worked by hand: 0 + 500 delivered at 07:30 - 300 paid out at 08:30 (the fee within it) = 200.
    const dana = `clock: "2026-12-01T09:30:00Z"
users:
  - { account: dana, password: Dana1234, identity: basic, withdrawalPassword: Wd123456 }
withdrawalAccounts:
  - { user: dana, kind: address, currency: USDT, network: trc20, address: TSandboxPayeeForDanaDoNotSend12345 }
deposits:
  - { user: dana, currency: USDT, network: TRC20, amount: 500, status: delivered, at: "-2h" }
withdrawals:
  - { user: dana, currency: USDT, network: TRC20, amount: 300, status: paid, at: "-1h" }
`;
    const spotOf = async () => {
      const user = await app.api.db.user.findUniqueOrThrow({ where: { account: 'dana' } });
      const credit = await app.api.db.balanceLog.findFirstOrThrow({ where: { userId: user.id, type: BalanceLogType.DEPOSIT } });
      const spot = await app.api.db.balance.findFirstOrThrow({ where: { userId: user.id, account: 'spot', currency: 'USDT' } });
      return [credit.createdAt.toISOString(), spot.available, spot.frozen, await reconcile(app.api.db, user.id)];
    };
    expect((await load('dana.yaml', dana)).code).toBe(200);
    expect(await spotOf()).toEqual(['2026-12-01T07:30:00.000Z', '200', '0', []]);
    const text = (await app.api.qaCall(qaRoutes['scenario.export'], { query: { users: 'dana', format: 'json' } })).result.text;
    expect((JSON.parse(text) as { deposits: unknown[] }).deposits).toEqual([
      { user: 'dana', currency: 'USDT', network: 'TRC20', amount: '500', status: 'delivered', at: '2026-12-01T07:30:00.000Z' },
    ]);
    // Loaded into an empty sandbox, the export gives the same: the deposit before the withdrawal.
    expect((await load('dana.json', text)).code).toBe(200);
    expect(await spotOf()).toEqual(['2026-12-01T07:30:00.000Z', '200', '0', []]);
    // An instant after the clock is refused at its place, and nothing changes.
    const before = await stateDump(app.api.db);
    const later = await load('later.yaml', `${EVE}deposits:\n  - { user: eve, currency: USDT, amount: 50, status: review, at: "+5m" }\n`);
    expect(problemsOf(later)).toEqual([expect.stringMatching(/^deposits\[0\]\.at: \+5m is after the clock \(2026-12-01T09:30:00\.\d{3}Z\): a deposit is declared by then$/)]);
    expect(await stateDump(app.api.db)).toEqual(before);
  });

  test('the shape and what the file alone tells, each with its place', () => {
    const shape = readScenarioFile(`${EVE}deposits:\n  - { user: eve, currency: usdt, amount: 0, status: credited, txHash: abc }\n`);
    expect(shape.ok ? [] : shape.problems).toEqual([
      'deposits[0].currency: Expected a currency code such as USDT',
      'deposits[0].amount: Expected an amount above 0',
      'deposits[0].status: expected one of review, delivered, rejected',
      'deposits[0]: unknown field txHash',
    ]);
    const names = readScenarioFile(`${EVE}deposits:\n  - { user: evee, currency: USDT, amount: 50, status: review }\n  - { user: eve, currency: USDT, amount: 50, status: delivered, reason: late }\n`);
    expect(names.ok ? [] : names.problems).toEqual(['deposits[0].user: no user named "evee" in this file', 'deposits[1].reason: only a rejected deposit has a reason (this one is delivered)']);
    // Left out: a user's deposits are none; a rejected one's reason is the review's default.
    const read = readScenarioFile(`${EVE}deposits:\n  - { user: eve, currency: USDT, amount: 50, status: rejected }\n`);
    expect(read.ok && read.file.deposits).toEqual([{ user: 'eve', currency: 'USDT', amount: '50', status: 'rejected' }]);
    const bare = readScenarioFile(EVE);
    expect(bare.ok && bare.file.deposits).toEqual([]);
  });

  test("a currency or network the sandbox does not take, or the declaration's own rules: each with its place, and nothing changes", async () => {
    await load('eve.yaml', FILE);
    const before = await stateDump(app.api.db);
    const networks = await load('networks.yaml', `${EVE}deposits:\n  - { user: eve, currency: DOGE, amount: 50, status: review }\n  - { user: eve, currency: USDT, network: BEP20, amount: 50, status: review }\n`);
    expect(problemsOf(networks)).toEqual([
      'deposits[0].currency: the sandbox takes no deposit of DOGE (deposits of: BTC, ETH, USDT)',
      'deposits[1].network: no USDT deposits on BEP20 (networks: ERC20, TRC20)',
    ]);
    const small = await load('small.yaml', `${EVE}deposits:\n  - { user: eve, currency: USDT, amount: 5, status: delivered }\n`);
    expect(problemsOf(small)).toEqual(['deposits[0]: The minimum deposit is 10 USDT']);
    const none = await load('bare.yaml', `catalogue: none\n${EVE}deposits:\n  - { user: eve, currency: USDT, amount: 50, status: review }\n`);
    expect(problemsOf(none)).toEqual(['deposits[0].currency: the sandbox takes no deposit of USDT (deposits of: none)']);
    expect(await stateDump(app.api.db)).toEqual(before);
  });
});
