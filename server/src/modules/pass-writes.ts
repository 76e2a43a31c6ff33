// The writes the pass thread's passes (worker-passes.ts) have the app apply, by name (jobs/pass-worker.ts).
import type { PassWriteTable } from '../jobs/pass-worker.ts';
import { ACCRUAL_STEP, payPlanned } from './earn/index.ts';
import { applyDrawStep, IEO_DRAW_STEP } from './ieo/index.ts';

export const PASS_WRITES: PassWriteTable = { [ACCRUAL_STEP]: payPlanned, [IEO_DRAW_STEP]: applyDrawStep };
