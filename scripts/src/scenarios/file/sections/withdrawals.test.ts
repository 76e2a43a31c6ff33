import { describe, expect, test } from 'vitest';
import { contract, RECORD_STATUS, WITHDRAWAL_ACCOUNT_TYPE } from '@sandbox/shared';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { BalanceLogType, reconcile } from '@sandbox/server/ledger';
import { readScenarioFile } from '../read.ts';
import { problemsOf, stateDump, useScenarioApp } from '../scenario-app.ts';

const app = useScenarioApp();

const load = (fileName: string, text: string) => app.api.qaCall(qaRoutes['scenario.file'], { body: { fileName, text } });
const TRON = 'TSandboxPayeeForDanaDoNotSend12345';
const EVM = '0x00000000000000000000000000000000000000d4';
const DANA = `clock: "2026-12-01T09:30:00Z"
users:
  - { account: dana, password: Dana1234, identity: basic, withdrawalPassword: Wd123456, balances: { spot: { USDT: 1000, BTC: "0.01" } } }
withdrawalAccounts:
  - { user: dana, kind: bank, realName: Dana Scully, bankName: Sandbox Bank, accountNo: "6222 0000 0000 0009", bankBranch: Main branch }
  - { user: dana, kind: address, currency: USDT, network: trc20, address: ${TRON} }
`;

// Worked by hand: the demo's USDT withdrawal fee is 1 (no rate), so each receives its amount less 1.
// Spot USDT: 1,000 - 300 (under review, frozen) - 100 (paid, gone) - 25 (approved, frozen) = 575
// available and 325 frozen; the rejected 50 and the failed 40 were frozen and given back.
const FILE = `${DANA}withdrawals:
  - { user: dana, currency: USDT, account: "6222 0000 0000 0009", amount: 300, status: review }
  - { user: dana, currency: USDT, network: TRC20, amount: 100, status: paid }
  - { user: dana, currency: USDT, network: TRC20, amount: 50, status: rejected }
  - { user: dana, currency: USDT, account: ${TRON}, amount: 40, status: failed, reason: Chain congested }
  - { user: dana, currency: USDT, account: ${TRON}, network: TRC20, amount: 25, status: approved }
`;

