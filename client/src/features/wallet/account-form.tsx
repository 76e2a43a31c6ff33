import { Button, Form, Input, Selector, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { WITHDRAWAL_ACCOUNT_TYPE, useCurrencies, useSaveAccountMutation, type WithdrawalAccount } from '../../api/finance.ts';
import { addressLooksValid } from './account-rules.ts';
import s from './accounts.module.css';

type FormInstance = ReturnType<typeof Form.useForm>[0];

export interface AccountFormValues {
  realName?: string;
  bankName?: string;
  accountNo?: string;
  currency?: string[];
  network?: string[];
  address?: string;
}

/** Fills the form with an account to edit; returns the currency whose networks the form must offer. */
export function fillAccountForm(form: FormInstance, account: WithdrawalAccount): string | undefined {
  if (account.type === WITHDRAWAL_ACCOUNT_TYPE.CHAIN_ADDRESS) {
    form.setFieldsValue({ currency: [account.currency], network: [account.network], address: account.address });
    return account.currency;
  }
  form.setFieldsValue({ realName: account.realName, bankName: account.bankName, accountNo: account.accountNo });
  return undefined;
}

/**
 * Bind (or, with `editing`, change) a withdrawal account: a bank card (real name, bank, account
 * number) or a blockchain address (currency, network, address in that network's format).
 * `onSaved` runs after the server accepted it.
 */
export function AccountForm({
  form,
  chain,
  editing,
  currency,
  onCurrency,
  onSaved,
  onCancelEdit,
}: {
  form: FormInstance;
  chain: boolean;
  editing: WithdrawalAccount | null;
  currency: string | undefined;
  onCurrency: (code: string | undefined) => void;
  onSaved: () => void;
  onCancelEdit: () => void;
}) {
  const { t } = useTranslation();
  const currencies = useCurrencies();
  const save = useSaveAccountMutation();
  const withdrawable = (currencies.data ?? []).filter((c) => c.networks.some((n) => n.withdrawalEnabled));
  const networks = withdrawable.find((c) => c.currency === currency)?.networks.filter((n) => n.withdrawalEnabled) ?? [];

  const submit = async (v: AccountFormValues) => {
    if (save.isPending) return;
    const body = chain
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
      onSaved();
    } catch {
      // The http instance shows the server's message.
    }
  };

  return (
    <section className={`card ${s.formCard}`}>
      <h2 className={`section-title ${s.formTitle}`}>{t(editing ? 'bindAccount.editTitle' : 'bindAccount.addTitle')}</h2>
      <Form
        form={form}
        layout="vertical"
        onFinish={(v: AccountFormValues) => void submit(v)}
        footer={
          <>
            <Button block type="submit" color="primary" size="large" loading={save.isPending} disabled={save.isPending}>
              {t('bindAccount.save')}
            </Button>
            {editing && (
              <Button block fill="none" className={s.cancel} onClick={onCancelEdit}>
                {t('common.cancel')}
              </Button>
            )}
          </>
        }
      >
        {chain ? (
          <>
            <Form.Item name="currency" label={t('bindAccount.currency')} rules={[{ required: true, message: t('bindAccount.chooseCurrency') }]}>
              <Selector
                tabIndex={0}
                columns={3}
                options={withdrawable.map((c) => ({ label: c.currency, value: c.currency }))}
                onChange={(v) => {
                  onCurrency(v[0]);
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
  );
}
