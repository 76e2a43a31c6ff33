import type { Prisma } from '@sandbox/prisma';
import { createTestApp, type TestApi } from './harness.ts';
import { registerFunded } from './trading-fixture.ts';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** IEO tests: the real app over a fresh database with USDT at 2 decimals (`env`: its configuration's). */
export async function createIeoApp(env: Record<string, string> = {}) {
  const api = await createTestApp(env);
  await api.db.currency.create({ data: { code: 'USDT', name: 'Tether', kind: 1, precision: 2, usdPrice: '1' } });
  return api;
}

/**
 * A project relative to the sandbox clock now: subscription open from an hour ago for a
 * day, draw one hour after, payment until a day after the draw, listing two days after it.
 */
export async function project(api: TestApi, id: string, over: Partial<Prisma.IeoProjectUncheckedCreateInput> = {}) {
  const now = api.clock.now().getTime();
  const at = (ms: number) => new Date(now + ms);
  return api.db.ieoProject.create({
    data: {
      id,
      name: `Project ${id}`,
      coin: 'SBX',
      description: 'A fictional token',
      payCurrency: 'USDT',
      estimatedPrice: '0.05',
      issuePrice: '0.045',
      totalSupply: '1000',
      minSubscribe: '100',
      maxSubscribe: '2000',
      startAt: at(-HOUR),
      endAt: at(DAY),
      lotteryAt: at(DAY + HOUR),
      payUntil: at(2 * DAY + HOUR),
      listAt: at(3 * DAY + HOUR),
      status: 0,
      requiredKycLevel: 1,
      ...over,
    },
  });
}

export type IeoUser = { token: string; userId: string };

export async function ieoUser(api: TestApi, email: string, usdt = '1000', kycLevel = 1): Promise<IeoUser> {
  const u = await registerFunded(api, email, [['spot', usdt]]);
  if (kycLevel > 0) await api.db.user.update({ where: { id: u.userId }, data: { kycLevel } });
  return u;
}
