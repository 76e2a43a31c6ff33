// The program of the pass thread (jobs/pass-worker.ts): the long passes it runs, by name.
import { servePasses } from '../jobs/pass-thread.ts';
import { ACCRUAL_PASS, accrueEveryDue } from './earn/index.ts';
import { finishDrawsInThread, IEO_DRAW_PASS } from './ieo/index.ts';

servePasses({ [ACCRUAL_PASS]: accrueEveryDue, [IEO_DRAW_PASS]: finishDrawsInThread });
