import { Button, Input, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_BIZ } from '@sandbox/shared/status';
import { useRechargeAddress, useRechargeMutation, type CurrencyInfo } from '../../api/finance.ts';
import { ImageUpload, type UploadedImage } from '../../components/image-upload.tsx';
import { problemValueText } from '../../lib/amount-check.ts';
import { moneyText } from '../../lib/format.ts';
import { RechargeAddress } from './recharge-address.tsx';
import { checkRechargeAmount } from './recharge-rules.ts';
import s from './recharge.module.css';

/**
 * Recharge: currency and network, the deposit address with its QR code and a copy button, an
 * amount not below the minimum, the payment proof. `rechargeable` are the currencies with a
 * network open for deposits (at least one); `onDone` gets the new order's id.
 */
export function RechargeForm({ rechargeable, onDone }: { rechargeable: CurrencyInfo[]; onDone: (orderId: string) => void }) {
  const { t } = useTranslation();
  const [currencyCode, setCurrencyCode] = useState<string | undefined>(undefined);
  const [network, setNetwork] = useState<string | undefined>(undefined);
  const [amount, setAmount] = useState('');
  const [txHash, setTxHash] = useState('');
  const [proof, setProof] = useState<UploadedImage | null>(null);
  const [touched, setTouched] = useState(false);
  const apply = useRechargeMutation();

  const currency = rechargeable.find((c) => c.currency === currencyCode) ?? rechargeable[0];
  const address = useRechargeAddress(currency?.currency, network);
  const precision = currency?.precision ?? 2;
  const problem = checkRechargeAmount(amount, address.data?.minAmount, precision);

  const submit = async () => {
    setTouched(true);
    if (problem || !proof || !address.data || apply.isPending) return;
    try {
      const order = await apply.mutateAsync({
        currency: address.data.currency,
        network: address.data.network,
        amount: amount.trim(),
        proofUploadId: proof.id,
        ...(txHash.trim() ? { txHash: txHash.trim() } : {}),
      });
      onDone(order.id);
    } catch {
      // The http instance shows the server's message.
    }
  };

  return (
    <>
      <section className="card">
        <p className={`muted ${s.label}`}>{t('chongzhi.currency')}</p>
        <Selector
          tabIndex={0}
          columns={3}
          value={currency ? [currency.currency] : []}
          options={rechargeable.map((c) => ({ label: c.currency, value: c.currency }))}
          onChange={(v) => {
            if (!v[0]) return;
            setCurrencyCode(v[0]);
            setNetwork(undefined);
          }}
        />
        <p className="muted">{t('chongzhi.network')}</p>
        <Selector
          tabIndex={0}
          columns={3}
          value={address.data ? [address.data.network] : network ? [network] : []}
          options={(address.data?.networks ?? []).map((n) => ({ label: n, value: n }))}
          onChange={(v) => v[0] && setNetwork(v[0])}
        />
      </section>

      <RechargeAddress address={address} precision={precision} />

      <section className="card">
        <p className={`muted ${s.label}`}>
          {t('chongzhi.amount')} ({currency?.currency})
        </p>
        <Input
          value={amount}
          onChange={setAmount}
          inputMode="decimal"
          placeholder={address.data ? t('chongzhi.minPlaceholder', { min: moneyText(address.data.minAmount, precision) }) : t('chongzhi.amountPlaceholder')}
          aria-label={t('chongzhi.amount')}
          data-testid="amount"
        />
        {(touched || amount !== '') && problem && (
          <p role="alert" className={s.alert} data-testid="amount-error">
            {t(`chongzhi.problems.${problem.problem}`, { value: problemValueText(problem, precision), currency: currency?.currency })}
          </p>
        )}
        <p className="muted">{t('chongzhi.txHash')}</p>
        <Input value={txHash} onChange={setTxHash} placeholder={t('chongzhi.txHashPlaceholder')} aria-label={t('chongzhi.txHash')} maxLength={128} />
        <p className="muted">{t('chongzhi.proof')}</p>
        <ImageUpload biz={UPLOAD_BIZ.RECHARGE_PROOF} label={t('chongzhi.proofLabel')} value={proof} onChange={setProof} disabled={apply.isPending} testId="proof" />
        {touched && !proof && (
          <p role="alert" className={s.alert} data-testid="proof-error">
            {t('chongzhi.proofRequired')}
          </p>
        )}
      </section>

      <Button block color="primary" size="large" loading={apply.isPending} disabled={apply.isPending} onClick={() => void submit()} data-testid="submit-recharge">
        {t('chongzhi.submit')}
      </Button>
    </>
  );
}
