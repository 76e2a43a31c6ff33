interface Setting {
  key: string;
  value: string;
  remark: string;
  isPublic?: boolean;
}

/** One setting per currency, keyed `<name>.<CURRENCY>`, in the order given. */
const perCurrency = (name: string, remark: string, values: Record<string, string>): Setting[] =>
  Object.entries(values).map(([currency, value]) => ({
    key: `${name}.${currency}`,
    value,
    remark,
  }));

/**
 * System settings every scenario needs (GET /api/set/appSysSet/getKeyByParam
 * reads them by key). Per-currency limits are keyed `<name>.<CURRENCY>`.
 */
export const SYSTEM_SETTINGS: readonly Setting[] = [
  {
    key: 'isPcLimite',
    value: '1',
    remark: "'1': wide desktop screens go to /pc.html (SPEC section 1)",
  },
  { key: 'brandTitle', value: 'Sandbox Trade', remark: 'brand title shown by the app' },
  { key: 'environmentBadge', value: 'SANDBOX', remark: 'environment badge shown by the client' },
  {
    key: 'defaultLanguage',
    value: 'en-us',
    remark: 'language of new users and of calls without a lang header',
  },
  {
    key: 'trade.takerFeeRate',
    value: '0.0005',
    remark: 'default taker fee rate (a symbol may override)',
  },
  {
    key: 'trade.makerFeeRate',
    value: '0.0002',
    remark: 'default maker fee rate (a symbol may override)',
  },
  { key: 'trade.flashExchangeFeeRate', value: '0.001', remark: 'default flash-exchange fee rate' },
  ...perCurrency('finance.minDeposit', 'minimum recharge', {
    USDT: '10',
    BTC: '0.0005',
    ETH: '0.01',
  }),
  ...perCurrency('finance.minWithdraw', 'minimum withdrawal', {
    USDT: '20',
    BTC: '0.001',
    ETH: '0.02',
  }),
  ...perCurrency('finance.withdrawFee', 'fixed withdrawal fee, in the currency', {
    USDT: '1',
    BTC: '0.0002',
    ETH: '0.003',
  }),
  { key: 'demo.initialBalance', value: '100000', remark: 'simulated-trading USDT after a reset' },
  { key: 'register.bonus', value: '0', remark: 'USDT credited at registration' },
  {
    key: 'referral.commissionRates',
    value: '["0.1","0.05","0.02"]',
    remark: 'commission per referral level (1st, 2nd, 3rd)',
    isPublic: false,
  },
  {
    key: 'vip.redEnvelopeWeekday',
    value: '1',
    remark: 'weekly red envelope day (1 = Monday, region time)',
  },
  { key: 'support.chatEnabled', value: '1', remark: 'online support chat on' },
  {
    key: 'content.whitePaperUrl',
    value: 'https://example.com/sandbox-white-paper.pdf',
    remark: 'white paper link (placeholder)',
  },
];
