import { Button, Dialog, ErrorBlock, Input, List, Selector, SpinLoading } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  WITHDRAWAL_ACCOUNT_TYPE,
  useCurrencies,
  useUserBalance,
  useWithdrawalAccounts,
  useWithdrawalMutation,
  type WithdrawalAccount,
} from '../../api/finance.ts';
import { useKycState } from '../../api/kyc.ts';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { withdrawalFee } from '@sandbox/shared/money';
import { formatNumber, moneyText } from '../../lib/format.ts';
import { problemValueText } from '../../lib/amount-check.ts';
import { useUserStore } from '../../store/user-store.ts';
import { checkAmount, feeRuleOf, kycStepFor, limitsFor } from './withdraw-rules.ts';
import { routeWith, routes } from '../../lib/route-paths.ts';

const accountLabel = (a: WithdrawalAccount) =>
  a.type === WITHDRAWAL_ACCOUNT_TYPE.CHAIN_ADDRESS
    ? `${a.currency} ${a.network} · ${a.address.slice(0, 6)}…${a.address.slice(-4)}`
    : `${a.bankName} · ${a.accountNo.slice(-4)}`;

/**
 * Withdrawal (tixian): needs basic identity verification (asked fresh from the server: the
 * stored user may predate an approval), a withdrawal password and a bound account first (each missing
 * step explained with a way to do it); amount between the minimum and the available balance,
 * fee shown before confirming; the amount is frozen at once by the server.
 */
