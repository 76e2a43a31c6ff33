import { Button, ErrorBlock, Form, Input, List, Selector, SpinLoading, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  WITHDRAWAL_ACCOUNT_TYPE,
  useCurrencies,
  useSaveAccountMutation,
  useWithdrawalAccounts,
  type WithdrawalAccount,
} from '../../api/finance.ts';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { addressLooksValid } from './address-format.ts';

interface AccountForm {
  realName?: string;
  bankName?: string;
  accountNo?: string;
  currency?: string[];
  network?: string[];
  address?: string;
}

/**
 * Bind or edit a withdrawal account: a bank card (`?type=bank`: real name, bank, account
 * number) or a blockchain address (`?type=chain`: currency, network, address in that
 * network's format). `?from=` is where to return after saving (the withdrawal screen).
 */
export default function BindAccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const chain = params.get('type') === 'chain';
  const accounts = useWithdrawalAccounts();
  const currencies = useCurrencies();
  const save = useSaveAccountMutation();
  const [form] = Form.useForm<AccountForm>();
  const [editing, setEditing] = useState<WithdrawalAccount | null>(null);
  const [currency, setCurrency] = useState<string | undefined>(undefined);

  const type = chain ? WITHDRAWAL_ACCOUNT_TYPE.CHAIN_ADDRESS : WITHDRAWAL_ACCOUNT_TYPE.BANK_CARD;
  const mine = (accounts.data ?? []).filter((a) => a.type === type);
  const withdrawable = (currencies.data ?? []).filter((c) => c.networks.some((n) => n.withdrawalEnabled));
  const networks = withdrawable.find((c) => c.currency === currency)?.networks.filter((n) => n.withdrawalEnabled) ?? [];

  const startEdit = (account: WithdrawalAccount) => {
    setEditing(account);
    if (account.type === WITHDRAWAL_ACCOUNT_TYPE.CHAIN_ADDRESS) {
      setCurrency(account.currency);
      form.setFieldsValue({ currency: [account.currency], network: [account.network], address: account.address });
    } else {
      form.setFieldsValue({ realName: account.realName, bankName: account.bankName, accountNo: account.accountNo });
    }
  };

  const submit = async (v: AccountForm) => {
    if (save.isPending) return;
    const body =
      chain
        ? { type: WITHDRAWAL_ACCOUNT_TYPE.CHAIN_ADDRESS, currency: v.currency?.[0] ?? '', network: v.network?.[0] ?? '', address: (v.address ?? '').trim() }
        : {
            type: WITHDRAWAL_ACCOUNT_TYPE.BANK_CARD,
            realName: (v.realName ?? '').trim(),
            bankName: (v.bankName ?? '').trim(),
            accountNo: (v.accountNo ?? '').trim(),
          };
    try {
      await save.mutateAsync(editing ? { ...body, id: editing.id } : body);
      Toast.show({ icon: 'success', content: t('bindAccount.saved'), duration: 2000 });
      const back = params.get('from');
      if (back?.startsWith('/')) void navigate(back, { replace: true });
      else {
        setEditing(null);
        form.resetFields();
      }
    } catch {
      // The http instance shows the server's message.
    }
  };

  const describe = (a: WithdrawalAccount) =>
    a.type === WITHDRAWAL_ACCOUNT_TYPE.CHAIN_ADDRESS ? `${a.currency} · ${a.network}` : `${a.realName} · ${a.bankName}`;
  const number = (a: WithdrawalAccount) => (a.type === WITHDRAWAL_ACCOUNT_TYPE.CHAIN_ADDRESS ? a.address : a.accountNo);

  return (
    <main className="screen">
      <ScreenHeader title={t(chain ? 'bindAccount.chainTitle' : 'bindAccount.bankTitle')} />
      <div className="screen__body">
        {accounts.isPending ? (
          <SpinLoading aria-label={t('common.loading')} style={{ margin: '16px auto' }} />
        ) : accounts.isError ? (
          <ErrorBlock
            status="default"
            title={t('bindAccount.loadFailed')}
            description={<Button onClick={() => void accounts.refetch()}>{t('bindAccount.retry')}</Button>}
          />
        ) : mine.length === 0 ? (
          <p className="muted" data-testid="no-accounts">{t('bindAccount.none')}</p>
        ) : (
          <section className="card" style={{ padding: 0, overflow: 'hidden' }}>
            <List header={t('bindAccount.bound')}>
              {mine.map((a) => (
                <List.Item
                  key={a.id}
                  description={<span style={{ wordBreak: 'break-all' }}>{number(a)}</span>}
                  extra={
                    <Button size="mini" onClick={() => startEdit(a)} data-testid={`edit-${a.id}`}>
                      {t('bindAccount.edit')}
                    </Button>
                  }
                >
                  {describe(a)}
                </List.Item>
              ))}
            </List>
          </section>
        )}
      </div>

      <section className="card" style={{ margin: '0 16px 16px', padding: 0, overflow: 'hidden' }}>
        <h2 className="section-title" style={{ padding: '12px 16px 0' }}>
          {t(editing ? 'bindAccount.editTitle' : 'bindAccount.addTitle')}
        </h2>
        <Form
          form={form}
          layout="vertical"
          onFinish={(v: AccountForm) => void submit(v)}
          footer={
            <>
              <Button block type="submit" color="primary" size="large" loading={save.isPending} disabled={save.isPending}>
                {t('bindAccount.save')}
              </Button>
              {editing && (
                <Button
                  block
                  fill="none"
                  style={{ marginTop: 8 }}
                  onClick={() => {
                    setEditing(null);
                    form.resetFields();
                  }}
                >
                  {t('common.cancel')}
                </Button>
              )}
            </>
          }
        >
          {chain ? (
            <>
              <Form.Item name="currency" label={t('bindAccount.currency')} rules={[{ required: true, message: t('bindAccount.chooseCurrency') }]}>
                <Selector tabIndex={0}
                  columns={3}
                  options={withdrawable.map((c) => ({ label: c.currency, value: c.currency }))}
                  onChange={(v) => {
                    setCurrency(v[0]);
                    form.setFieldsValue({ network: [] });
                  }}
                />
              </Form.Item>
              <Form.Item name="network" label={t('bindAccount.network')} rules={[{ required: true, message: t('bindAccount.chooseNetwork') }]}>
                <Selector columns={3} options={networks.map((n) => ({ label: n.network, value: n.network }))} />
              </Form.Item>
              <Form.Item
                name="address"
                label={t('bindAccount.address')}
                dependencies={['network']}
                rules={[
                  { required: true, message: t('bindAccount.addressPlaceholder') },
                  ({ getFieldValue }) => ({
                    validator: (_rule, value: string | undefined) => {
                      const network = (getFieldValue('network') as string[] | undefined)?.[0];
                      if (!value || !network || addressLooksValid(network, value)) return Promise.resolve();
                      return Promise.reject(new Error(t('bindAccount.addressInvalid', { network })));
                    },
                  }),
                ]}
              >
                <Input placeholder={t('bindAccount.addressPlaceholder')} autoComplete="off" />
              </Form.Item>
            </>
          ) : (
            <>
              <Form.Item name="realName" label={t('bindAccount.realName')} rules={[{ required: true, max: 64, message: t('bindAccount.realNamePlaceholder') }]}>
                <Input placeholder={t('bindAccount.realNamePlaceholder')} autoComplete="name" />
              </Form.Item>
              <Form.Item name="bankName" label={t('bindAccount.bankName')} rules={[{ required: true, max: 128, message: t('bindAccount.bankNamePlaceholder') }]}>
                <Input placeholder={t('bindAccount.bankNamePlaceholder')} />
              </Form.Item>
              <Form.Item
                name="accountNo"
                label={t('bindAccount.accountNo')}
                rules={[
                  { required: true, message: t('bindAccount.accountNoPlaceholder') },
                  { pattern: /^[A-Za-z0-9 ]{4,34}$/, message: t('bindAccount.accountNoInvalid') },
                ]}
              >
                <Input placeholder={t('bindAccount.accountNoPlaceholder')} autoComplete="off" />
              </Form.Item>
            </>
          )}
        </Form>
      </section>
    </main>
  );
}
