import type { PrismaClient } from '@sandbox/prisma';
import { DEFAULT_BRAND_TITLE, DEFAULT_ENVIRONMENT_BADGE, DEMO_ACCOUNTS_SETTING, LINK_MODE, PUBLIC_SETTING_KEYS } from '@sandbox/shared';
import { z } from 'zod';
import { forbidden } from '../../errors.ts';

export type SettingsService = ReturnType<typeof createSettingsService>;

/** A text setting as shown: trimmed, the default when nothing is left (an operator's stray blanks never blank the brand). */
const textOr = (value: string | undefined, fallback: string) => value?.trim() || fallback;

const isFlagOn = (value: string | undefined) => value === '1' || value === 'true';

const demoAccountList = z.array(z.object({ account: z.string().min(1), password: z.string().min(1) }));

/** The demo accounts a scenario published (DEMO_ACCOUNTS_SETTING); none when unset or unreadable. */
function demoAccountsOf(value: string | undefined): { account: string; password: string }[] {
  if (!value) return [];
  try {
    const parsed = demoAccountList.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data.map(({ account, password }) => ({ account, password })) : [];
  } catch {
    return [];
  }
}

/** System settings: key/value rows; only public keys are readable without being an operator. */
export function createSettingsService(db: PrismaClient) {
  async function values(keys: readonly string[]): Promise<Map<string, string>> {
    const rows = await db.systemSetting.findMany({ where: { key: { in: [...keys] } } });
    return new Map(rows.map((r) => [r.key, r.value]));
  }

  return {
    values,

    async getPublicKey(key: string) {
      const row = await db.systemSetting.findUnique({ where: { key } });
      if (!(PUBLIC_SETTING_KEYS as readonly string[]).includes(key) || (row && !row.isPublic)) {
        throw forbidden('settings.notPublic', { key });
      }
      return { key, value: row?.value ?? null };
    },

    /** What the client boots with (ext.publicSettings). */
    async publicSettings() {
      const v = await values([
        ...PUBLIC_SETTING_KEYS,
        'customerServiceLinkMode',
        'demo.initialBalance',
        'finance.minDeposit.USDT',
        'finance.minWithdraw.USDT',
        DEMO_ACCOUNTS_SETTING,
      ]);
      const linkMode = Number(v.get('customerServiceLinkMode') ?? LINK_MODE.OUTLINK);
      return {
        brandTitle: textOr(v.get('brandTitle'), DEFAULT_BRAND_TITLE),
        environmentBadge: textOr(v.get('environmentBadge'), DEFAULT_ENVIRONMENT_BADGE),
        isPcLimite: isFlagOn(v.get('isPcLimite')),
        customerServiceUrl: v.get('customerServiceUrl') || null,
        customerServiceLinkMode: (Object.values(LINK_MODE) as number[]).includes(linkMode)
          ? (linkMode as (typeof LINK_MODE)[keyof typeof LINK_MODE])
          : LINK_MODE.OUTLINK,
        whitePaperUrl: v.get('whitePaperUrl') || null,
        aboutUsUrl: v.get('aboutUsUrl') || null,
        minRechargeAmount: v.get('minRechargeAmount') ?? v.get('finance.minDeposit.USDT') ?? '0',
        minWithdrawalAmount: v.get('minWithdrawalAmount') ?? v.get('finance.minWithdraw.USDT') ?? '0',
        demoInitialBalance: v.get('demo.initialBalance') ?? '100000',
        demoAccounts: demoAccountsOf(v.get(DEMO_ACCOUNTS_SETTING)),
      };
    },

    /** A setting the server keeps for itself (never public), e.g. the QA API's own state; null when unset. */
    async privateValue(key: string): Promise<string | null> {
      const row = await db.systemSetting.findUnique({ where: { key } });
      return row && !row.isPublic ? row.value : null;
    },

    /** Writes such a setting: created not public with its remark, or its value replaced. */
    async setPrivateValue(key: string, value: string, remark: string): Promise<void> {
      await db.systemSetting.upsert({ where: { key }, create: { key, value, isPublic: false, remark }, update: { value } });
    },
  };
}
