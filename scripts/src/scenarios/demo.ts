import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { loadDemoCatalogue } from './demo-catalogue.ts';
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
  },
};
