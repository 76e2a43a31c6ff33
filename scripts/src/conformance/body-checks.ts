/**
 * POST bodies (docs/wire-protocol.md): an encrypted body is accepted; a replayed,
 * tampered or unencrypted one is refused with code 400 (409 for the replay) and the
 * same message whatever the cause, and nothing changes; a well-encrypted body with a
 * missing field, a wrong type or a negative amount is refused with a message naming
 * the field, and nothing changes.
 */
import { generateKeyPairSync } from 'node:crypto';
import { contract, WITHDRAWAL_ACCOUNT_TYPE, TRANSFER_DIRECTION } from '@sandbox/shared';
import { encryptBody } from '@sandbox/shared/wire/index';
import type { SuiteContext, SuiteUser } from './context.ts';
import { refusal, success } from './envelope.ts';
import { must, skip } from './report.ts';

const add = contract['user.withdrawalAccountAdd'];
const list = contract['user.withdrawalAccountList'];

/** A bank card only this run uses (no reference data needed, unlike a chain address). */
export function bankCard(ctx: SuiteContext, label: string) {
  return {
    type: WITHDRAWAL_ACCOUNT_TYPE.BANK_CARD,
    realName: `Conformance ${label}`,
    bankName: 'Conformance Bank',
    accountNo: `CF${ctx.runId}${label}`.toUpperCase().slice(0, 34),
  };
}

export async function accountIds(ctx: SuiteContext, user: SuiteUser): Promise<string[]> {
  const rows = success<Array<{ id: string }>>(list, await ctx.client.get(list, { token: user.token }), 'withdrawal account list');
  return rows.map((r) => r.id);
}

/** A key pair of no server: a body for it is well formed but unreadable here. */
let foreignPem: string | undefined;
function foreignPublicKey(): string {
  foreignPem ??= generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }).toString();
  return foreignPem;
}

/** Flips one base64 character in the middle of the given part (0: RSA, 1: AES) to another valid one. */
function tamper(body: string, part: 0 | 1): string {
  const parts = body.split('.');
  const text = parts[part]!;
  const at = Math.floor(text.length / 2);
  parts[part] = text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
  return parts.join('.');
}

/** Returns the id of user A's new bank card (for the owner-only checks), if the first check passed. */
export async function checkBodies(ctx: SuiteContext): Promise<string | undefined> {
  const { client, report } = ctx;
  let accountId: string | undefined;
  let body = '';
  const userA = () => ctx.users.A ?? skip('user A was not signed up');

  await report.check(`encrypted POST accepted: ${add.path}`, async () => {
    const user = userA();
    body = await client.encrypt(bankCard(ctx, 'a'));
    const created = success<{ id: string }>(add, await client.post(add, { raw: body }, { token: user.token }), 'add a bank card');
    must((await accountIds(ctx, user)).includes(created.id), `the new account ${created.id} is not in the user's list`);
    accountId = created.id;
    return `account ${created.id} created and listed`;
  });

  await report.check('replayed body refused (409) and nothing added', async () => {
    const user = userA();
    if (!body) skip('no accepted body to replay');
    const before = await accountIds(ctx, user);
    const e = refusal(await client.post(add, { raw: body }, { token: user.token }), 409, 'the same body again');
    must((await accountIds(ctx, user)).length === before.length, 'the replay added an account');
    return `409: ${e.message}`;
  });

  const messages: string[] = [];
  const refusedBodies: Array<[string, (fresh: string) => string]> = [
    ['tampered body (one AES character changed) refused', (fresh) => tamper(fresh, 1)],
    ['tampered body (one RSA character changed) refused', (fresh) => tamper(fresh, 0)],
    ['unencrypted JSON body refused', () => JSON.stringify(bankCard(ctx, 'p'))],
    ['body encrypted for another server\'s key refused', () => encryptBody(bankCard(ctx, 'k'), foreignPublicKey())],
  ];
  for (const [name, make] of refusedBodies) {
    await report.check(`${name} with 400 and nothing changed`, async () => {
      const user = userA();
      const before = await accountIds(ctx, user);
      const e = refusal(await client.post(add, { raw: make(await client.encrypt(bankCard(ctx, 't'))) }, { token: user.token }), 400, name);
      must((await accountIds(ctx, user)).length === before.length, 'an account was added');
      messages.push(e.message);
      return `400: ${e.message}`;
    });
  }
  await report.check('every unreadable body gets the same message (no oracle)', async () => {
    if (messages.length < 2) skip('fewer than two unreadable bodies were refused');
    must(new Set(messages).size === 1, `different messages: ${[...new Set(messages)].join(' | ')}`);
    return `one message for ${messages.length} causes`;
  });
  return accountId;
}

/** Encrypted bodies the contract refuses: the message names the field, and nothing changes. */
export async function checkBadBodies(ctx: SuiteContext) {
  const { client, report } = ctx;
  const cases: Array<[string, string, Record<string, unknown>]> = [
    ['missing field', 'bankName', { ...bankCard(ctx, 'm'), bankName: undefined }],
    ['wrong type', 'realName', { ...bankCard(ctx, 'w'), realName: 12345 }],
  ];
  for (const [what, field, payload] of cases) {
    await report.check(`bad body (${what}: ${field}) refused with a clear message, nothing added`, async () => {
      const user = ctx.users.A ?? skip('user A was not signed up');
      const before = await accountIds(ctx, user);
      const e = refusal(await client.post(add, JSON.parse(JSON.stringify(payload)) as object, { token: user.token }), 400, what);
      must(e.message.includes(field), `the message does not name ${field}: "${e.message}"`);
      must((await accountIds(ctx, user)).length === before.length, 'an account was added');
      return `400: ${e.message}`;
    });
  }

  const transfer = contract['finance.transferContract'];
  const balances = contract['finance.queryUserContractBalance'];
  await report.check(`bad body (negative amount) refused on ${transfer.path}, balances unchanged`, async () => {
    const user = ctx.users.A ?? skip('user A was not signed up');
    const before = success(balances, await client.get(balances, { token: user.token }), 'contract balance');
    const e = refusal(await client.post(transfer, { direction: TRANSFER_DIRECTION.SPOT_TO_CONTRACT, amount: '-5' }, { token: user.token }), 400, 'negative amount');
    must(e.message.includes('amount'), `the message does not name amount: "${e.message}"`);
    const after = success(balances, await client.get(balances, { token: user.token }), 'contract balance');
    must(JSON.stringify(after) === JSON.stringify(before), 'the balances changed');
    return `400: ${e.message}`;
  });
}
