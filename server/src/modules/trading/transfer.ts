import { newId, sqlOf, type Tx } from '@sandbox/prisma';
import { transfer, type BalanceAccount } from '../../ledger/index.ts';
import { loadAmountRule } from '../amount.ts';
import { SETTLE_CURRENCY } from './accounts.ts';
import { moneyInput, text } from './numbers.ts';
import { insertTransfer } from './queries.ts';

/** A move of USDT between a user's spot and contract accounts. */
export interface TransferInput {
  from: Extract<BalanceAccount, 'spot' | 'contract'>;
  to: Extract<BalanceAccount, 'spot' | 'contract'>;
  amount: string;
}

/**
 * The fund transfer at `at` inside the caller's transaction (finance.transferContract, and a
 * scenario file's transfers): the amount at the currency's decimals (spot shows and stores USDT at
 * them), the Transfer record and the two log rows; above the available balance the ledger refuses
 * (409 balance.insufficient) and the record rolls back with the transaction.
 */
export async function transferIn(tx: Tx, userId: string, input: TransferInput, at: Date) {
  const amount = text(moneyInput(input.amount, await loadAmountRule(tx, 'amount', SETTLE_CURRENCY)));
  const transferId = newId();
  await insertTransfer(sqlOf(tx), { id: transferId, userId, from: input.from, to: input.to, currency: SETTLE_CURRENCY, amount, at });
  return transfer(tx, { userId, from: input.from, to: input.to, currency: SETTLE_CURRENCY, amount, refType: 'Transfer', refId: transferId, at });
}
