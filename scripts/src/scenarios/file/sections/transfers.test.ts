import { describe, expect, test } from 'vitest';
import { BALANCE_LOG_TYPE, contract, LOAN_STATUS, WALLET } from '@sandbox/shared';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { getBalance, reconcile } from '@sandbox/server/ledger';
import { problemsOf, readProblems, stateDump, useScenarioApp } from '../scenario-app.ts';

const app = useScenarioApp();

const load = (fileName: string, text: string) => app.api.qaCall(qaRoutes['scenario.file'], { body: { fileName, text } });
const signIn = async (account: string, password: string) => (await app.api.call(contract['app.login'], { account, password })).result.token;
const TOM = 'clock: "2026-12-01T09:30:00Z"\nusers:\n  - { account: tom, password: Tom12345, balances: { spot: { USDT: 1000 }, contract: { USDT: 200 } } }\n';

// Worked by hand: 600 to the contract account two days before the clock, 150.5 back an hour before it.
// Spot: 1,000 - 600 + 150.5 = 550.5; contract: 200 + 600 - 150.5 = 649.5.
const FILE = `${TOM}transfers:
  - { user: tom, from: spot, to: contract, amount: 600, at: "-2d" }
  - { user: tom, currency: USDT, from: contract, to: spot, amount: "150.5", at: "2026-12-01T08:30:00Z" }
`;

/** The user's transfers on spot as the balance log lists them, newest first: amount, balance after, region time. */
const spotTransfers = async (token: string) =>
  (await app.api.call(contract['finance.balanceLogList'], { pageNo: 1, pageSize: 20, wallet: WALLET.SPOT }, { token })).result.records
    .filter((r) => r.type === BALANCE_LOG_TYPE.TRANSFER_OUT || r.type === BALANCE_LOG_TYPE.TRANSFER_IN)
    .map((r) => [r.amount, r.balanceAfter, r.createdAt]);

describe("a file's transfers", () => {
  test('are made at their instants by the app\'s transfer, both log rows through the ledger (worked: spot 550.5, contract 649.5)', async () => {
    expect((await load('tom.yaml', FILE)).code).toBe(200);
    const token = await signIn('tom', 'Tom12345');
    const spot = (await app.api.call(contract['finance.queryUserBalance'], {}, { token })).result.find((b) => b.currency === 'USDT');
    expect([spot?.available, spot?.frozen]).toEqual(['550.5', '0']);
    expect((await app.api.call(contract['finance.queryUserContractBalance'], {}, { token })).result.available).toBe('649.5');
    // Region time (UTC+8): 29 November 17:30 and 1 December 16:30.
    expect(await spotTransfers(token)).toEqual([
      ['150.5', '550.5', '2026-12-01 16:30:00'],
      ['-600', '400', '2026-11-29 17:30:00'],
    ]);
    const tom = await app.api.db.user.findUniqueOrThrow({ where: { account: 'tom' } });
    // The app's record of each move, as finance.transferContract writes it.
    expect((await app.api.db.transfer.findMany({ where: { userId: tom.id }, orderBy: { createdAt: 'asc' } })).map((t) => [t.fromAccount, t.toAccount, t.amount])).toEqual([
      ['spot', 'contract', '600'],
      ['contract', 'spot', '150.5'],
    ]);
    expect(await reconcile(app.api.db, tom.id)).toEqual([]);
  });

  test("loan-overdue: bob's loan paid out 9 days before the clock as DEMO-L-0001, 3,500 moved to his contract account the day after (spot 300, contract 4,000)", async () => {
    expect((await app.api.qaCall(qaRoutes.scenario, { body: { name: 'loan-overdue' } })).code).toBe(200);
    const bob = await app.api.db.user.findUniqueOrThrow({ where: { account: 'bob' } });
    const loan = await app.api.db.loan.findFirstOrThrow({ where: { userId: bob.id } });
    expect([loan.orderNo, loan.status, loan.amount]).toEqual(['DEMO-L-0001', LOAN_STATUS.OVERDUE, '1000']);
    // The demo's 2,800 free (200 frozen for his withdrawal) + the 1,000 paid out - 3,500 = 300 on spot; 500 + 3,500 = 4,000 on the contract account.
    const usdt = async (account: 'spot' | 'contract') => {
      const { available, frozen } = await getBalance(app.api.db, { userId: bob.id, account, currency: 'USDT' });
      return { available, frozen };
    };
    expect([await usdt('spot'), await usdt('contract')]).toEqual([{ available: '300', frozen: '200' }, { available: '4000', frozen: '0' }]);
    const [moved] = await app.api.db.transfer.findMany({ where: { userId: bob.id } });
    expect([moved!.fromAccount, moved!.toAccount, moved!.amount, moved!.createdAt.getTime() - loan.startAt!.getTime()]).toEqual(['spot', 'contract', '3500', 24 * 3600_000]);
    expect(await reconcile(app.api.db, bob.id)).toEqual([]);
  });

  test('what the file alone tells, each with its place', () => {
    expect(readProblems(`${TOM}transfers:\n  - { user: tom, from: savings, to: spot, amount: 0 }\n`)).toEqual([
      'transfers[0].from: expected one of spot, contract',
      'transfers[0].amount: Expected an amount above 0',
    ]);
    expect(
      readProblems(`${TOM}transfers:
  - { user: tim, from: spot, to: contract, amount: 10 }
  - { user: tom, from: spot, to: spot, amount: 10 }
  - { user: tom, currency: BTC, from: spot, to: contract, amount: 1 }
`),
    ).toEqual([
      'transfers[0].user: no user named "tim" in this file',
      'transfers[1].to: spot is where it comes from: a transfer goes to the other account',
      'transfers[2].currency: the contract account holds USDT only, not BTC',
    ]);
  });

  test('an instant after the clock and the transfer\'s own refusal (more than spot holds at that moment): each at its place, and nothing changes', async () => {
    await load('tom.yaml', FILE);
    const before = await stateDump(app.api.db);
    const late = await load('late.yaml', `${TOM}transfers:\n  - { user: tom, from: spot, to: contract, amount: 10, at: "+1h" }\n`);
    expect(problemsOf(late)).toEqual([expect.stringMatching(/^transfers\[0\]\.at: \+1h is after the clock \(2026-12-01T09:30:00\.\d{3}Z\): a transfer is made by then$/)]);
    // 600 leaves spot two days before the clock; a day later the 400 left cannot pay 500.
    const short = await load('short.yaml', `${TOM}transfers:\n  - { user: tom, from: spot, to: contract, amount: 600, at: "-2d" }\n  - { user: tom, from: spot, to: contract, amount: 500, at: "-1d" }\n`);
    expect(problemsOf(short)).toEqual(['transfers[1]: Insufficient balance']);
    const fine = await load('fine.yaml', `${TOM}transfers:\n  - { user: tom, from: spot, to: contract, amount: "0.123456789" }\n`);
    expect(problemsOf(fine)).toEqual([expect.stringMatching(/^transfers\[0\]: /)]);
    expect(await stateDump(app.api.db)).toEqual(before);
  });
});
