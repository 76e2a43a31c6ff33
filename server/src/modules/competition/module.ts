import type { PrismaClient } from '@sandbox/prisma';
import type { Clock } from '../../clock.ts';
import { createCompetitionService, type AfterMoneyMove } from './service.ts';

export type CompetitionModule = ReturnType<typeof createCompetitionModule>;

/** Wires the competition service once (modules/index.ts). */
export function createCompetitionModule(deps: { db: PrismaClient; clock: Clock; afterMoneyMove?: AfterMoneyMove }) {
  return { competitions: createCompetitionService(deps) };
}
