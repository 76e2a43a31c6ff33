/** `user`: users found, shown in full, or signed in on the phone app. */
import type { QaUserSummary } from '@sandbox/shared/qa-wire';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { call, flag, QaError, type CommandInput, type Printed, type QaCommand, type QaTarget } from './call.ts';

const userLine = (u: QaUserSummary) => `${u.account.padEnd(20)} ${(u.email ?? '-').padEnd(28)} ${(u.phone ?? '-').padEnd(16)} ${u.id}`;

/** A user named by account or id: the exact match among the search's hits. */
async function findUser(target: QaTarget, who: string | undefined): Promise<QaUserSummary> {
  if (!who) throw new QaError('name a user: an account or an id');
  const page = await call(target, qaRoutes['users.search'], { query: { q: who, pageSize: 100 } });
  const user = page.list.find((u) => u.id === who || u.account.toLowerCase() === who.toLowerCase());
  if (!user) throw new QaError(`no user with account or id ${who}`);
  return user;
}

/** `user search <part> [--page 1] | show <account | id> | signin <account | id>`. */
export const user: QaCommand = async (input) => {
  if (input.sub === 'search') return searchUsers(input);
  if (input.sub === 'show') return showUser(input);
  if (input.sub === 'signin') return signInLink(input);
  throw new QaError('user search <part> | show <account | id> | signin <account | id>');
};

/** `user search`: one line a user, and how to see the next page. */
async function searchUsers({ target, args, rest }: CommandInput): Promise<Printed> {
  const q = rest.filter((a) => !a.startsWith('--') && a !== flag(args, '--page')).join(' ');
  const page = await call(target, qaRoutes['users.search'], { query: { q, page: flag(args, '--page') ?? 1 } });
  const more = page.total > page.page * page.pageSize ? `\n(${page.total} found; --page ${page.page + 1} for more)` : '';
  return { result: page, line: (page.list.map(userLine).join('\n') || '(no users)') + more };
}

/** `user show`: balances, open positions, orders and the last ledger rows. */
async function showUser({ target, rest }: CommandInput): Promise<Printed> {
  const { id } = await findUser(target, rest[0]);
  const d = await call(target, qaRoutes['users.show'], { params: { id } });
  const line = [
    userLine(d.user),
    'balances:',
    ...d.balances.map((b) => `  ${b.account.padEnd(12)} ${b.currency.padEnd(8)} ${b.available} (frozen ${b.frozen})`),
    `open positions: ${d.openPositions.length}`,
    ...d.openPositions.map((p) => `  ${p.symbol} ${p.side === 1 ? 'long' : 'short'} ${p.quantity} @ ${p.entryPrice} x${p.leverage}`),
    `orders (newest first): ${d.orders.length}`,
    ...d.orders.map((o) => `  ${o.createdAt} ${o.kind.padEnd(10)} ${o.orderNo} ${o.summary}`),
    `ledger (last ${d.ledger.length}):`,
    ...d.ledger.map((r) => `  ${r.createdAt} ${r.account.padEnd(12)} ${r.currency.padEnd(8)} ${r.availableDelta} -> ${r.availableAfter}`),
  ].join('\n');
  return { result: d, line };
}

/** `user signin`: the one-time link on the target's address. */
async function signInLink({ target, rest }: CommandInput): Promise<Printed> {
  const { id } = await findUser(target, rest[0]);
  const signIn = await call(target, qaRoutes['users.signIn'], { params: { id } });
  const url = `${target.url}${signIn.path}`;
  return { result: { ...signIn, url }, line: `open within ${signIn.expiresInSeconds} s (once) to be signed in as ${signIn.account}:\n${url}` };
}
