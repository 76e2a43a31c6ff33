import { useQueryClient } from '@tanstack/react-query';
import { useCallback, type JSX } from 'react';
import { useTranslation } from 'react-i18next';
import { marketStreamUrl } from '../../api/market.ts';
import { useUserStore } from '../../store/user-store.ts';
import { useMarketStream, type LivePrices } from '../../components/market-stream.ts';
import { SecondForm } from './second-form.tsx';
import { SecondHead } from './second-head.tsx';
import { SecondHistory } from './second-history.tsx';
import './second-contract.css';
import styles from './second-contract.module.css';

/**
 * Second (short-term) contracts on one symbol: pick a period (payout rate and limits from
 * trade.secondSetList), a stake, then up or down; confirm with the payout if won; the head
 * counts the running order down to its result; the history below. `accountType` 2 trades
 * the demo account's virtual balance on the same engine.
 */
export function SecondContractPanel(props: {
  symbol: string;
  accountType: 1 | 2;
  /** Live prices the host screen already streams (one connection per screen); else the panel opens its own. */
  prices?: LivePrices;
}): JSX.Element {
  const { symbol, accountType } = props;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const signedIn = useUserStore((s) => s.token !== '');

  const resync = useCallback(() => void queryClient.invalidateQueries({ queryKey: ['second', 'head'] }), [queryClient]);
  const own = useMarketStream(symbol && !props.prices ? marketStreamUrl([symbol]) : null, resync);
  const livePrice = (props.prices ?? own).prices[symbol];

  return (
    <div className="sc" data-testid="second-contract-panel" data-account={accountType}>
      {signedIn && <SecondHead symbol={symbol} accountType={accountType} livePrice={livePrice} />}
      <section className="card" data-testid="second-form">
        <SecondForm symbol={symbol} accountType={accountType} signedIn={signedIn} />
      </section>
      {signedIn ? (
        <SecondHistory symbol={symbol} accountType={accountType} />
      ) : (
        <section className="card">
          <p className={`muted ${styles.flat}`}>
            {t('secondContract.signInToTrade')}
          </p>
        </section>
      )}
    </div>
  );
}
