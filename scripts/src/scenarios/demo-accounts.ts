/**
 * The demo accounts and their passwords (printed by `npm start` and `npm run seed`).
 * Log in with the account name, the e-mail or the phone (+1). Sandbox only:
 * these passwords are public on purpose.
 */
export const DEMO_ACCOUNTS = [
  {
    id: 'demo-user-alice',
    account: 'alice',
    password: 'Demo1234!',
    withdrawPassword: '123456',
    email: 'alice@sandbox.test',
    phone: '2025550101',
    note: 'VIP4, advanced KYC, funded spot/contract/demo, running arbitrage order; top of the referral chain',
  },
  {
    id: 'demo-user-bob',
    account: 'bob',
    password: 'Demo1234!',
    withdrawPassword: '123456',
    email: 'bob@sandbox.test',
    phone: '2025550102',
    // RFC 6238's example-style secret: any authenticator app accepts it.
    googleSecret: 'JBSWY3DPEHPK3PXP',
    note: 'VIP1, basic KYC, withdrawal under review, Google Authenticator secret JBSWY3DPEHPK3PXP; invited by alice',
  },
  {
    id: 'demo-user-carol',
    account: 'carol',
    password: 'Demo1234!',
    email: 'carol@sandbox.test',
    phone: '2025550103',
    note: 'VIP0, no KYC, 100 USDT, rejected recharge; invited by bob',
  },
  {
    id: 'demo-user-dave',
    account: 'dave',
    password: 'Demo1234!',
    email: 'dave@sandbox.test',
    phone: '2025550104',
    note: 'new user: no money, no KYC, no withdrawal password',
  },
] as const;

export type DemoAccount = (typeof DEMO_ACCOUNTS)[number];
