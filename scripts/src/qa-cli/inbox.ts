/** `inbox`: the SMS and e-mail codes the sandbox sent, or the next one to a target. */
import { setTimeout as sleep } from 'node:timers/promises';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { call, flag, QaError, seconds, type CommandInput, type Printed, type QaCommand } from './call.ts';

/** `inbox [<target>] | wait <target> [--timeout 60s]`. */
export const inbox: QaCommand = async (input) => {
  const { target, sub } = input;
  if (sub === 'wait') return waitForMessage(input);
  const messages = await call(target, qaRoutes.inbox, { query: { target: sub } });
  return { result: messages, line: messages.map((m) => `${m.sentAt}  ${m.channel.padEnd(5)} ${m.target.padEnd(28)} ${m.code}  ${m.purpose}`).join('\n') || '(empty)' };
};

/** `inbox wait`: the next message to the target, its code printed. */
async function waitForMessage({ target, args, rest, opts }: CommandInput): Promise<Printed> {
  const to = rest[0];
  if (!to) throw new QaError('inbox wait needs a target (an e-mail or +<country code><phone>)');
  const query = { target: to, limit: 1 };
  const [before] = await call(target, qaRoutes.inbox, { query });
  const deadline = performance.now() + seconds(flag(args, '--timeout') ?? '60s') * 1000;
  // Polled: the inbox is a table the server writes; a message is new when the newest one changed.
  while (performance.now() < deadline) {
    const [latest] = await call(target, qaRoutes.inbox, { query });
    if (latest && (!before || latest.sentAt !== before.sentAt || latest.code !== before.code || latest.text !== before.text)) {
      // Every message the sandbox sends carries a code (the column allows none).
      return { result: latest, line: String(latest.code) };
    }
    await sleep(opts.pollMs ?? 250);
  }
  throw new QaError(`no new message to ${to} within the timeout`);
}
