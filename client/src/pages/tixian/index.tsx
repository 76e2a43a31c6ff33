import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCurrencies, useUserBalance, useWithdrawalAccounts } from '../../api/finance.ts';
import { useKycState } from '../../api/kyc.ts';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { LoadFailed, Loading } from '../../components/screen-states.tsx';
import { kycStepFor, WithdrawalForm, WithdrawalSteps } from '../../features/wallet/index.ts';
import { routeWith, routes } from '../../lib/route-paths.ts';
import { useUserStore } from '../../store/user-store.ts';

/**
 * Withdrawal (tixian): needs basic identity verification (asked fresh from the server: the
 * stored user may predate an approval), a withdrawal password and a bound account first (each missing
 * step explained with a way to do it); then the form (features/wallet), and the result screen.
 */
export default function WithdrawalPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUserStore((s) => s.userInfo);
  const accounts = useWithdrawalAccounts();
  const currencies = useCurrencies();
  const balances = useUserBalance();
  const kyc = useKycState();

  if (accounts.isPending || currencies.isPending || kyc.isPending) {
    return (
      <main className="screen">
        <ScreenHeader title={t('tixian.title')} />
        <Loading />
      </main>
    );
  }
  if (accounts.isError || currencies.isError || kyc.isError) {
    const retry = () => {
      void accounts.refetch();
      void currencies.refetch();
      void kyc.refetch();
    };
    return (
      <main className="screen">
        <ScreenHeader title={t('tixian.title')} />
        <LoadFailed title={t('tixian.loadFailed')} onRetry={retry} />
      </main>
    );
  }

  const kycStep = kycStepFor(kyc.data.basicStatus);
  const passwordSet = user.withdrawalPasswordSet === true;
  if (kycStep || !passwordSet || accounts.data.length === 0) {
    return (
      <main className="screen">
        <ScreenHeader title={t('tixian.title')} />
        <div className="screen__body">
          <WithdrawalSteps kycStep={kycStep} passwordSet={passwordSet} hasAccount={accounts.data.length > 0} />
        </div>
      </main>
    );
  }

  return (
    <main className="screen" data-testid="tixian">
      <ScreenHeader title={t('tixian.title')} link={{ label: t('tixian.records'), to: routeWith(routes.rechargeWithdrawalRecords, { type: 'withdrawal' }) }} />
      <div className="screen__body">
        <WithdrawalForm
          accounts={accounts.data}
          currencies={currencies.data}
          balances={balances}
          googleBound={user.googleBound === true}
          onDone={(id) => void navigate(routeWith(routes.rechargeWithdrawalResult, { type: 'withdrawal', id }), { replace: true })}
        />
      </div>
    </main>
  );
}
