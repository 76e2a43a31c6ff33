import type { Tx } from '@sandbox/prisma';

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
}