export default function WithdrawalPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openRoute = useOpenRoute();
  const user = useUserStore((s) => s.userInfo);
  const accounts = useWithdrawalAccounts();
  const currencies = useCurrencies();
  const balances = useUserBalance();
  const kyc = useKycState();
  const withdraw = useWithdrawalMutation();
  const [accountId, setAccountId] = useState<string | undefined>(undefined);
  const [bankCurrency, setBankCurrency] = useState<string | undefined>(undefined);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [googleCode, setGoogleCode] = useState('');
  const [touched, setTouched] = useState(false);

  const passwordSet = user.withdrawalPasswordSet === true;
  const googleBound = user.googleBound === true;

  if (accounts.isPending || currencies.isPending || kyc.isPending) {
    return (
      <main className="screen">
        <ScreenHeader title={t('tixian.title')} />
        <SpinLoading aria-label={t('common.loading')} style={{ margin: '48px auto' }} />
      </main>
    );
  }
  if (accounts.isError || currencies.isError || kyc.isError) {
    return (
      <main className="screen">
        <ScreenHeader title={t('tixian.title')} />
        <ErrorBlock
          status="default"
          title={t('tixian.loadFailed')}
          description={
            <Button
              onClick={() => {
                void accounts.refetch();
                void currencies.refetch();
                void kyc.refetch();
              }}
            >
              {t('tixian.retry')}
            </Button>
          }
        />
      </main>
    );
  }

  const list = accounts.data;
  const kycStep = kycStepFor(kyc.data.basicStatus);
  const steps = (
    <>
      {kycStep && (
        <section className="card" data-testid="step-kyc">
          <h2 className="section-title">{t(`tixian.kyc.${kycStep.kind}`)}</h2>
          <p className="muted">{t(`tixian.kyc.${kycStep.kind}Desc`)}</p>
          <Button color="primary" onClick={() => openRoute(kycStep.route)}>
            {t(`tixian.kyc.${kycStep.kind}Action`)}
          </Button>
        </section>
      )}
      {!passwordSet && (
        <section className="card" data-testid="step-password">
          <h2 className="section-title">{t('tixian.needPassword')}</h2>
          <p className="muted">{t('tixian.needPasswordDesc')}</p>
          <Button color="primary" onClick={() => openRoute(routeWith(routes.withdrawalPassword, { from: routes.withdrawal }))}>
            {t('tixian.setPassword')}
          </Button>
        </section>
      )}
      {list.length === 0 && (
        <section className="card" data-testid="step-account">
          <h2 className="section-title">{t('tixian.needAccount')}</h2>
          <p className="muted">{t('tixian.needAccountDesc')}</p>
          <div style={{ display: 'flex', gap: 8 }}>
            <Button color="primary" fill="outline" onClick={() => openRoute(routeWith(routes.bindAccount, { type: 'chain', from: routes.withdrawal }))}>
              {t('tixian.bindChain')}
            </Button>
            <Button color="primary" fill="outline" onClick={() => openRoute(routeWith(routes.bindAccount, { type: 'bank', from: routes.withdrawal }))}>
              {t('tixian.bindBank')}
            </Button>
          </div>
        </section>
      )}
    </>
  );
  if (kycStep || !passwordSet || list.length === 0) {
    return (
      <main className="screen">
        <ScreenHeader title={t('tixian.title')} />
        <div className="screen__body">{steps}</div>
      </main>
    );
  }

  const account = list.find((a) => a.id === accountId) ?? list[0];
  const bankCurrencies = currencies.data.filter((c) => c.bankWithdrawal);
  const currencyCode =
    account?.type === WITHDRAWAL_ACCOUNT_TYPE.CHAIN_ADDRESS ? account.currency : (bankCurrency ?? bankCurrencies[0]?.currency);
  const currency = currencies.data.find((c) => c.currency === currencyCode);
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
  const feeRuleText = (rule: NonNullable<typeof limits>) => {
    // The rate is a percentage (percentText's 2 decimals); the sentence carries the % sign.
    const values = { fixed: moneyText(rule.withdrawalFee, precision), rate: formatNumber(rule.withdrawalFeeRate, 2), currency: currencyCode };
    return Number(rule.withdrawalFeeRate) === 0 ? t('tixian.feeFixedOnly', values) : t('tixian.feeRuleOfAmount', values);
  };

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
      void navigate(routeWith(routes.rechargeWithdrawalResult, { type: 'withdrawal', id: order.id }), { replace: true });
    } catch {
      // The http instance shows the server's message (e.g. wrong password, insufficient balance).
    }
  };

  return (
    <main className="screen" data-testid="tixian">
      <ScreenHeader
        title={t('tixian.title')}
        right={
          <button type="button" className="link" onClick={() => openRoute(routeWith(routes.rechargeWithdrawalRecords, { type: 'withdrawal' }))}>
            {t('tixian.records')}
          </button>
        }
      />
      <div className="screen__body">
        <section className="card" style={{ padding: 0, overflow: 'hidden' }}>
          <List header={t('tixian.account')}>
            {list.map((a) => (
              <List.Item
                key={a.id}
                onClick={() => setAccountId(a.id)}
                extra={a.id === account?.id ? '✓' : undefined}
                data-testid={`account-${a.id}`}
                style={{ wordBreak: 'break-all' }}
              >
                {accountLabel(a)}
              </List.Item>
            ))}
          </List>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, padding: '8px 16px 12px' }}>
            <Button size="mini" onClick={() => openRoute(routeWith(routes.bindAccount, { type: 'chain', from: routes.withdrawal }))}>
              {t('tixian.bindChain')}
            </Button>
            <Button size="mini" onClick={() => openRoute(routeWith(routes.bindAccount, { type: 'bank', from: routes.withdrawal }))}>
              {t('tixian.bindBank')}
            </Button>
          </div>
        </section>

        <section className="card">
          {account?.type === WITHDRAWAL_ACCOUNT_TYPE.BANK_CARD && (
            <>
              <p className="muted" style={{ marginTop: 0 }}>{t('tixian.currency')}</p>
              {bankCurrencies.length === 0 ? (
                <p className="muted">{t('tixian.noBankCurrency')}</p>
              ) : (
                <Selector tabIndex={0}
                  columns={3}
                  value={currencyCode ? [currencyCode] : []}
                  options={bankCurrencies.map((c) => ({ label: c.currency, value: c.currency }))}
                  onChange={(v) => v[0] && setBankCurrency(v[0])}
                />
              )}
            </>
          )}
          <p className="muted" style={{ display: 'flex', justifyContent: 'space-between' }}>
            <span>
              {t('tixian.amount')} ({currencyCode ?? '--'})
            </span>
            <span data-testid="available">
              {t('tixian.available')}: {balances.isPending ? '…' : moneyText(available ?? '0', precision)}
            </span>
          </p>
          <div style={{ display: 'flex', gap: 8, alignItems: 'center', borderBottom: '1px solid var(--line)', paddingBottom: 8 }}>
            <Input
              value={amount}
              onChange={(v) => setAmount(v)}
              inputMode="decimal"
              placeholder={limits ? t('tixian.minPlaceholder', { min: moneyText(limits.minWithdrawal, precision) }) : t('tixian.amountPlaceholder')}
              aria-label={t('tixian.amount')}
              data-testid="amount"
            />
            <Button size="mini" fill="none" color="primary" onClick={() => setAmount(available ?? '0')}>
              {t('tixian.all')}
            </Button>
          </div>
          {(touched || amount !== '') && problem && (
            <p role="alert" style={{ color: 'var(--down)', fontSize: 13 }} data-testid="amount-error">
              {t(`tixian.problems.${problem.problem}`, { value: problemValueText(problem, precision), currency: currencyCode })}
            </p>
          )}
          {/* The fee of the amount once there is a valid one, the rule before (never "--"). */}
          <p className="muted" data-testid="fee">
            {t('tixian.fee')}: {fee !== null ? moneyText(fee, precision, currencyCode) : limits ? feeRuleText(limits) : t('tixian.feeOnReview')}
          </p>
          {receive !== undefined && (
            <p className="muted" data-testid="receive">
              {t('tixian.receive')}: {moneyText(receive, precision, currencyCode)}
            </p>
          )}
          <p className="muted" style={{ marginTop: 0 }}>{t('tixian.frozenNote')}</p>
        </section>

        <section className="card">
          <p className="muted" style={{ marginTop: 0 }}>{t('tixian.password')}</p>
          <Input
            type="password"
            value={password}
            onChange={setPassword}
            aria-label={t('tixian.password')}
            aria-describedby="withdrawal-password-hint"
            data-testid="withdrawal-password"
            autoComplete="off"
            style={{ borderBottom: '1px solid var(--line)', paddingBottom: 8 }}
          />
          {/* The rule under the field, not as its placeholder: the sentence is wider than the field in most languages (issue 17). */}
          <p
            id="withdrawal-password-hint"
            role={(touched || password !== '') && !passwordOk ? 'alert' : undefined}
            style={{ color: (touched || password !== '') && !passwordOk ? 'var(--down)' : 'var(--text-2)', fontSize: 13 }}
          >
            {t('tixian.passwordPlaceholder')}
          </p>
          {googleBound && (
            <>
              <p className="muted">{t('tixian.googleCode')}</p>
              <Input
                value={googleCode}
                onChange={setGoogleCode}
                inputMode="numeric"
                maxLength={6}
                placeholder={t('tixian.googleCodePlaceholder')}
                aria-label={t('tixian.googleCode')}
                data-testid="google-code"
              />
              {(touched || googleCode !== '') && !googleOk && <p role="alert" style={{ color: 'var(--down)', fontSize: 13 }}>{t('tixian.googleCodePlaceholder')}</p>}
            </>
          )}
          <button type="button" className="link" style={{ marginTop: 8, padding: 0, border: 0, background: 'none' }} onClick={() => openRoute(routeWith(routes.withdrawalPassword, { from: routes.withdrawal }))}>
            {t('tixian.changePassword')}
          </button>
        </section>

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
      </div>
    </main>
  );
}
