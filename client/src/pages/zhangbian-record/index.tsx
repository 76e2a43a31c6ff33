import { useTranslation } from 'react-i18next';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { BalanceLog } from '../../features/wallet/index.ts';

/** Account change records (zhangbianRecord): every balance change with its cause, filterable by type and account (wallet). */
export default function AccountChangesPage() {
  const { t } = useTranslation();
  return (
    <main className="screen">
      <ScreenHeader title={t('zhangbianRecord.title')} />
      <BalanceLog />
    </main>
  );
}
