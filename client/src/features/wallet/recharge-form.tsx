import { Button, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRechargeAddress, useRechargeMutation, type CurrencyInfo } from '../../api/finance.ts';
import type { UploadedImage } from '../../components/image-upload.tsx';
import { RechargeAddress } from './recharge-address.tsx';
import { RechargeDetails } from './recharge-details.tsx';
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
      <RechargeChannel
        rechargeable={rechargeable}
        currency={currency?.currency}
        onCurrency={(code) => {
          setCurrencyCode(code);
          setNetwork(undefined);
        }}
        network={address.data?.network ?? network}
        networks={address.data?.networks ?? []}
        onNetwork={setNetwork}
      />

      <RechargeAddress address={address} precision={precision} />

      <RechargeDetails
        currency={currency?.currency}
        precision={precision}
        address={address.data}
        amount={amount}
        onAmount={setAmount}
        problem={problem}
        showProblem={touched || amount !== ''}
        txHash={txHash}
        onTxHash={setTxHash}
        proof={proof}
        onProof={setProof}
        proofMissing={touched && !proof}
        disabled={apply.isPending}
      />

      <Button block color="primary" size="large" loading={apply.isPending} disabled={apply.isPending} onClick={() => void submit()} data-testid="submit-recharge">
        {t('chongzhi.submit')}
      </Button>
    </>
  );
}

/** The currency, then the network: the address's own once it answered, else the one picked. */
function RechargeChannel(p: {
  rechargeable: CurrencyInfo[];
  currency: string | undefined;
  onCurrency: (code: string) => void;
  network: string | undefined;
  networks: string[];
  onNetwork: (network: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="card">
      <p className={`muted ${s.label}`}>{t('chongzhi.currency')}</p>
      <Selector
        tabIndex={0}
        columns={3}
        value={p.currency ? [p.currency] : []}
        options={p.rechargeable.map((c) => ({ label: c.currency, value: c.currency }))}
        onChange={(v) => v[0] && p.onCurrency(v[0])}
      />
      <p className="muted">{t('chongzhi.network')}</p>
      <Selector
        tabIndex={0}
        columns={3}
        value={p.network ? [p.network] : []}
        options={p.networks.map((n) => ({ label: n, value: n }))}
        onChange={(v) => v[0] && p.onNetwork(v[0])}
      />
    </section>
  );
}
