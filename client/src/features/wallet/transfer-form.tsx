import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MONEY_DP } from '@sandbox/shared/money';
import { TRANSFER_DIRECTION, useTransferMutation } from '../../api/finance.ts';
import { moneyText } from '../../lib/format.ts';
import { showToast } from '../../lib/notify.ts';
import { TransferAmount } from './transfer-amount.tsx';
import { checkTransferAmount, TRANSFER_CURRENCY } from './transfer-rules.ts';
import s from './transfer.module.css';

type Direction = (typeof TRANSFER_DIRECTION)[keyof typeof TRANSFER_DIRECTION];

/**
 * USDT between the spot and the contract wallet, either way (swap button); the source's
 * available balance, "all", a confirm button disabled while the call is in flight; both
 * balances refresh after it. `precision` is USDT's, once the currency list has answered.
 */
export function TransferForm({ spotAvailable, contractAvailable, precision }: { spotAvailable: string; contractAvailable: string; precision: number | undefined }) {
  const { t } = useTranslation();
  const move = useTransferMutation();
  const [direction, setDirection] = useState<Direction>(TRANSFER_DIRECTION.SPOT_TO_CONTRACT);
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);

  const toContract = direction === TRANSFER_DIRECTION.SPOT_TO_CONTRACT;
  const available = toContract ? spotAvailable : contractAvailable;
  // Typed amounts: USDT's own decimals (the server refuses more), trading money's 8 until the
  // list arrives. Balances are shown as everywhere: the currency's decimals (moneyText's 2 until then).
  const decimals = Math.min(precision ?? MONEY_DP, MONEY_DP);
  const problem = checkTransferAmount(amount, available, decimals);

  const submit = async () => {
    setTouched(true);
    if (problem || move.isPending) return;
    try {
      await move.mutateAsync({ direction, amount: amount.trim() });
      showToast({ icon: 'success', content: t('zijinhuazhuan.done', { amount: moneyText(amount.trim(), precision), currency: TRANSFER_CURRENCY }) });
      setAmount('');
      setTouched(false);
    } catch {
      // The http instance shows the server's message (e.g. insufficient balance).
    }
  };
  const swap = () => {
    setDirection(toContract ? TRANSFER_DIRECTION.CONTRACT_TO_SPOT : TRANSFER_DIRECTION.SPOT_TO_CONTRACT);
    setAmount('');
    setTouched(false);
  };

  return (
    <>
      <TransferDirection toContract={toContract} onSwap={swap} disabled={move.isPending} />
      <TransferAmount
        amount={amount}
        onAmount={setAmount}
        available={available}
        precision={precision}
        decimals={decimals}
        problem={problem}
        showProblem={touched || amount !== ''}
      />
      <TransferBalances spotAvailable={spotAvailable} contractAvailable={contractAvailable} precision={precision} />
      <Button block color="primary" size="large" loading={move.isPending} disabled={move.isPending} onClick={() => void submit()} data-testid="submit-transfer">
        {t('zijinhuazhuan.submit')}
      </Button>
    </>
  );
}

/** From which wallet to which, and the button that swaps them. */
function TransferDirection({ toContract, onSwap, disabled }: { toContract: boolean; onSwap: () => void; disabled: boolean }) {
  const { t } = useTranslation();
  const wallet = (isSpot: boolean) => t(isSpot ? 'zijinhuazhuan.spot' : 'zijinhuazhuan.contract');
  return (
    <section className={`card ${s.directionCard}`}>
      <div className={s.wallets}>
        <p className={`muted ${s.caption}`}>{t('zijinhuazhuan.from')}</p>
        <p className={s.from} data-testid="from-wallet">
          {wallet(toContract)}
        </p>
        <p className={`muted ${s.caption}`}>{t('zijinhuazhuan.to')}</p>
        <p className={s.to} data-testid="to-wallet">
          {wallet(!toContract)}
        </p>
      </div>
      <Button shape="rounded" aria-label={t('zijinhuazhuan.swap')} data-testid="swap-direction" disabled={disabled} onClick={onSwap}>
        ⇅
      </Button>
    </section>
  );
}

/** Both wallets' available USDT. */
function TransferBalances({ spotAvailable, contractAvailable, precision }: { spotAvailable: string; contractAvailable: string; precision: number | undefined }) {
  const { t } = useTranslation();
  return (
    <section className="card" data-testid="balances">
      <p className={`muted ${s.balance}`}>
        <span>{t('zijinhuazhuan.spotAvailable')}</span>
        <span data-testid="spot-available">{moneyText(spotAvailable, precision, TRANSFER_CURRENCY)}</span>
      </p>
      <p className={`muted ${s.nextBalance}`}>
        <span>{t('zijinhuazhuan.contractAvailable')}</span>
        <span data-testid="contract-available">{moneyText(contractAvailable, precision, TRANSFER_CURRENCY)}</span>
      </p>
    </section>
  );
}
