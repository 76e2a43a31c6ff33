import { WITHDRAWAL_ACCOUNT_TYPE } from '@sandbox/shared';

/*
 * The schema stores payee kinds as 1 chain address, 2 bank card
 * (WithdrawalAccount.type, Withdrawal.method), while the wire's
 * WITHDRAWAL_ACCOUNT_TYPE says 1 bank card, 2 chain address. Seeded rows
 * follow the schema, so the stored codes stay and are translated here only.
 */
export const STORED_ACCOUNT_TYPE = { CHAIN_ADDRESS: 1, BANK_CARD: 2 } as const;

type WireAccountType = (typeof WITHDRAWAL_ACCOUNT_TYPE)[keyof typeof WITHDRAWAL_ACCOUNT_TYPE];

export function toWireAccountType(stored: number): WireAccountType {
  return stored === STORED_ACCOUNT_TYPE.BANK_CARD ? WITHDRAWAL_ACCOUNT_TYPE.BANK_CARD : WITHDRAWAL_ACCOUNT_TYPE.CHAIN_ADDRESS;
}

export function toStoredAccountType(wire: WireAccountType): number {
  return wire === WITHDRAWAL_ACCOUNT_TYPE.BANK_CARD ? STORED_ACCOUNT_TYPE.BANK_CARD : STORED_ACCOUNT_TYPE.CHAIN_ADDRESS;
}
