import { Button, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { WITHDRAWAL_ACCOUNT_TYPE, type useWithdrawalAccounts, type WithdrawalAccount } from '../../api/finance.ts';
import { LoadFailed } from '../../components/screen-states.tsx';
import { Spinner } from '../../components/spinner.tsx';
import s from './accounts.module.css';

const describe = (a: WithdrawalAccount) =>
  a.type === WITHDRAWAL_ACCOUNT_TYPE.CHAIN_ADDRESS ? `${a.currency} · ${a.network}` : `${a.realName} · ${a.bankName}`;
const number = (a: WithdrawalAccount) => (a.type === WITHDRAWAL_ACCOUNT_TYPE.CHAIN_ADDRESS ? a.address : a.accountNo);

/** The accounts of one type already bound, each with an edit button. */
export function BoundAccounts({
  accounts,
  type,
  onEdit,
}: {
  accounts: ReturnType<typeof useWithdrawalAccounts>;
  type: number;
  onEdit: (account: WithdrawalAccount) => void;
}) {
  const { t } = useTranslation();
  if (accounts.isPending) return <Spinner label={t('common.loading')} className={s.loading} />;
  if (accounts.isError) return <LoadFailed title={t('bindAccount.loadFailed')} onRetry={() => void accounts.refetch()} />;
  const mine = accounts.data.filter((a) => a.type === type);
  if (mine.length === 0)
    return (
      <p className="muted" data-testid="no-accounts">
        {t('bindAccount.none')}
      </p>
    );
  return (
    <section className={`card ${s.flush}`}>
      <List header={t('bindAccount.bound')}>
        {mine.map((a) => (
          <List.Item
            key={a.id}
            description={<span className={s.number}>{number(a)}</span>}
            extra={
              <Button size="mini" onClick={() => onEdit(a)} data-testid={`edit-${a.id}`}>
                {t('bindAccount.edit')}
              </Button>
            }
          >
            {describe(a)}
          </List.Item>
        ))}
      </List>
    </section>
  );
}
