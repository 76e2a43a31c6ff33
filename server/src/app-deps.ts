import type { KeyObject } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import { resetDatabase, type PrismaClient } from '@sandbox/prisma';
import type { Clock, OffsetClock } from './clock.ts';
import type { Config } from './config.ts';
import type { PriceFeed } from './market/price-feed.ts';
import type { Market } from './market/market.ts';
import type { CompetitionModule } from './modules/competition/index.ts';
import type { IeoModule } from './modules/ieo/index.ts';
import type { TradingModule } from './modules/trading/index.ts';

/*
 * What the app is built from. It sits in its own file below app.ts, so the module
 * wiring and the QA API can name it without importing app.ts, which imports them.
 */

/** Seed scenarios, named; the QA API loads them (they live in scripts/, which depends on the server). */
export interface ScenarioRegistry {
  names: readonly string[];
  /** Wipes the database and loads the named scenario; its times are relative to `now` (default: the real time). */
  load(db: PrismaClient, name: string, options?: { now?: Date }): Promise<void>;
  /**
   * The steps a scenario takes through the running app once its rows are in and the market
   * has loaded its symbols (positions opened at the live price, contracts bought): the
   * services' own rules, never rows written to imitate them.
   */
  afterLoad?(name: string, live: ScenarioLive): Promise<void>;
  /**
   * Reads a scenario file (YAML or JSON text, docs/scenarios.md): every problem with its place,
   * or the name the registry now knows it by, to load like a named scenario (load, afterLoad).
   * With `merge` its load adds the file's users to the state instead of replacing it.
   */
  readFile(text: string, fileName: string, options?: { merge?: boolean }): { ok: true; name: string } | { ok: false; problems: string[] };
  /** The instant the scenario loads at, read from the sandbox clock `now` (a file's own clock); undefined: the clock as it is. */
  clockOf?(name: string, now: Date): Date | undefined;
  /** A scenario file's text read from the disk, with the files it names beside it put in (a replay's CSV): the QA API reads no files. */
  fileText(filePath: string): string;
  /** The state (of the named users, or all) as a scenario file's text; unknown names are listed instead. */
  exportFile(db: PrismaClient, options: ScenarioExportOptions): Promise<{ ok: true; text: string; users: number; positions: number } | { ok: false; unknown: string[] }>;
}

export interface ScenarioExportOptions {
  /** Accounts to export (default: every user). */
  users?: readonly string[];
  /** The sandbox clock: the file's clock. */
  now: Date;
  format: 'yaml' | 'json';
  /** Where an editor finds the format's JSON Schema (the file's first line says it). */
  schemaUrl: string;
}

/** The registry of an app that knows only the empty scenario (the API tests', the bench's): no files to read or write. */
export const EMPTY_ONLY_SCENARIOS: ScenarioRegistry = {
  names: ['empty'],
  load: (db) => resetDatabase(db),
  readFile: () => ({ ok: false, problems: ['(the file): this app loads no scenario files'] }),
  fileText: () => '',
  exportFile: async () => ({ ok: false, unknown: [] }),
};

/** What a scenario's steps through the running app get (qa/routes.ts). */
export interface ScenarioLive {
  /** The app's own services a scenario acts through (named one by one: modules/index.ts imports this file). */
  services: { market: Market; trading: TradingModule; ieo: IeoModule; competition: CompetitionModule };
  /** The sandbox clock: a scenario may move it forward (vip-monday-eve: to the eve of a Monday). */
  clock: AppDeps['clock'];
}

export interface AppDeps {
  config: Config;
  db: PrismaClient;
  clock: Clock & Pick<OffsetClock, 'advance' | 'offset' | 'restoreOffset'>;
  keys: { publicKeyPem: string; privateKey: KeyObject };
  qaToken: string;
  /** Seed scenarios, injected by the entry point (they live in scripts/, which depends on the server). */
  scenarios: ScenarioRegistry;
  logger?: FastifyServerOptions['logger'];
  /** Replaces the simulated market as the trading engine's price source (tests drive a fake feed). */
  priceFeed?: PriceFeed;
  /**
   * The clock authenticator (TOTP) codes are checked against: by default the wall clock, since
   * a user's phone cannot follow the sandbox clock; tests pass their sandbox clock to move steps.
   */
  totpClock?: Clock;
}
