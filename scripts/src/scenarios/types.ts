import type { Tx } from '@sandbox/prisma';
import type { ScenarioLive } from '@sandbox/server/app';

export interface ScenarioContext {
  /** The scenario's "now": every seeded time is relative to it. */
  now: Date;
  /** The hash of a password the scenario listed in `passwords` (hashed before the transaction). */
  hash(password: string): string;
}

/** A named data set, loaded into an empty database inside one transaction. */
export interface Scenario {
  name: string;
  description: string;
  /** Passwords to hash up front: scrypt is slow, and the load transaction should stay short. */
  passwords?: readonly string[];
  load(tx: Tx, ctx: ScenarioContext): Promise<void>;
  /** The instant it loads at, read from the sandbox clock `now` (a file's clock); none: the clock as it is. */
  clock?(now: Date): Date | undefined;
  /**
   * Steps through the running app's services after the rows are in and the market has
   * loaded (positions at the live price, contracts bought): only the server can take
   * them, so the QA API (and `npm run seed`, which starts the app for it) runs them.
   */
  live?(live: ScenarioLive): Promise<void>;
}
