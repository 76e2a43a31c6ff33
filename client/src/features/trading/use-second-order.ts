import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TRADE_ACCOUNT } from '@sandbox/shared/status';
import { BALANCE_POLL_MS, queryUserBalance, walletKeys } from '../../api/finance.ts';
import { usePositionSummary } from '../../api/positions.ts';
import { checkStake, secondPayout, useSecondBuyMutation, type SecondDirection, type SecondSet } from '../../api/second-contract.ts';
import { showToast } from '../../lib/notify.ts';
import { routes } from '../../lib/route-paths.ts';
import { confirmSecondOrder } from './second-confirm.tsx';

/** The stake's balance: the spot USDT wallet (real), or the demo account's virtual balance (its position summary). */
function useAvailable(accountType: 1 | 2, signedIn: boolean): { value: string | undefined; pending: boolean } {
  const real = useQuery({
    queryKey: walletKeys.balance,
    queryFn: queryUserBalance,
    refetchInterval: BALANCE_POLL_MS,
    enabled: signedIn && accountType === TRADE_ACCOUNT.REAL,
  });
  const demo = usePositionSummary(TRADE_ACCOUNT.DEMO, signedIn && accountType === TRADE_ACCOUNT.DEMO);
  if (!signedIn) return { value: undefined, pending: false };
  if (accountType === TRADE_ACCOUNT.DEMO) return { value: demo.data?.available, pending: demo.isPending };
  return { value: real.data?.find((b) => b.currency === 'USDT')?.available ?? (real.data ? '0' : undefined), pending: real.isPending };
}

/**
 * The second-contract form's state: the period chosen (the first one until another is),
 * the stake and its problem, the payout if won, and the order (sign in first, then a
 * confirm step); the server's refusal stays on screen until the stake changes.
 */
export function useSecondOrder({ symbol, accountType, signedIn, sets }: { symbol: string; accountType: 1 | 2; signedIn: boolean; sets: readonly SecondSet[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const available = useAvailable(accountType, signedIn);
  const buy = useSecondBuyMutation();
  const [setId, setSetId] = useState<string | undefined>(undefined);
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState<SecondDirection | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  // A second tap in the same frame (before the state above re-renders) must not open a second order.
  const busy = useRef(false);

  const set: SecondSet | undefined = sets.find((s) => s.id === setId) ?? sets[0];
  const problem = checkStake(amount, set, available.value);
  const payout = set ? secondPayout(amount, set.payoutRate) : null;
  const inFlight = buy.isPending || pending !== null;

  const order = async (direction: SecondDirection) => {
    setTouched(true);
    setServerError(null);
    if (!signedIn) {
      void navigate(routes.login);
      return;
    }
    if (!set || problem || inFlight || busy.current) return;
    busy.current = true;
    setPending(direction);
    try {
      const ok = await confirmSecondOrder(t, { direction, amount, set, payout, accountType });
      if (!ok) return;
      await buy.mutateAsync({ symbol, setId: set.id, direction, amount: amount.trim(), accountType });
      showToast({ icon: 'success', content: t('secondContract.placed') });
      setAmount('');
      setTouched(false);
    } catch (error) {
      // The http instance has shown the server's (localized) message as a toast; keep it on screen too.
      setServerError(error instanceof Error ? error.message : String(error));
    } finally {
      busy.current = false;
      setPending(null);
    }
  };

  const changeAmount = (value: string) => {
    setAmount(value);
    setServerError(null);
  };

  return { available, set, setSetId, amount, setAmount, changeAmount, touched, problem, payout, serverError, pending, buying: buy.isPending, inFlight, order };
}
