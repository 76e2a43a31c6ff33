/**
 * A user touches only their own data: user B reading or changing user A's records by
 * id gets the refusal the contract documents (404, "another user's id answers 404"),
 * answered exactly as for an id that does not exist, so B cannot even learn that it does.
 */
import { contract, UPLOAD_BIZ } from '@sandbox/shared';
import { MISSING_ID, type SuiteContext, type SuiteUser } from './context.ts';
import { accountIds, bankCard } from './body-checks.ts';
import { envelope, refusal, success } from './envelope.ts';
import { must, skip } from './report.ts';

/** A 1x1 PNG: the smallest upload an image-only endpoint must take. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

function both(ctx: SuiteContext): [SuiteUser, SuiteUser] {
  const { A, B } = ctx.users;
  if (!A || !B) skip('needs users A and B');
  return [A, B];
}

/** B's answer for A's id must be the documented 404, the same code and message as for a missing id. */
function sameAsMissing(theirs: ReturnType<typeof envelope>, missing: ReturnType<typeof envelope>, what: string) {
  must(theirs.code === 404, `${what}: expected 404, got ${theirs.code} (${theirs.message})`);
  must(theirs.code === missing.code && theirs.message === missing.message, `${what}: answered unlike a missing id (${theirs.message} / ${missing.message})`);
}

export async function checkOwnerOnly(ctx: SuiteContext, accountId: string | undefined) {
  const { client, report } = ctx;

  await report.check("owner-only: B's withdrawal accounts do not list A's", async () => {
    const [, b] = both(ctx);
    if (!accountId) skip("A's account was not created");
    must(!(await accountIds(ctx, b)).includes(accountId), "B's list shows A's account");
    return `${accountId} not in B's list`;
  });

  await report.check("owner-only: B editing A's withdrawal account gets 404, A's account unchanged", async () => {
    const [a, b] = both(ctx);
    if (!accountId) skip("A's account was not created");
    const edit = contract['user.withdrawalAccountEdit'];
    const list = contract['user.withdrawalAccountList'];
    const before = success<unknown[]>(list, await client.get(list, { token: a.token }), "A's list");
    const theirs = envelope(await client.post(edit, { id: accountId, ...bankCard(ctx, 'x') }, { token: b.token }), "B's edit");
    const missing = envelope(await client.post(edit, { id: MISSING_ID, ...bankCard(ctx, 'x') }, { token: b.token }), 'edit of a missing id');
    sameAsMissing(theirs, missing, "B's edit");
    const after = success<unknown[]>(list, await client.get(list, { token: a.token }), "A's list");
    must(JSON.stringify(after) === JSON.stringify(before), "A's accounts changed");
    return `404: ${theirs.message}`;
  });

  let upload: { id: string; url: string } | undefined;
  await report.check("owner-only: B reading A's uploaded file gets 404", async () => {
    const [a, b] = both(ctx);
    const form = new FormData();
    form.append('biz', String(UPLOAD_BIZ.RECHARGE_PROOF));
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'proof.png');
    const sys = contract['sys.upload'];
    upload = success<{ id: string; url: string }>(sys, await client.raw('POST', sys.path, { token: a.token, body: form }), 'upload');
    const own = await client.raw('GET', upload.url, { token: a.token });
    must(own.status === 200 && own.contentType.startsWith('image/'), `A cannot read the own file (HTTP ${own.status}, ${own.contentType})`);
    const theirs = envelope(await client.raw('GET', upload.url, { token: b.token }), "B's read");
    const missing = envelope(await client.raw('GET', upload.url.replace(upload.id, MISSING_ID), { token: b.token }), 'a missing file');
    sameAsMissing(theirs, missing, "B's read");
    refusal(await client.raw('GET', upload.url), 401, 'the file without a token');
    return `A reads ${upload.url}; B gets 404 (${theirs.message}); no token 401`;
  });

  await report.check("owner-only: B reading A's deposit order gets 404", async () => {
    const [a, b] = both(ctx);
    if (!upload) skip('no payment proof was uploaded');
    const where = contract['finance.rechargeAddress'];
    const address = envelope(await client.get(where, { token: a.token, query: { currency: 'USDT' } }), 'deposit address');
    if (address.code !== 200) skip(`this server has no USDT deposit address (${address.code} ${address.message})`);
    const { network, minAmount } = success<{ network: string; minAmount: string }>(where, await client.get(where, { token: a.token, query: { currency: 'USDT' } }));
    const apply = contract['finance.rechargeApply'];
    const amount = Number(minAmount) > 0 ? minAmount : '10';
    const order = success<{ id: string }>(apply, await client.post(apply, { currency: 'USDT', network, amount, proofUploadId: upload.id }, { token: a.token }), 'deposit');
    const detail = contract['ext.rechargeDetail'];
    success(detail, await client.get(detail, { token: a.token, params: { id: order.id } }), "A's own deposit");
    const theirs = envelope(await client.get(detail, { token: b.token, params: { id: order.id } }), "B's read");
    const missing = envelope(await client.get(detail, { token: b.token, params: { id: MISSING_ID } }), 'a missing deposit');
    sameAsMissing(theirs, missing, "B's read");
    const listed = success<{ records: Array<{ id: string }> }>(contract['finance.rechargeList'], await client.get(contract['finance.rechargeList'], { token: b.token }), "B's deposits");
    must(!listed.records.some((r) => r.id === order.id), "B's deposit list shows A's order");
    return `A reads deposit ${order.id}; B gets 404 and does not list it`;
  });

  await report.check('owner-only: detail calls answer 404 for ids that are not the caller\'s', async () => {
    const [a] = both(ctx);
    const wrong: string[] = [];
    for (const id of ['ext.positionDetail', 'ext.rechargeDetail', 'ext.withdrawalDetail'] as const) {
      const e = envelope(await client.get(contract[id], { token: a.token, params: { id: MISSING_ID } }), id);
      if (e.code !== 404) wrong.push(`${id} -> ${e.code}`);
    }
    must(wrong.length === 0, wrong.join(', '));
    return 'positions, deposits, withdrawals: 404';
  });
}
