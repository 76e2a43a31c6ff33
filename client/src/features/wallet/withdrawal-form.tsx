import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WITHDRAWAL_ACCOUNT_TYPE, useWithdrawalMutation, type WithdrawalAccount } from '../../api/finance.ts';
import { moneyText } from '../../lib/format.ts';
import { useWithdrawalDraft, type WithdrawalSources } from './use-withdrawal-draft.ts';
import { accountLabel, WithdrawalAccounts } from './withdrawal-accounts.tsx';
import { WithdrawalAmount } from './withdrawal-amount.tsx';
import { WithdrawalSecurity } from './withdrawal-security.tsx';
import { confirmDialog } from '../../lib/dialog.ts';

/**
 * The withdrawal form once every step is done: account, amount between the minimum and the
 * available balance with the fee shown before confirming, the withdrawal password and the
 * authenticator code when one is bound. `onDone` gets the new order's id (the amount is frozen at once).
 */
export function WithdrawalForm({ onDone, ...sources }: WithdrawalSources & { onDone: (orderId: string) => void }) {
  const { t } = useTranslation();
  const withdraw = useWithdrawalMutation();
  const draft = useWithdrawalDraft(sources);
  const { account, currencyCode, precision, amount, password, googleCode } = draft;
  const [touched, setTouched] = useState(false);
  const canSubmit = draft.complete && !withdraw.isPending;

  const submit = async () => {
    setTouched(true);
    if (!canSubmit || !account || !currencyCode) return;
    const ok = await confirmDialog({
      title: t('tixian.confirmTitle'),
      content: <WithdrawalSummary amount={amount.trim()} fee={draft.fee} receive={draft.receive} precision={precision} currency={currencyCode} account={account} />,
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
        ...(sources.googleBound ? { googleCode } : {}),
      });
      onDone(order.id);
    } catch {
      // The http instance shows the server's message (e.g. wrong password, insufficient balance).
    }
  };

  return (
    <>
      <WithdrawalAccounts accounts={sources.accounts} selectedId={account?.id} onSelect={draft.setAccountId} />
      <WithdrawalAmount
        bankCurrencies={account?.type === WITHDRAWAL_ACCOUNT_TYPE.BANK_CARD ? draft.bankCurrencies : undefined}
        currencyCode={currencyCode}
        onBankCurrency={draft.setBankCurrency}
        precision={precision}
        limits={draft.limits}
        available={draft.available}
        balancesPending={sources.balances.isPending}
        amount={amount}
        onAmount={draft.setAmount}
        showProblem={touched || amount !== ''}
        problem={draft.problem}
        fee={draft.fee}
        receive={draft.receive}
      />
      <WithdrawalSecurity
        password={password}
        onPassword={draft.setPassword}
        passwordProblem={(touched || password !== '') && !draft.passwordOk}
        googleBound={sources.googleBound}
        googleCode={googleCode}
        onGoogleCode={draft.setGoogleCode}
        googleProblem={(touched || googleCode !== '') && !draft.googleOk}
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

/** What the confirm dialog repeats before the withdrawal is sent: amount, fee (or "on review"), what arrives, and where. */
function WithdrawalSummary(p: { amount: string; fee: string | null; receive: string | undefined; precision: number; currency: string; account: WithdrawalAccount }) {
  const { t } = useTranslation();
  return (
    <div data-testid="confirm-summary">
      <p>
        {t('tixian.amount')}: {moneyText(p.amount, p.precision, p.currency)}
      </p>
      <p>
        {t('tixian.fee')}: {p.fee !== null ? moneyText(p.fee, p.precision, p.currency) : t('tixian.feeOnReview')}
      </p>
      {p.receive !== undefined && (
        <p>
          {t('tixian.receive')}: {moneyText(p.receive, p.precision, p.currency)}
        </p>
      )}
      <p>{accountLabel(p.account)}</p>
    </div>
  );
}
