import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { RecordResult, recordKindOf } from '../../features/wallet/index.ts';

/** Result of a recharge or withdrawal request (`?type=recharge|withdrawal&id=`), followed live until reviewed. */
export default function RechargeWithdrawalResultPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const kind = recordKindOf(params.get('type'));
  const id = params.get('id') ?? '';
  return (
    <main className="screen">
      <ScreenHeader title={t('chongzhitixianResult.title')} />
      <RecordResult key={`${kind}-${id}`} kind={kind} id={id} />
    </main>
  );
}
