/**
 * System settings every scenario needs (GET /api/set/appSysSet/getKeyByParam
 * reads them by key). Per-currency limits are keyed `<name>.<CURRENCY>`.
 */
export const SYSTEM_SETTINGS: readonly {
  key: string;
  value: string;
  remark: string;
  isPublic?: boolean;
}[] = [
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
  { key: 'finance.minDeposit.USDT', value: '10', remark: 'minimum recharge' },
  { key: 'finance.minDeposit.BTC', value: '0.0005', remark: 'minimum recharge' },
  { key: 'finance.minDeposit.ETH', value: '0.01', remark: 'minimum recharge' },
  { key: 'finance.minWithdraw.USDT', value: '20', remark: 'minimum withdrawal' },
  { key: 'finance.minWithdraw.BTC', value: '0.001', remark: 'minimum withdrawal' },
  { key: 'finance.minWithdraw.ETH', value: '0.02', remark: 'minimum withdrawal' },
  { key: 'finance.withdrawFee.USDT', value: '1', remark: 'fixed withdrawal fee, in the currency' },
  {
    key: 'finance.withdrawFee.BTC',
    value: '0.0002',
    remark: 'fixed withdrawal fee, in the currency',
  },
  {
    key: 'finance.withdrawFee.ETH',
    value: '0.003',
    remark: 'fixed withdrawal fee, in the currency',
  },
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
