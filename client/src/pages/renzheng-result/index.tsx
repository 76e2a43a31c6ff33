import { Button, ErrorBlock, Result, SpinLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { KYC_LEVEL, KYC_STATUS } from '@sandbox/shared/status';
import { useKycList, type KycRecord } from '../../api/kyc.ts';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { formatServerTime } from '../../lib/format.ts';
import { routes } from '../../lib/route-paths.ts';

/** What each level unlocks (server kyc/gate.ts KYC_UNLOCKS; SPEC.md section 6). */
const UNLOCKS = {
  [KYC_LEVEL.BASIC]: ['withdrawal', 'loan', 'ieo', 'competition'],
  [KYC_LEVEL.ADVANCED]: ['higherLoanLimit'],
} as const;

type Level = (typeof KYC_LEVEL)[keyof typeof KYC_LEVEL];

const ROUTE_OF: Record<Level, string> = { [KYC_LEVEL.BASIC]: routes.identityBasic, [KYC_LEVEL.ADVANCED]: routes.identityAdvanced };

function LevelCard({ level, record, basicAuthorized }: { level: Level; record: KycRecord | undefined; basicAuthorized: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = level === KYC_LEVEL.BASIC ? t('renzhengResult.basic') : t('renzhengResult.advanced');
  const status = record?.status ?? KYC_STATUS.NONE;
  const go = () => void navigate(ROUTE_OF[level]);

  let body: React.ReactNode;
  if (status === KYC_STATUS.PENDING) {
    body = (
      <Result
        status="waiting"
        title={t('renzhengResult.pending')}
        description={t('renzhengResult.submittedAt', { time: formatServerTime(record?.submittedAt) })}
      />
    );
  } else if (status === KYC_STATUS.AUTHORIZED) {
    body = (
      <>
        <Result status="success" title={t('renzhengResult.authorized')} description={t('renzhengResult.reviewedAt', { time: formatServerTime(record?.reviewedAt) })} />
        <p className="muted" style={{ margin: '0 0 6px' }}>
          {t('renzhengResult.unlocked')}
        </p>
        <ul style={{ margin: 0, paddingLeft: 18, lineHeight: 1.8, fontSize: 14 }} data-testid={`kyc-unlocks-${level}`}>
          {UNLOCKS[level].map((key) => (
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
        <p className="muted" style={{ margin: '4px 0 12px' }}>
          {blocked ? t('renzhengResult.advancedNeedsBasic') : t('renzhengResult.none')}
        </p>
        {blocked ? null : (
          <Button block color="primary" onClick={go} data-testid={`kyc-start-${level}`}>
            {t('renzhengResult.start')}
          </Button>
        )}
        <p className="muted" style={{ margin: '12px 0 0' }}>
          {t('renzhengResult.willUnlock', { list: UNLOCKS[level].map((key) => t(`renzhengResult.unlocks.${key}`)).join(', ') })}
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

/**
 * Verification result (renzhengResult): each level's newest submission: waiting (polled until
 * reviewed), rejected with the reason and a way to resubmit, or authorized with what it unlocks.
 */
export default function IdentityResultPage() {
  const { t } = useTranslation();
  const list = useKycList();
  const title = t('renzhengResult.title');

  let content: React.ReactNode;
  if (list.isPending) {
    content = <SpinLoading aria-label={t('common.loading')} style={{ margin: '48px auto' }} />;
  } else if (list.isError) {
    content = (
      <ErrorBlock
        status="default"
        title={t('renzhengResult.loadFailed')}
        description={<Button onClick={() => void list.refetch()}>{t('renzhengResult.retry')}</Button>}
      />
    );
  } else {
    const basic = list.data.find((r) => r.level === KYC_LEVEL.BASIC);
    const advanced = list.data.find((r) => r.level === KYC_LEVEL.ADVANCED);
    content = (
      <div className="screen__body">
        <LevelCard level={KYC_LEVEL.BASIC} record={basic} basicAuthorized />
        <LevelCard level={KYC_LEVEL.ADVANCED} record={advanced} basicAuthorized={basic?.status === KYC_STATUS.AUTHORIZED} />
      </div>
    );
  }
  return (
    <main className="screen" aria-label={title}>
      <ScreenHeader title={title} />
      {content}
    </main>
  );
}
