import type { Tx } from '@sandbox/prisma';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';

const DAY = 24 * 3600 * 1000;
const [alice, bob] = DEMO_ACCOUNTS;

/** Notices, announcements, help, news and competitions (English; a null language means every language). */
export async function loadDemoContent(tx: Tx, now: Date): Promise<void> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY);

  await tx.notice.createMany({
    data: [
      {
        title: 'Welcome to the sandbox',
        content:
          'All money here is simulated. Outcomes follow the simulated market and the published rules only.',
        publishedAt: ago(30),
      },
      {
        title: 'New: 300-second contracts',
        content: 'Second contracts now offer a 300 s period with a 95% payout.',
        publishedAt: ago(10),
      },
      {
        title: 'Scheduled maintenance (simulated)',
        content: 'No real maintenance happens in the sandbox; this notice shows how notices look.',
        publishedAt: ago(2),
      },
      {
        userId: alice.id,
        title: 'Recharge credited',
        content: 'Your recharge of 5000 USDT (DEMO-R-0001) has been credited.',
        publishedAt: ago(3),
      },
      {
        userId: bob.id,
        title: 'Withdrawal under review',
        content: 'Your withdrawal of 200 USDT (DEMO-W-0001) is under review.',
        publishedAt: ago(0.1),
      },
    ],
  });

  await tx.announcement.createMany({
    data: [
      {
        title: 'Sandbox environment',
        content: 'This is a sandbox. Deposit addresses are not real: never send real funds.',
        isTop: true,
        sort: 1,
        publishedAt: ago(30),
      },
      {
        title: 'Trading competition is live',
        content: 'Join the Sandbox Trading Cup from the competition page.',
        sort: 2,
        publishedAt: ago(3),
      },
      {
        title: 'IEO: Sandbox Chain (SBX)',
        content: 'Subscription for SBX is open for five more days.',
        sort: 3,
        publishedAt: ago(2),
      },
    ],
  });

  await tx.helpArticle.createMany({
    data: [
      {
        category: 'account',
        title: 'How do I register?',
        content:
          'Register with an account name, e-mail or phone and a password. An invitation code is optional.',
        sort: 1,
      },
      {
        category: 'account',
        title: 'How do I bind Google Authenticator?',
        content:
          'Personal centre -> Google Authenticator: copy the key into the app, then enter the 6-digit security code.',
        sort: 2,
      },
      {
        category: 'deposit',
        title: 'How do I recharge?',
        content:
          'Choose the currency and network, send to the address shown (sandbox: nothing is sent), then upload a proof.',
        sort: 3,
      },
      {
        category: 'withdrawal',
        title: 'What do I need to withdraw?',
        content:
          'A withdrawal password and a bound bank card or blockchain address. A minimum amount and a fee apply.',
        sort: 4,
      },
      {
        category: 'trading',
        title: 'What is a second contract?',
        content:
          'Predict up or down for 30 to 300 seconds. A correct prediction pays the stated payout rate on the stake.',
        sort: 5,
      },
      {
        category: 'trading',
        title: 'When is a position liquidated?',
        content:
          'When the margin falls below the maintenance margin of the position tier, the position closes automatically.',
        sort: 6,
      },
    ],
  });

  await tx.article.createMany({
    data: [
      {
        title: 'Bitcoin market recap (simulated)',
        summary: 'What the simulated BTC market did this week.',
        content: 'The simulated market is deterministic: the same seed gives the same path.',
        publishedAt: ago(1),
      },
      {
        title: 'Understanding maintenance margin',
        summary: 'Tiers, maintenance amounts and liquidation.',
        content:
          'Each symbol has leverage tiers: a larger position gets a lower maximum leverage and a higher maintenance margin rate.',
        publishedAt: ago(4),
      },
      {
        title: 'Forex and gold now in the sandbox',
        summary: 'EUR/USD, GBP/USD, USD/JPY, AUD/USD and XAU/USD.',
        content: 'Forex and gold trade as perpetual positions with their own tiers and fees.',
        publishedAt: ago(8),
      },
    ],
  });

  const rewards = JSON.stringify([
    { rankFrom: 1, rankTo: 1, amount: '5000' },
    { rankFrom: 2, rankTo: 2, amount: '3000' },
    { rankFrom: 3, rankTo: 10, amount: '250' },
  ]);
  await tx.competition.createMany({
    data: [
      {
        id: 'demo-comp-cup',
        name: 'Sandbox Trading Cup',
        description: 'Trade 10000 virtual USDT; the highest yield wins.',
        fund: '10000',
        initialFunds: '10000',
        rewards,
        participantCount: 2,
        startAt: ago(3),
        endAt: ago(-11),
        status: 1,
      },
      {
        id: 'demo-comp-next',
        name: 'Forex Sprint',
        description: 'One week of forex and gold only.',
        fund: '3000',
        initialFunds: '5000',
        rewards,
        participantCount: 0,
        startAt: ago(-7),
        endAt: ago(-14),
        status: 0,
      },
    ],
  });
  // Competition money is virtual (initialFunds), so entries touch no balance.
  await tx.competitionEntry.createMany({
    data: [
      {
        competitionId: 'demo-comp-cup',
        userId: alice.id,
        initialEquity: '10000',
        equity: '10350',
        yieldRate: '0.035',
        rank: 1,
        joinedAt: ago(3),
      },
      {
        competitionId: 'demo-comp-cup',
        userId: bob.id,
        initialEquity: '10000',
        equity: '9800',
        yieldRate: '-0.02',
        rank: 2,
        joinedAt: ago(2),
      },
    ],
  });

  await tx.chatMessage.createMany({
    data: [
      { userId: alice.id, content: 'Hello, when is my recharge credited?', createdAt: ago(3.1) },
      {
        userId: alice.id,
        fromStaff: true,
        content: 'It has been credited. Thank you for your patience!',
        createdAt: ago(3),
      },
    ],
  });
}
