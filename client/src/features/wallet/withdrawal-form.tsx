import { Button, Dialog } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withdrawalFee } from '@sandbox/shared/money';
import { WITHDRAWAL_ACCOUNT_TYPE, useWithdrawalMutation, type useUserBalance, type CurrencyInfo, type WithdrawalAccount } from '../../api/finance.ts';
import { moneyText } from '../../lib/format.ts';
import { accountLabel, WithdrawalAccounts } from './withdrawal-accounts.tsx';
import { WithdrawalAmount } from './withdrawal-amount.tsx';
import { WithdrawalSecurity } from './withdrawal-security.tsx';
import { checkAmount, feeRuleOf, limitsFor } from './withdraw-rules.ts';

/**
 * The withdrawal form once every step is done: account, amount between the minimum and the
 * available balance with the fee shown before confirming, the withdrawal password and the
 * authenticator code when one is bound. `onDone` gets the new order's id (the amount is frozen at once).
 */
export function WithdrawalForm({
  accounts,
  currencies,
  balances,
  googleBound,
  onDone,
}: {
  accounts: WithdrawalAccount[];
  currencies: CurrencyInfo[];
  /** The page's balance query: asked from the start, beside the accounts and currencies. */
  balances: ReturnType<typeof useUserBalance>;
  googleBound: boolean;
  onDone: (orderId: string) => void;
}) {
  const { t } = useTranslation();
  const withdraw = useWithdrawalMutation();
  const [accountId, setAccountId] = useState<string | undefined>(undefined);
  const [bankCurrency, setBankCurrency] = useState<string | undefined>(undefined);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [googleCode, setGoogleCode] = useState('');
  const [touched, setTouched] = useState(false);

  const account = accounts.find((a) => a.id === accountId) ?? accounts[0];
  const bankCurrencies = currencies.filter((c) => c.bankWithdrawal);
  const currencyCode =
    account?.type === WITHDRAWAL_ACCOUNT_TYPE.CHAIN_ADDRESS ? account.currency : (bankCurrency ?? bankCurrencies[0]?.currency);
  const currency = currencies.find((c) => c.currency === currencyCode);
  const precision = currency?.precision ?? 2;
  const limits = limitsFor(currency, account);
  const available = balances.data?.find((b) => b.currency === currencyCode)?.available;
  const problem = checkAmount(amount, { available, precision, limits });
  const charge = limits && !problem ? withdrawalFee(amount.trim(), feeRuleOf(limits), precision) : null;
  const fee = charge?.fee ?? null;
  const receive = charge?.net;
  const googleOk = !googleBound || /^\d{6}$/.test(googleCode);
  const passwordOk = password.length >= 6 && password.length <= 32;
  const canSubmit = !problem && passwordOk && googleOk && Boolean(account) && Boolean(currencyCode) && !withdraw.isPending;

  const submit = async () => {
    setTouched(true);
    if (!canSubmit || !account || !currencyCode) return;
    const ok = await Dialog.confirm({
      title: t('tixian.confirmTitle'),
      content: (
        <div data-testid="confirm-summary">
          <p>
            {t('tixian.amount')}: {moneyText(amount.trim(), precision, currencyCode)}
          </p>
          <p>
            {t('tixian.fee')}: {fee !== null ? moneyText(fee, precision, currencyCode) : t('tixian.feeOnReview')}
          </p>
          {receive !== undefined && (
            <p>
              {t('tixian.receive')}: {moneyText(receive, precision, currencyCode)}
            </p>
          )}
          <p>{accountLabel(account)}</p>
        </div>
      ),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    try {
      const order = await withdraw.mutateAsync({
        currency: currencyCode,
        amount: amount.trim(),
        accountId: account.id,
        withdrawalPassword: password,
        ...(googleBound ? { googleCode } : {}),
      });
      onDone(order.id);
    } catch {
      // The http instance shows the server's message (e.g. wrong password, insufficient balance).
    }
  };

  return (
    <>
      <WithdrawalAccounts accounts={accounts} selectedId={account?.id} onSelect={setAccountId} />
      <WithdrawalAmount
        bankCurrencies={account?.type === WITHDRAWAL_ACCOUNT_TYPE.BANK_CARD ? bankCurrencies : undefined}
        currencyCode={currencyCode}
        onBankCurrency={setBankCurrency}
        precision={precision}
        limits={limits}
        available={available}
        balancesPending={balances.isPending}
        amount={amount}
        onAmount={setAmount}
        showProblem={touched || amount !== ''}
        problem={problem}
        fee={fee}
        receive={receive}
      />
      <WithdrawalSecurity
        password={password}
        onPassword={setPassword}
        passwordProblem={(touched || password !== '') && !passwordOk}
        googleBound={googleBound}
        googleCode={googleCode}
        onGoogleCode={setGoogleCode}
        googleProblem={(touched || googleCode !== '') && !googleOk}
      />
      <Button
        block
        color="primary"
        size="large"
        loading={withdraw.isPending}
        // Looks and is disabled until the form is complete and valid (issue 17 item 13).
        disabled={!canSubmit}
        onClick={() => void submit()}
        data-testid="submit-withdrawal"
      >
        {t('tixian.submit')}
      </Button>
    </>
  );
}
