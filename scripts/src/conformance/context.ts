import type { ConformanceClient } from './client.ts';
import type { Report } from './report.ts';

/** A user the suite signed up itself (never a seeded one: the suite must not depend on a server's data). */
export interface SuiteUser {
  label: 'A' | 'B';
  account: string;
  password: string;
  token: string;
  id: string;
}

/** Ids and codes read from the server's own public answers, used as query values of later calls. */
export interface Samples {
  symbol?: string;
  ids: Partial<Record<'product' | 'help' | 'article' | 'competition' | 'announcement', string>>;
}

export interface SuiteContext {
  client: ConformanceClient;
  report: Report;
  /** Optional: the QA API's token, for the checks that need the development inbox. */
  qaToken?: string;
  users: Partial<Record<'A' | 'B', SuiteUser>>;
  samples: Samples;
  /** A fresh suffix per run, so accounts and names never collide with an earlier run on the same server. */
  runId: string;
}

/** An id no server has: syntactically valid (the contract's idString) so only its absence is tested. */
export const MISSING_ID = 'conformance0missing0id';