describe("a file's withdrawals", () => {
  test('are applied at the clock to the named account and reviewed to their status, each move through the ledger (worked: 575 free, 325 frozen)', async () => {
    expect((await load('dana.yaml', FILE)).code).toBe(200);
    const token = (await app.api.call(contract['app.login'], { account: 'dana', password: 'Dana1234' })).result.token;
    const listed = (await app.api.call(contract['finance.withdrawalList'], { pageNo: 1, pageSize: 10 }, { token })).result.records;
    expect(listed.map((w) => [w.amount, w.fee, w.receiveAmount, w.status, w.accountType, w.accountNo ?? w.address, w.network, w.remark]).sort()).toEqual([
      ['100', '1', '99', RECORD_STATUS.WITHDRAWN, WITHDRAWAL_ACCOUNT_TYPE.CHAIN_ADDRESS, TRON, 'TRC20', null],
      ['25', '1', '24', RECORD_STATUS.DELIVERED, WITHDRAWAL_ACCOUNT_TYPE.CHAIN_ADDRESS, TRON, 'TRC20', null],
      ['300', '1', '299', RECORD_STATUS.UNDER_REVIEW, WITHDRAWAL_ACCOUNT_TYPE.BANK_CARD, '6222000000000009', null, null],
      ['40', '1', '39', RECORD_STATUS.FAILED, WITHDRAWAL_ACCOUNT_TYPE.CHAIN_ADDRESS, TRON, 'TRC20', 'Chain congested'],
      ['50', '1', '49', RECORD_STATUS.REJECTED, WITHDRAWAL_ACCOUNT_TYPE.CHAIN_ADDRESS, TRON, 'TRC20', 'Rejected by review (sandbox)'],
    ]);
    const usdt = (await app.api.call(contract['finance.queryUserBalance'], {}, { token })).result.find((b) => b.currency === 'USDT');
    expect([usdt?.available, usdt?.frozen]).toEqual(['575', '325']);
    const dana = await app.api.db.user.findUniqueOrThrow({ where: { account: 'dana' } });
    const moves = await app.api.db.balanceLog.findMany({ where: { userId: dana.id, refType: 'Withdrawal' } });
    const count = (type: number) => moves.filter((m) => m.type === type).length;
    expect([count(BalanceLogType.WITHDRAW_FREEZE), count(BalanceLogType.WITHDRAW_PAID), count(BalanceLogType.WITHDRAW_UNFREEZE)]).toEqual([5, 1, 2]);
    // Under review and approved wait in the QA review queue, to move on as any other.
    const pending = (await app.api.qaCall(qaRoutes['finance.pending'])).result as { withdrawals: { amount: string }[] };
    expect(pending.withdrawals.map((w) => w.amount).sort()).toEqual(['25', '300']);
    expect(await reconcile(app.api.db, dana.id)).toEqual([]);
  });

  test('the shape and the account each goes to, each problem with its place', () => {
    const shape = readScenarioFile(`${DANA}withdrawals:\n  - { user: dana, currency: USDT, amount: 50, status: sent, fee: 1 }\n`);
    expect(shape.ok ? [] : shape.problems).toEqual(['withdrawals[0].status: expected one of review, approved, paid, failed, rejected', 'withdrawals[0]: unknown field fee']);
    const read = readScenarioFile(`${DANA}  - { user: dana, kind: address, currency: USDT, network: ERC20, address: "${EVM}" }
  - { user: dana, kind: address, currency: ETH, network: ERC20, address: "${EVM}" }
  - { user: finn, kind: bank, realName: Finn, bankName: Sandbox Bank, accountNo: "6222000000000010" }
  - { user: gus, kind: bank, realName: Gus, bankName: Sandbox Bank, accountNo: "6222000000000011" }
withdrawals:
  - { user: gus, currency: USDT, amount: 50, status: review }
  - { user: dana, currency: ETH, account: "${EVM}", amount: 1, status: review }
  - { user: dana, currency: USDT, account: "6222", amount: 50, status: review }
  - { user: dana, currency: BTC, account: "${EVM}", amount: "0.005", status: review }
  - { user: dana, currency: USDT, network: BEP20, amount: 50, status: review }
  - { user: dana, currency: USDT, amount: 50, status: review }
  - { user: dana, currency: USDT, network: ERC20, amount: 50, status: paid, reason: late }
  - { user: hal, currency: USDT, amount: 50, status: review }
`.replace('users:\n', 'users:\n  - { account: gus, identity: basic }\n'));
    // gus's only card takes USDT, and dana's one ETH address is the one named: both fit.
    const theirs = `theirs: 6222 0000 0000 0009, USDT ${TRON} on trc20, USDT ${EVM} on ERC20, ETH ${EVM} on ERC20`;
    expect(read.ok ? [] : read.problems).toEqual([
      'withdrawalAccounts[4].user: no user named "finn" in this file',
      `withdrawals[2].account: none of dana's withdrawal accounts in this file that take USDT is 6222 (${theirs})`,
      `withdrawals[3].account: none of dana's withdrawal accounts in this file that take BTC is ${EVM} (${theirs})`,
      `withdrawals[4].network: dana has no USDT address on BEP20 in this file (${theirs})`,
      `withdrawals[5].account: 3 of dana's withdrawal accounts in this file take USDT (${theirs}): name one by its accountNo or address, and network`,
      'withdrawals[6].reason: only a rejected or failed withdrawal has a reason (this one is paid)',
      'withdrawals[7].user: no user named "hal" in this file',
    ]);
    const none = readScenarioFile(`${DANA}withdrawals:\n  - { user: dana, currency: BTC, network: BTC, amount: "0.005", status: review }\n`.replace(/withdrawalAccounts:[^]*?withdrawals/, 'withdrawals'));
    expect(none.ok ? [] : none.problems).toEqual(['withdrawals[0]: dana has no withdrawal account in this file (a withdrawal goes to a bound bank card or address)']);
  });

  test("the application's own rules refuse at the withdrawal's place (identity, the withdrawal password, the kind of account, the minimum, the balance), and nothing changes", async () => {
    await load('dana.yaml', FILE);
    const before = await stateDump(app.api.db);
    const refusal = async (users: string, withdrawal: string) => problemsOf(await load('refused.yaml', `${DANA.replace(/users:\n.*\n/, `users:\n${users}\n`)}withdrawals:\n${withdrawal}`));
    const dana = (extra: string) => `  - { account: dana, ${extra}balances: { spot: { USDT: 1000, BTC: "0.01" } } }`;
    const fifty = '  - { user: dana, currency: USDT, network: TRC20, amount: 50, status: review }\n';
    expect(await refusal(dana('withdrawalPassword: Wd123456, '), fifty)).toEqual(['withdrawals[0]: Please complete identity verification first']);
    expect(await refusal(dana('identity: basic, '), fifty)).toEqual(['withdrawals[0]: Please set a withdrawal password first']);
    const able = dana('identity: basic, withdrawalPassword: Wd123456, ');
    expect(await refusal(able, '  - { user: dana, currency: BTC, account: "6222 0000 0000 0009", amount: "0.005", status: review }\n')).toEqual(['withdrawals[0]: BTC cannot be withdrawn to a bank card']);
    expect(await refusal(able, '  - { user: dana, currency: USDT, network: TRC20, amount: 10, status: review }\n')).toEqual(['withdrawals[0]: The minimum withdrawal is 20 USDT']);
    const twice = '  - { user: dana, currency: USDT, network: TRC20, amount: 600, status: paid }\n  - { user: dana, currency: USDT, network: TRC20, amount: 600, status: review }\n';
    expect(await refusal(able, twice)).toEqual(['withdrawals[1]: Insufficient balance']);
    expect(await stateDump(app.api.db)).toEqual(before);
  });
});

