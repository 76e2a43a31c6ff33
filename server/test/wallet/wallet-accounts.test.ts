import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { contract } from '@sandbox/shared';
import { registerByEmail } from '../harness.ts';
import { ERC20_ADDRESS, TRC20_ADDRESS, createFinanceApp } from '../wallet-fixtures.ts';

let t: Awaited<ReturnType<typeof createFinanceApp>>;
beforeEach(async () => {
  t = await createFinanceApp();
});
afterEach(async () => {
  await t.close();
});


describe('user.withdrawalAccountAdd, Edit and List', () => {
  test('bind a bank card and a chain address, list them, edit one', async () => {
    const u = await registerByEmail(t.api, 'acc@example.com');
    const card = await t.api.call(
      contract['user.withdrawalAccountAdd'],
      { type: 1, realName: ' Ann Lee ', bankName: 'Sandbox Bank', accountNo: '6222 0000 1111 2222', bankBranch: 'Main' },
      { token: u.token },
    );
    expect(card.code).toBe(200);
    expect(card.result).toMatchObject({ type: 1, realName: 'Ann Lee', bankName: 'Sandbox Bank', accountNo: '6222000011112222', bankBranch: 'Main', swiftCode: null });
    const chain = await t.api.call(contract['user.withdrawalAccountAdd'], { type: 2, currency: 'USDT', network: 'erc20', address: ERC20_ADDRESS }, { token: u.token });
    expect(chain.result).toMatchObject({ type: 2, currency: 'USDT', network: 'ERC20', address: ERC20_ADDRESS });
    // Stored with the schema's codes (1 chain, 2 card); the wire says 1 card, 2 chain.
    expect((await t.api.db.withdrawalAccount.findUniqueOrThrow({ where: { id: card.result.id } })).type).toBe(2);

    const list = await t.api.call(contract['user.withdrawalAccountList'], {}, { token: u.token });
    expect(list.result.map((a) => a.id)).toEqual([card.result.id, chain.result.id]);
    const cards = await t.api.call(contract['user.withdrawalAccountList'], { type: 1 }, { token: u.token });
    expect(cards.result.map((a) => a.id)).toEqual([card.result.id]);

    const edited = await t.api.call(contract['user.withdrawalAccountEdit'], { id: chain.result.id, type: 2, currency: 'USDT', network: 'TRC20', address: TRC20_ADDRESS }, { token: u.token });
    expect(edited.result).toMatchObject({ id: chain.result.id, network: 'TRC20', address: TRC20_ADDRESS });
  });

  test('bad addresses, unsupported pairs, duplicates, type changes and SWIFT are refused; nothing changes', async () => {
    const u = await registerByEmail(t.api, 'bad@example.com');
    const chain = await t.api.call(contract['user.withdrawalAccountAdd'], { type: 2, currency: 'USDT', network: 'TRC20', address: TRC20_ADDRESS }, { token: u.token });
    const cases: Array<['addAccount' | 'editAccount', object, number, string, string?]> = [
      ['addAccount', { type: 2, currency: 'USDT', network: 'TRC20', address: ERC20_ADDRESS }, 400, 'This is not a valid TRC20 address'],
      ['addAccount', { type: 2, currency: 'USDT', network: 'ERC20', address: '0x742d35Cc6634C0532925a3b844Bc454e4438f44' }, 400, 'This is not a valid ERC20 address'],
      ['addAccount', { type: 2, currency: 'USDT', network: 'TRC20', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLS0' }, 400, '不是有效的 TRC20 地址', 'zh-cn'],
      ['addAccount', { type: 2, currency: 'BTC', network: 'TRC20', address: TRC20_ADDRESS }, 400, 'BTC is not supported on the TRC20 network'],
      ['addAccount', { type: 2, currency: 'USD', network: 'TRC20', address: TRC20_ADDRESS }, 400, 'USD cannot be moved here'],
      ['addAccount', { type: 2, currency: 'USDT', network: 'TRC20', address: TRC20_ADDRESS }, 409, 'This account is already bound'],
      ['addAccount', { type: 1, realName: 'A', bankName: 'B', accountNo: '12' }, 400, 'Invalid or missing value: accountNo'],
      ['addAccount', { type: 1, realName: 'A', bankName: 'B', accountNo: '12345678', swiftCode: 'ABCDEFGH' }, 400, 'SWIFT codes are not accepted yet; leave the field empty'],
      ['editAccount', { id: chain.result.id, type: 1, realName: 'A', bankName: 'B', accountNo: '12345678' }, 400, 'The account type cannot be changed; bind a new account instead'],
      ['editAccount', { id: 'nope', type: 2, currency: 'USDT', network: 'TRC20', address: TRC20_ADDRESS }, 404, 'Withdrawal account not found'],
    ];
    const before = await t.api.db.withdrawalAccount.findMany();
    for (const [call, body, code, message, lang] of cases) {
      const res = await t.api.send(contract[call === 'addAccount' ? 'user.withdrawalAccountAdd' : 'user.withdrawalAccountEdit'], body, { token: u.token, ...(lang ? { lang } : {}) });
      expect(res, JSON.stringify(body)).toMatchObject({ code, message });
    }
    expect(await t.api.db.withdrawalAccount.findMany()).toEqual(before);
  });

  test("another user's account cannot be seen or edited; every call needs a token", async () => {
    const owner = await registerByEmail(t.api, 'owner@example.com');
    const intruder = await registerByEmail(t.api, 'intruder@example.com');
    const acc = await t.api.call(contract['user.withdrawalAccountAdd'], { type: 2, currency: 'USDT', network: 'TRC20', address: TRC20_ADDRESS }, { token: owner.token });
    expect((await t.api.call(contract['user.withdrawalAccountList'], {}, { token: intruder.token })).result).toEqual([]);
    const edit = await t.api.call(contract['user.withdrawalAccountEdit'], { id: acc.result.id, type: 2, currency: 'USDT', network: 'ERC20', address: ERC20_ADDRESS }, { token: intruder.token });
    expect(edit).toMatchObject({ code: 404, message: 'Withdrawal account not found' });
    expect((await t.api.db.withdrawalAccount.findUniqueOrThrow({ where: { id: acc.result.id } })).address).toBe(TRC20_ADDRESS);
    expect((await t.api.call(contract['user.withdrawalAccountList'])).code).toBe(401);
    expect((await t.api.call(contract['user.withdrawalAccountAdd'], { type: 2, currency: 'USDT', network: 'TRC20', address: TRC20_ADDRESS })).code).toBe(401);
    expect((await t.api.call(contract['user.withdrawalAccountEdit'], { id: acc.result.id, type: 2, currency: 'USDT', network: 'TRC20', address: TRC20_ADDRESS })).code).toBe(401);
  });
});
