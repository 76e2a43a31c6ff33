import { useState } from 'react';
import { withdrawalFee } from '@sandbox/shared/money';
import { WITHDRAWAL_ACCOUNT_TYPE, type useUserBalance, type CurrencyInfo, type WithdrawalAccount } from '../../api/finance.ts';
import { checkAmount, feeRuleOf, limitsFor } from './withdraw-rules.ts';

export interface WithdrawalSources {
  accounts: WithdrawalAccount[];
  currencies: CurrencyInfo[];
  /** The page's balance query: asked from the start, beside the accounts and currencies. */
  balances: ReturnType<typeof useUserBalance>;
  googleBound: boolean;
}

/**
 * The withdrawal being filled in: the account (the first until one is picked), the currency (a
 * chain address's own, or the one picked for a bank card), the amount with its problem, fee and
 * net, the withdrawal password and the authenticator code, each with whether it may be sent.
 */
export function useWithdrawalDraft({ accounts, currencies, balances, googleBound }: WithdrawalSources) {
  const [accountId, setAccountId] = useState<string | undefined>(undefined);
  const [bankCurrency, setBankCurrency] = useState<string | undefined>(undefined);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [googleCode, setGoogleCode] = useState('');

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
  const googleOk = !googleBound || /^\d{6}$/.test(googleCode);
  const passwordOk = password.length >= 6 && password.length <= 32;

  return {
    account,
    setAccountId,
    bankCurrencies,
    setBankCurrency,
    currencyCode,
    precision,
    limits,
    available,
    amount,
    setAmount,
    problem,
    fee: charge?.fee ?? null,
    receive: charge?.net,
    password,
    setPassword,
    passwordOk,
    googleCode,
    setGoogleCode,
    googleOk,
    complete: !problem && passwordOk && googleOk && Boolean(account) && Boolean(currencyCode),
  };
}
