import { Button, Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { KYC_LEVEL, KYC_STATUS } from '@sandbox/shared/status';
import type { KycRecord } from '../../api/kyc.ts';
import { formatServerTime } from '../../lib/format.ts';
import { KYC_ROUTE_OF, KYC_UNLOCKS, type KycLevel } from './kyc-rules.ts';
import s from './kyc.module.css';

/** One verification level's newest submission: waiting, rejected with the reason and a way to resubmit, or authorized with what it unlocks. */
export function KycLevelCard({ level, record, basicAuthorized }: { level: KycLevel; record: KycRecord | undefined; basicAuthorized: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = level === KYC_LEVEL.BASIC ? t('renzhengResult.basic') : t('renzhengResult.advanced');
  const status = record?.status ?? KYC_STATUS.NONE;
  const go = () => void navigate(KYC_ROUTE_OF[level]);

  let body: React.ReactNode;
  if (status === KYC_STATUS.PENDING) {
    body = <Result status="waiting" title={t('renzhengResult.pending')} description={t('renzhengResult.submittedAt', { time: formatServerTime(record?.submittedAt) })} />;
  } else if (status === KYC_STATUS.AUTHORIZED) {
    body = (
      <>
        <Result status="success" title={t('renzhengResult.authorized')} description={t('renzhengResult.reviewedAt', { time: formatServerTime(record?.reviewedAt) })} />
        <p className={`muted ${s.unlockedLabel}`}>{t('renzhengResult.unlocked')}</p>
        <ul className={s.unlocks} data-testid={`kyc-unlocks-${level}`}>
          {KYC_UNLOCKS[level].map((key) => (
            <li key={key}>{t(`renzhengResult.unlocks.${key}`)}</li>
          ))}
        </ul>
      </>
    );
  } else if (status === KYC_STATUS.REJECTED) {
    body = (
      <>
        <Result status="error" title={t('renzhengResult.rejected')} description={t('renzhengResult.reason', { reason: record?.rejectReason ?? '-' })} />
        <Button block color="primary" onClick={go} data-testid={`kyc-resubmit-${level}`}>
          {t('renzhengResult.resubmit')}
        </Button>
      </>
    );
  } else {
    const blocked = level === KYC_LEVEL.ADVANCED && !basicAuthorized;
    body = (
      <>
        <p className={`muted ${s.none}`}>{blocked ? t('renzhengResult.advancedNeedsBasic') : t('renzhengResult.none')}</p>
        {blocked ? null : (
          <Button block color="primary" onClick={go} data-testid={`kyc-start-${level}`}>
            {t('renzhengResult.start')}
          </Button>
        )}
        <p className={`muted ${s.willUnlock}`}>
          {t('renzhengResult.willUnlock', { list: KYC_UNLOCKS[level].map((key) => t(`renzhengResult.unlocks.${key}`)).join(', ') })}
        </p>
      </>
    );
  }
  return (
    <section className="card" aria-label={name} data-testid={`kyc-level-${level}`} data-status={status}>
      <h2 className="section-title">{name}</h2>
      {body}
    </section>
  );
}
