import { Form, Input, Selector } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { CurrencyInfo } from '../../api/finance.ts';
import { addressLooksValid } from './account-rules.ts';

type Network = CurrencyInfo['networks'][number];

/**
 * A blockchain address's fields: the currency (`onCurrency` runs on a new one), the network among
 * the currency's open for withdrawals, and the address in that network's format.
 */
export function ChainAccountFields({ currencies, networks, onCurrency }: { currencies: CurrencyInfo[]; networks: Network[]; onCurrency: (code: string | undefined) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="currency" label={t('bindAccount.currency')} rules={[{ required: true, message: t('bindAccount.chooseCurrency') }]}>
        <Selector
          tabIndex={0}
          columns={3}
          options={currencies.map((c) => ({ label: c.currency, value: c.currency }))}
          onChange={(v) => onCurrency(v[0])}
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
  );
}

/** A bank card's fields: the holder's real name, the bank and the account number. */
export function BankCardFields() {
  const { t } = useTranslation();
  return (
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
  );
}
