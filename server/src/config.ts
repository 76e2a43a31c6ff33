import path from 'node:path';
import { z } from 'zod';
import { databaseUrl } from '@sandbox/prisma/database-url';
import { DEFAULT_MARKET_SEED } from './market/seed.ts';
import { DEFAULT_WEEKEND_MODE, type WeekendMode } from './market/sessions.ts';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  DATABASE_URL: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Scenario loaded into a new, empty database. */
  SEED_SCENARIO: z.string().min(1).default('demo'),
  /** Login attempts per IP per minute on each sign-in route. */
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  /** Encrypted bodies are small; anything larger is refused before decryption. */
  BODY_LIMIT: z.coerce.number().int().positive().default(64 * 1024),
  /** Built client served on the API's port, when it exists. */
  CLIENT_DIST: z.string().min(1).default(path.join(repoRoot, 'client', 'dist')),
  /** Seed of the simulated market: the same seed gives the same price path (market/README.md). */
  MARKET_SEED: z.coerce.number().int().min(0).max(0xffff_ffff).default(DEFAULT_MARKET_SEED),
  /** Forex and gold from Friday 21:00 to Sunday 21:00 UTC: a thin market (open) or a held price (closed) (market/sessions.ts). */
  MARKET_WEEKEND: z.enum(['open', 'closed']).default(DEFAULT_WEEKEND_MODE),
  /** on: the long job passes (the earn accrual) run in a worker thread, off the calls' event loop (jobs/pass-worker.ts); off: on it. */
  JOBS_THREAD: z.enum(['on', 'off']).default('on'),
  /** 1 lets the QA API (which can mint money and wipe the database) answer callers beyond loopback. */
  QA_REMOTE: z.enum(['0', '1']).default('0'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  seedScenario: string;
  loginRateLimit: number;
  bodyLimit: number;
  clientDist: string;
  marketSeed: number;
  /** Forex and gold at the weekend (MARKET_WEEKEND). */
  marketWeekend: WeekendMode;
  /** QA API open to every address (QA_REMOTE=1); otherwise loopback callers only. */
  qaRemote: boolean;
  /** Long job passes in a worker thread (JOBS_THREAD=on). */
  jobsThread: boolean;
};

/** Reads every setting once from the environment; handlers never read process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? databaseUrl({ DATA_DIR: dataDir }),
    logLevel: e.LOG_LEVEL,
    seedScenario: e.SEED_SCENARIO,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    bodyLimit: e.BODY_LIMIT,
    clientDist: path.resolve(e.CLIENT_DIST),
    marketSeed: e.MARKET_SEED,
    marketWeekend: e.MARKET_WEEKEND,
    qaRemote: e.QA_REMOTE === '1',
    jobsThread: e.JOBS_THREAD === 'on',
  };
}
