/**
 * `npm run qa -- <command>`: the QA API from a terminal, against a running server
 * (QA_URL, QA_TOKEN; by default the address and the token `npm start` uses, read from
 * PORT and DATA_DIR/qa-token). Every command is one or a few calls of /__qa, each a route of
 * the shared table (shared/src/qa-routes.ts); `--json` prints the result as JSON
 * for scripts, otherwise a short human line. Exit code 1 on a refusal. Each group of
 * commands is a file of ./qa-cli/.
 */
import { defaultTarget, QaError, type CommandOptions, type Printed, type QaCommand, type QaTarget } from './qa-cli/call.ts';
import { clock } from './qa-cli/clock.ts';
import { fault, faults } from './qa-cli/faults.ts';
import { inbox } from './qa-cli/inbox.ts';
import { log } from './qa-cli/log.ts';
import { goodDay, replay, steer, stream } from './qa-cli/market.ts';
import { approve, pay, pending } from './qa-cli/queues.ts';
import { scenario, snapshot } from './qa-cli/scenario.ts';
import { user } from './qa-cli/user.ts';

export { defaultTarget, QaError, type QaTarget };

export const USAGE = `usage: npm run qa -- <command> [--json]

  scenario list                         the scenarios the server knows
  scenario <name>                       wipe and load a scenario (margin-call, withdrawal-review, ...)
  scenario load <file.yaml|.json> [--merge]   wipe and load a scenario file (docs/scenarios.md), or add its users to the state; a file that does not fit lists its problems
  scenario export [--users alice,bob] [--out file.yaml|.json]   the state (of those users, or all) as a scenario file; stdout without --out
  snapshot list | save <name> [--overwrite] | restore <name> | delete <name>
  clock [show]                          sandbox time and each job's next run
  clock advance <1d12h | 90s | ms>      move the clock forward; every job runs once
  clock jump <date>                     to "2026-12-01 08:00:00" (region time), ISO with a zone, or epoch ms
  steer <SYMBOL> crash|rally <percent> [--for 60s]
  steer <SYMBOL> target <price> [--for 60s]
  steer <SYMBOL> flat [--for 60s]        hold the current price, then walk on from there
  replay <SYMBOL> <file.csv> [--absolute]   follow the closes of a CSV of candles from now (scaled by default)
  good-day [--for 10m]                  the presenter's good day: four crypto-wide phases
  stream [show] | drop                  open price streams and stream faults; drop ends every stream now
  stream gap|stale <30s>                no pushes, or pushes repeating the last quote, for a while
  pending                               deposits, withdrawals, identity applications and loans waiting
  approve deposit|withdrawal|kyc|loan [<id>]   approve one (the oldest waiting without an id)
  pay withdrawal [<id>]                 mark an approved withdrawal paid
  inbox [<target>]                      the latest SMS and e-mail codes, newest first
  inbox wait <target> [--timeout 60s]   wait for the next message to target; prints its code
  user search <part> [--page 1]          users by a part of the account, e-mail or phone
  user show <account | id>              balances, last ledger rows, open positions, orders
  user signin <account | id>            a one-time link that opens the phone app signed in as the user
  log [--user <account>] [--route <part>] [--code <n>] [--limit 20]   the latest /api calls, newest first
  log tail [same filters]               print calls as they come (Ctrl-C stops)
  faults [list] | clear                 the injected faults; clear removes them all
  fault <route pattern> latency <ms> | code <400..500> | unauthorized | drop
        [--method GET] [--calls N] [--for 60s] [--rate 0.5 --seed 7]

environment: QA_URL (default http://localhost:$PORT), QA_TOKEN (default DATA_DIR/qa-token)`;

/** Each command by its first word. */
const COMMANDS = new Map<string, QaCommand>([
  ['scenario', scenario],
  ['snapshot', snapshot],
  ['clock', clock],
  ['steer', steer],
  ['replay', replay],
  ['good-day', goodDay],
  ['stream', stream],
  ['pending', pending],
  ['approve', approve],
  ['pay', pay],
  ['inbox', inbox],
  ['user', user],
  ['log', log],
  ['faults', faults],
  ['fault', fault],
]);

/** Runs one command; returns what to print (the result, and its human line). */
export async function runCommand(argv: string[], target: QaTarget, opts: CommandOptions = {}): Promise<Printed> {
  const args = argv.filter((a) => a !== '--json');
  const [command, sub, ...rest] = args;
  const run = command === undefined ? undefined : COMMANDS.get(command);
  if (!run) throw new QaError(command ? `unknown command: ${command}\n\n${USAGE}` : USAGE);
  return run({ target, args, sub, rest, opts: { ...opts, json: argv.includes('--json') } });
}

/** The whole CLI: runs, prints, returns the exit code. */
export async function runQa(
  argv: string[],
  out: (text: string) => void = console.log,
  err: (text: string) => void = console.error,
  target?: QaTarget,
  signal?: AbortSignal,
): Promise<number> {
  try {
    const { result, line } = await runCommand(argv, target ?? defaultTarget(), { print: out, signal });
    out(argv.includes('--json') ? JSON.stringify(result, null, 2) : line);
    return 0;
  } catch (error) {
    if (!(error instanceof QaError)) throw error;
    err(error.message);
    return 1;
  }
}
