import { useCallback, useEffect, useRef, useState } from 'react';
import {
  secondsLeftAtServer,
  useInvalidateAfterSecond,
  useSecondHead,
  type SecondOrder,
  type TradeAccount,
} from '../../api/second-contract.ts';

/** Ticks every quarter second while `active`, so a countdown follows the wall clock closely. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/**
 * The head's running order and its seconds left, counted locally from the server's; the
 * orders watched until settled (time up, or gone from the head) and the results not yet
 * dismissed, oldest first. A settled order refreshes balances, head and history.
 */
export function useSecondHeadOrder(symbol: string, accountType: TradeAccount) {
  const invalidate = useInvalidateAfterSecond();
  const [watched, setWatched] = useState<SecondOrder[]>([]);
  const [results, setResults] = useState<SecondOrder[]>([]);
  const [expiredId, setExpiredId] = useState<string | null>(null);

  const head = useSecondHead(symbol, accountType, expiredId !== null);
  const order: SecondOrder | null = head.data?.order ?? null;

  const deadline = order && head.data ? head.dataUpdatedAt + secondsLeftAtServer(order, head.data) * 1000 : null;
  const now = useNow(order !== null);
  const left = deadline === null ? null : Math.max(0, Math.ceil((deadline - now) / 1000));

  const watch = useCallback((o: SecondOrder) => setWatched((list) => (list.some((w) => w.id === o.id) ? list : [...list, o])), []);

  // Time is up: poll the head every second and watch the order until its result is in.
  useEffect(() => {
    if (order && left === 0) {
      setExpiredId(order.id);
      watch(order);
    }
  }, [order, left, watch]);

  // The order left the head (settled by the server, possibly before the local countdown ended).
  const previous = useRef<SecondOrder | null>(null);
  useEffect(() => {
    const before = previous.current;
    if (before && before.id !== order?.id) watch(before);
    previous.current = order;
    if (!order) setExpiredId(null);
  }, [order, watch]);

  const onSettled = useCallback(
    (settled: SecondOrder) => {
      setWatched((list) => list.filter((w) => w.id !== settled.id));
      setResults((list) => (list.some((r) => r.id === settled.id) ? list : [...list, settled]));
      setExpiredId((id) => (id === settled.id ? null : id));
      void invalidate();
    },
    [invalidate],
  );
  const dismissResult = () => setResults((list) => list.slice(1));

  return { head, order, left, watched, onSettled, result: results[0] ?? null, dismissResult };
}
