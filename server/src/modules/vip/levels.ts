import Decimal from 'decimal.js';
import type { VipLevel } from '@sandbox/prisma';

/** The level a total (USDT) holds: the highest whose minAssets it reaches; level 0 needs nothing. */
export function levelFor(totalAssets: string, levels: readonly Pick<VipLevel, 'level' | 'minAssets'>[]): number {
  let found = 0;
  for (const l of levels) if (l.level > found && new Decimal(totalAssets).gte(l.minAssets)) found = l.level;
  return found;
}

/** Benefit keys stored as a JSON array (the client translates them); a malformed row shows none. */
export function benefitsOf(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}
