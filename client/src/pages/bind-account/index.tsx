import { Form } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { WITHDRAWAL_ACCOUNT_TYPE, useWithdrawalAccounts, type WithdrawalAccount } from '../../api/finance.ts';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { AccountForm, BoundAccounts, fillAccountForm, type AccountFormValues } from '../../features/wallet/index.ts';

/**
 * Bind or edit a withdrawal account: a bank card (`?type=bank`) or a blockchain address
 * (`?type=chain`). `?from=` is where to return after saving (the withdrawal screen).
 */
export default function BindAccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const chain = params.get('type') === 'chain';
  const accounts = useWithdrawalAccounts();
  const [form] = Form.useForm<AccountFormValues>();
  const [editing, setEditing] = useState<WithdrawalAccount | null>(null);
  const [currency, setCurrency] = useState<string | undefined>(undefined);

  const startEdit = (account: WithdrawalAccount) => {
    setEditing(account);
    const code = fillAccountForm(form, account);
    if (code !== undefined) setCurrency(code);
  };
  const stopEdit = () => {
    setEditing(null);
    form.resetFields();
  };
  const saved = () => {
    const back = params.get('from');
    if (back?.startsWith('/')) void navigate(back, { replace: true });
    else stopEdit();
  };

  return (
    <main className="screen">
      <ScreenHeader title={t(chain ? 'bindAccount.chainTitle' : 'bindAccount.bankTitle')} />
      <div className="screen__body">
        <BoundAccounts accounts={accounts} type={chain ? WITHDRAWAL_ACCOUNT_TYPE.CHAIN_ADDRESS : WITHDRAWAL_ACCOUNT_TYPE.BANK_CARD} onEdit={startEdit} />
      </div>
      <AccountForm form={form} chain={chain} editing={editing} currency={currency} onCurrency={setCurrency} onSaved={saved} onCancelEdit={stopEdit} />
    </main>
  );
}
