import { Button, Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { WITHDRAWAL_ACCOUNT_TYPE, useCurrencies, useSaveAccountMutation, type WithdrawalAccount } from '../../api/finance.ts';
import { BankCardFields, ChainAccountFields } from './account-fields.tsx';
import { showToast } from '../../lib/notify.ts';
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

interface AccountFormProps {
  form: FormInstance;
  /** A blockchain address, else a bank card. */
  chain: boolean;
  /** The account being changed; null to bind a new one. */
  editing: WithdrawalAccount | null;
  /** The chosen currency, whose networks the form offers. */
  currency: string | undefined;
  onCurrency: (code: string | undefined) => void;
  onSaved: () => void;
  onCancelEdit: () => void;
}

/** The save call's body for the form's values, trimmed. */
function accountRequest(chain: boolean, v: AccountFormValues) {
  return chain
    ? { type: WITHDRAWAL_ACCOUNT_TYPE.CHAIN_ADDRESS, currency: v.currency?.[0] ?? '', network: v.network?.[0] ?? '', address: (v.address ?? '').trim() }
    : {
        type: WITHDRAWAL_ACCOUNT_TYPE.BANK_CARD,
        realName: (v.realName ?? '').trim(),
        bankName: (v.bankName ?? '').trim(),
        accountNo: (v.accountNo ?? '').trim(),
      };
}

/**
 * Bind (or, with `editing`, change) a withdrawal account: a bank card (real name, bank, account
 * number) or a blockchain address (currency, network, address in that network's format).
 * `onSaved` runs after the server accepted it.
 */
export function AccountForm({ form, chain, editing, currency, onCurrency, onSaved, onCancelEdit }: AccountFormProps) {
  const { t } = useTranslation();
  const currencies = useCurrencies();
  const save = useSaveAccountMutation();
  const withdrawable = (currencies.data ?? []).filter((c) => c.networks.some((n) => n.withdrawalEnabled));
  const networks = withdrawable.find((c) => c.currency === currency)?.networks.filter((n) => n.withdrawalEnabled) ?? [];

  const submit = async (v: AccountFormValues) => {
    if (save.isPending) return;
    const body = accountRequest(chain, v);
    try {
      await save.mutateAsync(editing ? { ...body, id: editing.id } : body);
      showToast({ icon: 'success', content: t('bindAccount.saved'), duration: 2000 });
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
          <ChainAccountFields
            currencies={withdrawable}
            networks={networks}
            onCurrency={(code) => {
              onCurrency(code);
              // The network belongs to the currency: choose it again.
              form.setFieldsValue({ network: [] });
            }}
          />
        ) : (
          <BankCardFields />
        )}
      </Form>
    </section>
  );
}
