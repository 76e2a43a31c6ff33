import { DEMO_ACCOUNTS_SETTING } from '@sandbox/shared';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { loadDemoCatalogue } from './demo-catalogue.ts';
import { loadDemoCatalogueTexts } from './demo-catalogue-texts.ts';
import { loadDemoContent } from './demo-content.ts';
import { loadDemoUsers } from './demo-users.ts';
import { loadReferenceData } from './empty.ts';
import type { Scenario } from './types.ts';

const passwords = [
  ...new Set(
    DEMO_ACCOUNTS.flatMap((a) =>
      'withdrawPassword' in a ? [a.password, a.withdrawPassword] : [a.password],
    ),
  ),
];

export const demoScenario: Scenario = {
  name: 'demo',
  description:
    'empty + demo users (alice -> bob -> carol, dave), balances through the ledger, products, loans, IEO, content, a competition',
  passwords,
  async load(tx, ctx) {
    await loadReferenceData(tx);
    await loadDemoCatalogue(tx, ctx.now);
    await loadDemoUsers(tx, ctx);
    await loadDemoContent(tx, ctx.now);
    await loadDemoCatalogueTexts(tx);
    // The login page's one-tap sign-in: the demo accounts with their published demo passwords,
    // those a password alone signs in (bob's Google Authenticator asks for its code too).
    const oneTap = DEMO_ACCOUNTS.filter((a) => !('googleSecret' in a));
    await tx.systemSetting.create({
      data: {
        key: DEMO_ACCOUNTS_SETTING,
        value: JSON.stringify(oneTap.map(({ account, password }) => ({ account, password }))),
        remark: 'demo accounts offered for one-tap sign-in on the sandbox login page',
        isPublic: true,
      },
    });
  },
};