describe("withdrawals on a base, at an instant, with an order number", () => {
  const ALICE = 'TSandboxPayeeForA1iceDoNotSend1234';
  const onDemo = (withdrawals: string) => `base: demo\nclock: "2026-12-01T09:30:00Z"\nwithdrawals:\n${withdrawals}`;

  test("withdrawal-review: alice's 500 USDT to the address the demo binds, 20 minutes before the clock as DEMO-W-0002, frozen through the ledger (worked: 12,363 - 500 = 11,863 free)", async () => {
    expect((await app.api.qaCall(qaRoutes.scenario, { body: { name: 'withdrawal-review' } })).code).toBe(200);
    const alice = await app.api.db.user.findUniqueOrThrow({ where: { account: 'alice' } });
    const mine = await app.api.db.withdrawal.findUniqueOrThrow({ where: { orderNo: 'DEMO-W-0002' } });
    expect([mine.userId, mine.accountId, mine.address, mine.network, mine.amount, mine.fee, mine.actualAmount, mine.status]).toEqual([alice.id, 'demo-wa-alice-trc20', ALICE, 'TRC20', '500', '1', '499', RECORD_STATUS.UNDER_REVIEW]);
    // Both instants read from the one clock of the load: bob's (the demo's) 2 hours before it, alice's 20 minutes.
    const bobs = await app.api.db.withdrawal.findUniqueOrThrow({ where: { orderNo: 'DEMO-W-0001' } });
    expect(mine.createdAt.getTime() - bobs.createdAt.getTime()).toBe(100 * 60_000);
    const [frozen] = await app.api.db.balanceLog.findMany({ where: { refType: 'Withdrawal', refId: mine.id } });
    expect([frozen!.type, frozen!.availableDelta, frozen!.frozenDelta, frozen!.createdAt]).toEqual([BalanceLogType.WITHDRAW_FREEZE, '-500', '500', mine.createdAt]);
    const usdt = await app.api.db.balance.findFirstOrThrow({ where: { userId: alice.id, account: 'spot', currency: 'USDT' } });
    expect([usdt.available, usdt.frozen]).toEqual(['11863', '500']);
    // The review queue, oldest first: bob's, then alice's.
    const pending = (await app.api.qaCall(qaRoutes['finance.pending'])).result as { withdrawals: { orderNo: string }[] };
    expect(pending.withdrawals.map((w) => w.orderNo)).toEqual(['DEMO-W-0001', 'DEMO-W-0002']);
    expect(await reconcile(app.api.db, alice.id)).toEqual([]);
  });

  test("a file's account is bound by its first withdrawal's instant, when that is before the clock", async () => {
    expect((await load('dana.yaml', `${DANA}withdrawals:\n  - { user: dana, currency: USDT, network: TRC20, amount: 100, status: paid, at: "-1h", orderNo: W-DANA-1 }\n`)).code).toBe(200);
    const paid = await app.api.db.withdrawal.findUniqueOrThrow({ where: { orderNo: 'W-DANA-1' }, include: { account: true } });
    expect([paid.status, paid.createdAt.toISOString().slice(0, 16), paid.account!.createdAt]).toEqual([RECORD_STATUS.WITHDRAWN, '2026-12-01T08:30', paid.createdAt]);
    const read = readScenarioFile(`${DANA}withdrawals:\n  - { user: dana, currency: USDT, network: TRC20, amount: 50, status: review, orderNo: W-0001 }\n  - { user: dana, currency: USDT, network: TRC20, amount: 60, status: review, orderNo: W-0001 }\n`);
    expect(read.ok ? [] : read.problems).toEqual(["withdrawals[1].orderNo: W-0001 is already withdrawals[0]'s"]);
  });

  test("a base user's account among the file's and the base's, an order number the sandbox has, an instant after the clock: each at its place, and nothing changes", async () => {
    await load('dana.yaml', FILE);
    const before = await stateDump(app.api.db);
    const refused = await load('alice.yaml', `${onDemo(`  - { user: alice, currency: USDT, account: TSandboxNowhere, amount: 50, status: review }
  - { user: alice, currency: USDT, amount: 50, status: review, orderNo: DEMO-W-0001 }
  - { user: carol, currency: USDT, amount: 50, status: review }
  - { user: alice, currency: USDT, amount: 50, status: review, at: "+5m" }
`)}`);
    expect(problemsOf(refused)).toEqual([
      'withdrawals[1].orderNo: DEMO-W-0001 is already an order of the sandbox',
      `withdrawals[0].account: none of alice's withdrawal accounts in this file or the demo that take USDT is TSandboxNowhere (theirs: USDT ${ALICE} on TRC20)`,
      'withdrawals[2]: carol has no withdrawal account in this file or the demo (a withdrawal goes to a bound bank card or address)',
      expect.stringMatching(/^withdrawals\[3\]\.at: \+5m is after the clock \(2026-12-01T09:30:00\.\d{3}Z\): a withdrawal is applied by then$/),
    ]);
    // bob's card in the demo and his address in the file: a USDT withdrawal names one of them.
    const two = await load('bob.yaml', `${onDemo('  - { user: bob, currency: USDT, amount: 50, status: review }\n')}withdrawalAccounts:\n  - { user: bob, kind: address, currency: USDT, network: TRC20, address: TSandboxPayeeForBobDoNotSend123456 }\n`);
    expect(problemsOf(two)).toEqual([
      "withdrawals[0].account: 2 of bob's withdrawal accounts in this file or the demo take USDT (theirs: USDT TSandboxPayeeForBobDoNotSend123456 on TRC20, 6222000000000002): name one by its accountNo or address, and network",
    ]);
    expect(await stateDump(app.api.db)).toEqual(before);
  });
});
