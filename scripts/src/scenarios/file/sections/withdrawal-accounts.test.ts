import { describe, expect, test } from 'vitest';
import { contract, WITHDRAWAL_ACCOUNT_TYPE } from '@sandbox/shared';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { readScenarioFile } from '../read.ts';
import { problemsOf, stateDump, useScenarioApp } from '../scenario-app.ts';

const app = useScenarioApp();

const load = (fileName: string, text: string) => app.api.qaCall(qaRoutes['scenario.file'], { body: { fileName, text } });
const TRON = 'TSandboxPayeeForEdnaDoNotSend12345';
const IDA = 'clock: "2026-12-01T09:30:00Z"\nusers:\n  - { account: ida, password: Ida12345 }\nwithdrawalAccounts:\n';

describe("a file's withdrawal accounts", () => {
  test('are bound at the clock as the bind form binds them, the first the default, and listed as the app lists them', async () => {
    const file = `${IDA}  - { user: ida, kind: address, currency: USDT, network: trc20, address: " ${TRON} " }
  - { user: ida, kind: bank, realName: Ida Wells, bankName: Sandbox Bank, accountNo: "6222 0000 0000 0012" }
`;
    expect((await load('ida.yaml', file)).code).toBe(200);
    const token = (await app.api.call(contract['app.login'], { account: 'ida', password: 'Ida12345' })).result.token;
    const listed = (await app.api.call(contract['user.withdrawalAccountList'], {}, { token })).result;
    // The network upper-cased, the address trimmed and the card number without its spaces, as binding stores them.
    expect(listed.map(({ id, ...account }) => [typeof id, account])).toEqual([
      ['string', { type: WITHDRAWAL_ACCOUNT_TYPE.CHAIN_ADDRESS, currency: 'USDT', network: 'TRC20', address: TRON, createdAt: '2026-12-01 17:30:00' }],
      ['string', { type: WITHDRAWAL_ACCOUNT_TYPE.BANK_CARD, realName: 'Ida Wells', bankName: 'Sandbox Bank', accountNo: '6222000000000012', bankBranch: null, swiftCode: null, createdAt: '2026-12-01 17:30:00' }],
    ]);
    const ida = await app.api.db.user.findUniqueOrThrow({ where: { account: 'ida' } });
    expect((await app.api.db.withdrawalAccount.findMany({ where: { userId: ida.id }, orderBy: { isDefault: 'desc' } })).map((a) => [a.network, a.isDefault])).toEqual([
      ['TRC20', true],
      [null, false],
    ]);
  });

  test("the bind form's fields, each problem with its place", () => {
    const read = readScenarioFile(`${IDA}  - { user: ida, kind: bank, realName: Ida, bankName: Sandbox Bank, accountNo: "62", swiftCode: BKCHCNBJ }
  - { user: ida, kind: paypal, email: ida@example.com }
  - { user: ida, kind: address, currency: USDT, network: TRC20 }
  - { user: idaa, kind: address, currency: USDT, network: TRC20, address: ${TRON} }
`);
    expect(read.ok ? [] : read.problems).toEqual([
      'withdrawalAccounts[0].accountNo: Too small: expected string to have >=4 characters',
      'withdrawalAccounts[0]: unknown field swiftCode',
      "withdrawalAccounts[1].kind: Invalid discriminator value. Expected 'bank' | 'address'",
      'withdrawalAccounts[2].address: Invalid input: expected string, received undefined',
    ]);
    const named = readScenarioFile(`${IDA}  - { user: idaa, kind: address, currency: USDT, network: TRC20, address: ${TRON} }\n`);
    expect(named.ok ? [] : named.problems).toEqual(['withdrawalAccounts[0].user: no user named "idaa" in this file']);
  });

  test("binding's own rules refuse at the account's place (the network, the address's shape, a duplicate), and nothing changes", async () => {
    await load('ida.yaml', `${IDA}  - { user: ida, kind: bank, realName: Ida Wells, bankName: Sandbox Bank, accountNo: "6222000000000012" }\n`);
    const before = await stateDump(app.api.db);
    const refusal = async (accounts: string) => problemsOf(await load('refused.yaml', `${IDA}${accounts}`));
    expect(await refusal('  - { user: ida, kind: address, currency: USDT, network: SOL, address: 4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T }\n')).toEqual(['withdrawalAccounts[0]: USDT is not supported on the SOL network']);
    expect(await refusal('  - { user: ida, kind: address, currency: USDT, network: TRC20, address: SANDBOX-PAYEE-TRC20 }\n')).toEqual(['withdrawalAccounts[0]: This is not a valid TRC20 address']);
    const twice = '  - { user: ida, kind: bank, realName: Ida, bankName: A, accountNo: "6222 0000" }\n  - { user: ida, kind: bank, realName: Ida, bankName: B, accountNo: "62220000" }\n';
    expect(await refusal(twice)).toEqual(['withdrawalAccounts[1]: This account is already bound']);
    expect(await stateDump(app.api.db)).toEqual(before);
  });
});
