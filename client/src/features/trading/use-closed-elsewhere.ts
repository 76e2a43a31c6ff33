import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { walletKeys } from '../../api/finance.ts';
import { positionKeys, type TradeAccount } from '../../api/positions.ts';

/**
 * A position that leaves the open list was closed, by the user or by the risk job (TP, SL,
 * liquidation): the history and every balance are stale then.
 */
export function useClosedElsewhere(accountType: TradeAccount, idList: string | undefined) {
  const client = useQueryClient();
  const previous = useRef<string | undefined>(undefined);
  useEffect(() => {
    const before = previous.current;
    previous.current = idList;
    if (before === undefined || idList === undefined) return;
    const now = idList.split(',');
    if (before.split(',').every((id) => id === '' || now.includes(id))) return;
    void client.invalidateQueries({ queryKey: ['positions', 'history', accountType] });
    void client.invalidateQueries({ queryKey: positionKeys.summary(accountType) });
    void client.invalidateQueries({ queryKey: walletKeys.all });
  }, [client, accountType, idList]);
}
