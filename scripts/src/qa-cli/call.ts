/**
 * What every QA command shares: the server it talks to, one call of a QA route, the refusal
 * it prints, and the reading of its flags.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '@sandbox/server/config';
import type { Envelope } from '@sandbox/shared/contract/common';
import { QA_BASE, QA_TOKEN_HEADER, qaCallPath, type QaCall, type QaCallArgs, type QaResult, type QaRoute } from '@sandbox/shared/qa-routes';

export interface QaTarget {
  url: string;
  token: string;
}

/** A refusal the CLI prints as one line (no stack). */
export class QaError extends Error {}

/** What a command prints: the result (for `--json`), and its human line. */
export interface Printed {
  result: unknown;
  line: string;
}

/** One command's words: `args` without `--json`, `sub` the second word, `rest` the words after it. */
export interface CommandInput {
  target: QaTarget;
  args: string[];
  sub: string | undefined;
  rest: string[];
  opts: CommandOptions;
}

/** How a command runs: `json` is the `--json` flag; the rest lets tests drive a following command (`log tail`). */
export interface CommandOptions {
  json?: boolean;
  pollMs?: number;
  /** Where a following command prints each line as it comes (console.log by default). */
  print?: (line: string) => void;
  /** Stops a following command. */
  signal?: AbortSignal;
}

export type QaCommand = (input: CommandInput) => Promise<Printed>;

/** The server `npm start` runs with these environment variables, and its token. */
export function defaultTarget(env: NodeJS.ProcessEnv = process.env): QaTarget {
  const config = loadConfig(env);
  const url = env.QA_URL ?? `http://localhost:${config.port}`;
  let token = env.QA_TOKEN;
  if (!token) {
    const file = path.join(config.dataDir, 'qa-token');
    try {
      token = readFileSync(file, 'utf8').trim();
    } catch {
      throw new QaError(`no QA token: set QA_TOKEN, or start the server once so that ${file} exists`);
    }
  }
  return { url: url.replace(/\/$/, ''), token };
}

/** One call of a QA route; resolves to the envelope's result, a QaError otherwise. */
export async function call<R extends QaRoute>(target: QaTarget, route: R, ...[options]: QaCallArgs<R>): Promise<QaResult<R>> {
  const { body } = (options ?? {}) as QaCall<QaRoute>;
  const { method } = route;
  const path = qaCallPath(route, options ?? {});
  let res: Response;
  try {
    res = await fetch(`${target.url}${QA_BASE}${path}`, {
      method,
      headers: { [QA_TOKEN_HEADER]: target.token, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  } catch (error) {
    throw new QaError(`cannot reach ${target.url} (${(error as Error).cause ?? (error as Error).message}); is the server running?`);
  }
  const text = await res.text();
  let envelope: Envelope<QaResult<R>>;
  try {
    envelope = JSON.parse(text) as Envelope<QaResult<R>>;
  } catch {
    throw new QaError(`${method} ${path}: HTTP ${res.status}, not an envelope`);
  }
  if (envelope.code !== 200) {
    // A scenario file that does not fit answers its problems, one a line.
    const problems = (envelope.result as { problems?: string[] } | null)?.problems ?? [];
    throw new QaError(`${method} ${path}: ${envelope.code} ${envelope.message}${problems.map((p) => `\n  ${p}`).join('')}`);
  }
  return envelope.result;
}

/** The value after a flag (`--for 60s`), or undefined. */
export function flag(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

/** "90s", "15m", "6h", "1d12h" -> seconds, for the flags that take a duration. */
export function seconds(text: string): number {
  const match = /^(?:(\d+)d)?(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(text);
  if (!match || text === '') throw new QaError(`not a duration: ${text} (like 90s, 15m, 1h)`);
  const [, d, h, m, s] = match;
  return Number(d ?? 0) * 86_400 + Number(h ?? 0) * 3600 + Number(m ?? 0) * 60 + Number(s ?? 0);
}

/** A file the command reads, or the refusal that names it. */
export function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    throw new QaError(`cannot read ${file}`);
  }
}
