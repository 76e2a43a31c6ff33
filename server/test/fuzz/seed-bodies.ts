import { TRC20_ADDRESS, WITHDRAWAL_PASSWORD } from '../wallet-fixtures.ts';

export interface FuzzContext {
  /** The signed-in user's withdrawal account, uploads and open position. */
  accountId: string;
  proofUploadId: string;
  kycUploadIds: [string, string];
  avatarUploadId: string;
  positionId: string;
  secondSetId: string;
  /** A second account the sign-in calls name (so their throttling never locks the fuzzing session out). */
  target: { email: string; password: string };
}

/**
 * One accepted-looking body per POST endpoint: the fuzz mutates its fields one
 * at a time, so a mutation reaches the service behind the one field it breaks
 * (money paths included). An endpoint missing here is still fuzzed from its
 * schema alone.
 */
export function seedBodies(c: FuzzContext): Record<string, Record<string, unknown>> {
  const { email, password } = c.target;
  return {
    'app.register': { type: 'email', email: 'fuzz-new@example.com', code: '123456', password: 'Passw0rd!', confirmPassword: 'Passw0rd!', agree: true },
    'app.login': { account: email, password },
    'app.googleSecretLogin': { account: email, password, googleCode: '123456' },
    'app.phoneLogin': { countryCode: '1', phone: '2025550199', password, code: '123456' },
    'app.emailLogin': { email, password, code: '123456' },
    'user.changePassword': { type: 2, oldPassword: WITHDRAWAL_PASSWORD, newPassword: WITHDRAWAL_PASSWORD, confirmPassword: WITHDRAWAL_PASSWORD },
    'user.updateKYC': { nickname: 'Fuzzer', address: '1 Main Street', avatarUploadId: c.avatarUploadId },
    'user.bindGoogleAuth': { secret: 'JBSWY3DPEHPK3PXP', googleCode: '123456' },
    'user.withdrawalAccountAdd': { type: 2, currency: 'USDT', network: 'TRC20', address: TRC20_ADDRESS },
    'user.withdrawalAccountEdit': { id: c.accountId, type: 2, currency: 'USDT', network: 'TRC20', address: TRC20_ADDRESS },
    'finance.transferContract': { direction: 1, amount: '1' },
    'finance.rechargeApply': { currency: 'USDT', network: 'TRC20', amount: '100', proofUploadId: c.proofUploadId, txHash: 'abc123' },
    'finance.withdrawalApply': { currency: 'USDT', amount: '30', accountId: c.accountId, withdrawalPassword: WITHDRAWAL_PASSWORD },
    'trade.positionCreate': { symbol: 'BTCUSDT', side: 1, marginMode: 1, leverage: 10, margin: '10' },
    'trade.positionUpdateStopLoss': { id: c.positionId, stopLoss: '1' },
    'trade.positionAddMargin': { id: c.positionId, amount: '1' },
    'trade.secondBuy': { symbol: 'BTCUSDT', setId: c.secondSetId, direction: 1, amount: '10' },
    'trade.flashExchange': { fromCurrency: 'USDT', toCurrency: 'BTC', amount: '10', minReceiveAmount: '0' },
    'kyc.applyKYC': { realName: 'Ana Lima', country: 'BR', docType: 2, docNumber: 'ab1234567', frontUploadId: c.kycUploadIds[0], backUploadId: c.kycUploadIds[1] },
    'kyc.applyAdvanced': {
      contactPhoneCode: '1',
      contactPhone: '2025550100',
      currentAddress: '1 Main Street',
      emergencyContact: { surname: 'Lima', name: 'Rui', relationship: 'brother', phoneCode: '1', phone: '2025550111', address: '2 Main Street' },
    },
  };
}
