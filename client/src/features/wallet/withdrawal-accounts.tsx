import { Button, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { WITHDRAWAL_ACCOUNT_TYPE, type WithdrawalAccount } from '../../api/finance.ts';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { routeWith, routes } from '../../lib/route-paths.ts';
import s from './withdrawal.module.css';

/** A bound account in one line: the chain address's ends, or the bank card's last digits. */
export const accountLabel = (a: WithdrawalAccount) =>
  a.type === WITHDRAWAL_ACCOUNT_TYPE.CHAIN_ADDRESS
    ? `${a.currency} ${a.network} · ${a.address.slice(0, 6)}…${a.address.slice(-4)}`
    : `${a.bankName} · ${a.accountNo.slice(-4)}`;

/** The bound accounts to withdraw to (the chosen one ticked) and the ways to bind another. */
export function WithdrawalAccounts({ accounts, selectedId, onSelect }: { accounts: WithdrawalAccount[]; selectedId: string | undefined; onSelect: (id: string) => void }) {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  return (
    <section className={`card ${s.accountsCard}`}>
      <List header={t('tixian.account')}>
        {accounts.map((a) => (
          <List.Item key={a.id} onClick={() => onSelect(a.id)} extra={a.id === selectedId ? '✓' : undefined} data-testid={`account-${a.id}`} className={s.account}>
            {accountLabel(a)}
          </List.Item>
        ))}
      </List>
      <div className={s.bindButtons}>
        <Button size="mini" onClick={() => openRoute(routeWith(routes.bindAccount, { type: 'chain', from: routes.withdrawal }))}>
          {t('tixian.bindChain')}
        </Button>
        <Button size="mini" onClick={() => openRoute(routeWith(routes.bindAccount, { type: 'bank', from: routes.withdrawal }))}>
          {t('tixian.bindBank')}
        </Button>
      </div>
    </section>
  );
}
