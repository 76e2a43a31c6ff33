// The program of the pass thread (jobs/pass-worker.ts): the long passes it runs, by name.
import { servePasses } from '../jobs/pass-thread.ts';
import type { Marks } from '../market/price-feed.ts';
import { ACCRUAL_PASS, accrueEveryDue } from './earn/index.ts';
import { LEVEL_SWEEP_PASS, sweepEveryUser } from './vip/index.ts';
import { totalsAt } from './wallet/index.ts';

servePasses({
  [ACCRUAL_PASS]: (db, now, writes) => accrueEveryDue(db, now, writes),
  // Levels follow the asset centre's own total, as modules/index.ts wires them on the loop, at the marks the app sent.
  [LEVEL_SWEEP_PASS]: (db, now, writes, marks) => sweepEveryUser(db, now, writes, totalsAt(db, now, marks as Marks)),
});
