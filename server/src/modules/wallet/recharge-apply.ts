import type { PrismaClient, Tx } from '@sandbox/prisma';
import { RECORD_STATUS } from '@sandbox/shared';
import type { Clock } from '../../clock.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { usableUpload } from '../platform/index.ts';
import { displayAddress, movableCurrency } from './currency-rules.ts';
import { loadLimitTable } from './limits.ts';
import { toRechargeOrder } from './mappers.ts';
import { canonical, dec } from './money.ts';
import { assertUserAmount } from '../amount.ts';
import { orderNo } from '../order-no.ts';

export interface RechargeApplyInput {
  currency: string;
  network: string;
  amount: string;
  proofUploadId: string;
  txHash?: string | undefined;
}

/** Where to send a currency (the network asked for, else the first), its minimum and the other networks. */
export async function depositAddress(db: PrismaClient, currency: string, network?: string) {
  await movableCurrency(db, currency, 'deposit');
  const all = await db.depositAddress.findMany({ where: { currency, enabled: true }, orderBy: { network: 'asc' } });
  const chosen = network ? all.find((a) => a.network === network.toUpperCase()) : all[0];
  if (!chosen) throw notFound('recharge.addressNotFound', { currency, network: network ?? '-' });
  const limits = (await loadLimitTable(db)).limits(currency, chosen.network);
  return {
    currency,
    network: chosen.network,
    address: displayAddress(chosen.address, chosen.isSandbox),
    minAmount: limits.minDeposit,
    networks: all.map((a) => a.network),
  };
}

/** What a deposit's checks read: the currency, its networks' addresses, the minimums. */
type Reader = Pick<Tx, 'currency' | 'depositAddress' | 'systemSetting'>;

/** A deposit that passed its checks: the network it is on and the platform address shown for it. */
interface CheckedDeposit {
  network: string;
  address: string;
}

/** The checks of a declared deposit: a currency taking deposits, an enabled network of it, the amount rule, the minimum. */
async function checkDeposit(db: Reader, input: Pick<RechargeApplyInput, 'currency' | 'network' | 'amount'>): Promise<CheckedDeposit> {
  const currency = await movableCurrency(db, input.currency, 'deposit');
  const network = input.network.trim().toUpperCase();
  const address = await db.depositAddress.findUnique({ where: { currency_network: { currency: input.currency, network } } });
  if (!address || !address.enabled) throw badRequest('finance.networkUnsupported', { currency: input.currency, network });
  assertUserAmount(input.amount, { field: 'amount', currency: input.currency, decimals: currency.precision });
  const { minDeposit } = (await loadLimitTable(db)).limits(input.currency, network);
  if (dec(input.amount).lessThan(minDeposit)) throw badRequest('recharge.belowMinimum', { min: minDeposit, currency: input.currency });
  return { network, address: displayAddress(address.address, address.isSandbox) };
}

/** The row of a deposit declared at `now`, under review. */
function rechargeRow(userId: string, input: Pick<RechargeApplyInput, 'currency' | 'amount' | 'txHash'>, checked: CheckedDeposit, proofUploadId: string | null, now: Date) {
  return {
    orderNo: orderNo('R', now),
    userId,
    currency: input.currency,
    network: checked.network,
    amount: canonical(input.amount),
    address: checked.address,
    txHash: input.txHash?.trim() || null,
    proofUploadId,
    status: RECORD_STATUS.UNDER_REVIEW,
    createdAt: now,
    updatedAt: now,
  };
}

/** A declared deposit, under review; its proof is the caller's own upload, used by no other deposit. */
export async function applyRecharge(deps: { db: PrismaClient; clock: Clock }, userId: string, input: RechargeApplyInput) {
  const { db, clock } = deps;
  const checked = await checkDeposit(db, input);
  const now = clock.now();

  const row = await db.$transaction(async (tx) => {
    // Only the caller's own upload, made as a deposit proof, can back their deposit; anything else is "not found".
    const proof = await tx.upload.findFirst({ where: { id: input.proofUploadId, ...usableUpload(userId, 'rechargeProof') }, select: { id: true } });
    if (!proof) throw notFound('recharge.proofNotFound');
    const used = await tx.recharge.count({ where: { proofUploadId: proof.id } });
    if (used > 0) throw conflict('recharge.proofUsed');
    return tx.recharge.create({ data: rechargeRow(userId, input, checked, proof.id, now) });
  });
  return toRechargeOrder(row);
}

/**
 * A scenario file's deposit declared at `at` inside the caller's transaction (no proof: the file
 * carries none), with the checks a declaration passes; under review.
 */
export async function declareRechargeIn(tx: Tx, userId: string, input: Pick<RechargeApplyInput, 'currency' | 'network' | 'amount'>, at: Date) {
  return tx.recharge.create({ data: rechargeRow(userId, input, await checkDeposit(tx, input), null, at) });
}
