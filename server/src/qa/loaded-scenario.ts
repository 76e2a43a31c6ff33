import type { PrismaClient } from '@sandbox/prisma';

/**
 * Which scenario the data came from, for the console's "at a glance": a non-public setting
 * row written after the load, so it survives a restart and travels inside snapshots.
 */
const KEY = 'qa.loadedScenario';

export async function markScenarioLoaded(db: PrismaClient, name: string, at: Date): Promise<void> {
  const value = JSON.stringify({ name, loadedAt: at.getTime() });
  await db.systemSetting.upsert({
    where: { key: KEY },
    create: { key: KEY, value, isPublic: false, remark: 'QA: the scenario the data was loaded from' },
    update: { value },
  });
}

/** The scenario last loaded through the QA API and when (sandbox epoch ms), or null. */
export async function loadedScenario(db: PrismaClient): Promise<{ name: string; loadedAt: number } | null> {
  const row = await db.systemSetting.findUnique({ where: { key: KEY } });
  if (!row) return null;
  try {
    return JSON.parse(row.value) as { name: string; loadedAt: number };
  } catch {
    return null;
  }
}
