import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { RecordHistory, recordKindOf, RecordTabs } from '../../features/wallet/index.ts';

/** Deposit and withdrawal history with the status of each request (SPEC.md section 4); `?type=recharge|withdrawal`. */
export default function RechargeWithdrawalRecordsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const kind = recordKindOf(params.get('type'));
  return (
    <main className="screen">
      <ScreenHeader title={t('chongzhitixianRecord.title')} />
      <RecordTabs kind={kind} onChange={(key) => setParams({ type: key }, { replace: true })} />
      <div className="screen__body">
        <RecordHistory kind={kind} />
      </div>
    </main>
  );
}
