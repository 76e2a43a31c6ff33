import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import type { useKycList } from '../../api/kyc.ts';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { Loading } from '../../components/screen-states.tsx';
import { routes } from '../../lib/route-paths.ts';
import { IdentityLoadFailed } from './identity-states.tsx';
import { kycRecords, kycSettledOrWaiting } from './kyc-rules.ts';

type LevelRecords = ReturnType<typeof kycRecords>;

/**
 * A verification screen (the basic and advanced forms, the result): its header over the
 * caller's submissions (`list`, kyc.listMy), loading, then failing with a retry or drawn by
 * `children` from each level's newest one. The form of a level (`formFor`) opens the result page instead while that
 * level's submission is waiting or authorized.
 */
export function KycScreen({
  title,
  list,
  formFor,
  children,
}: {
  title: string;
  list: ReturnType<typeof useKycList>;
  formFor?: keyof LevelRecords;
  children: (records: LevelRecords) => ReactNode;
}) {
  const { t } = useTranslation();
  const records = list.isSuccess ? kycRecords(list.data) : { basic: undefined, advanced: undefined };
  if (formFor && kycSettledOrWaiting(records[formFor])) return <Navigate to={routes.identityResult} replace />;
  return (
    <main className="screen" aria-label={title}>
      <ScreenHeader title={title} />
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <IdentityLoadFailed title={t('renzhengResult.loadFailed')} onRetry={() => void list.refetch()} />
      ) : (
        children(records)
      )}
    </main>
  );
}
