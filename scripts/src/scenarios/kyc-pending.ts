import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { demoScenario } from './demo.ts';
import type { Scenario } from './types.ts';

const [, bob, carol, dave] = DEMO_ACCOUNTS;
const MINUTE = 60_000;

/**
 * The identity review queue: carol's basic application (passport) and dave's (ID card),
 * and bob's advanced one on top of his authorized basic level, all submitted and waiting.
 * Without document images: uploads are files in DATA_DIR, which a scenario does not reach.
 */
export const kycPendingScenario: Scenario = {
  name: 'kyc-pending',
  description: "demo + three identity applications waiting: carol's and dave's basic, bob's advanced",
  passwords: demoScenario.passwords,
  async load(tx, ctx) {
    await demoScenario.load(tx, ctx);
    const ago = (ms: number) => new Date(ctx.now.getTime() - ms);
    await tx.kycApplication.createMany({
      data: [
        { userId: carol.id, level: 1, idType: 2, firstName: 'Carol Carver', idNumber: 'SANDBOX-P-0003', status: 0, createdAt: ago(45 * MINUTE) },
        { userId: dave.id, level: 1, idType: 1, firstName: 'Dave Dawson', idNumber: 'SANDBOX-ID-0004', status: 0, createdAt: ago(10 * MINUTE) },
        {
          userId: bob.id,
          level: 2,
          status: 0,
          contactPhone: '+1 2025550102',
          currentAddress: '9 Builder Street, Springfield',
          emergencySurname: 'Builder',
          emergencyName: 'Wendy',
          emergencyRelation: 'partner',
          emergencyPhone: '+1 2025550198',
          emergencyAddress: '9 Builder Street, Springfield',
          createdAt: ago(30 * MINUTE),
        },
      ],
    });
  },
};
