import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
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
        <Step testId="step-kyc" title={t(`tixian.kyc.${kycStep.kind}`)} desc={t(`tixian.kyc.${kycStep.kind}Desc`)}>
          <Button color="primary" onClick={() => openRoute(kycStep.route)}>
            {t(`tixian.kyc.${kycStep.kind}Action`)}
          </Button>
        </Step>
      )}
      {!passwordSet && (
        <Step testId="step-password" title={t('tixian.needPassword')} desc={t('tixian.needPasswordDesc')}>
          <Button color="primary" onClick={() => openRoute(routeWith(routes.withdrawalPassword, { from: routes.withdrawal }))}>
            {t('tixian.setPassword')}
          </Button>
        </Step>
      )}
      {!hasAccount && (
        <Step testId="step-account" title={t('tixian.needAccount')} desc={t('tixian.needAccountDesc')}>
          <div className={s.buttons}>
            <Button color="primary" fill="outline" onClick={() => openRoute(routeWith(routes.bindAccount, { type: 'chain', from: routes.withdrawal }))}>
              {t('tixian.bindChain')}
            </Button>
            <Button color="primary" fill="outline" onClick={() => openRoute(routeWith(routes.bindAccount, { type: 'bank', from: routes.withdrawal }))}>
              {t('tixian.bindBank')}
            </Button>
          </div>
        </Step>
      )}
    </>
  );
}

/** One missing step: what it is, why, and the way to do it. */
function Step({ testId, title, desc, children }: { testId: string; title: string; desc: string; children: ReactNode }) {
  return (
    <section className="card" data-testid={testId}>
      <h2 className="section-title">{title}</h2>
      <p className="muted">{desc}</p>
      {children}
    </section>
  );
}
