import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { routeWith, routes } from '../../lib/route-paths.ts';
import type { KycStep } from './withdraw-rules.ts';
import s from './withdrawal.module.css';

/** What a withdrawal still needs, each missing step with a way to do it: identity verification, a withdrawal password, a bound account. */
export function WithdrawalSteps({ kycStep, passwordSet, hasAccount }: { kycStep: KycStep | null; passwordSet: boolean; hasAccount: boolean }) {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  return (
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
      {!hasAccount && (
        <section className="card" data-testid="step-account">
          <h2 className="section-title">{t('tixian.needAccount')}</h2>
          <p className="muted">{t('tixian.needAccountDesc')}</p>
          <div className={s.buttons}>
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
}
