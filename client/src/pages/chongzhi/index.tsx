import { Button, ErrorBlock, Input, Selector, SpinLoading } from 'antd-mobile';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { UPLOAD_BIZ } from '@sandbox/shared/status';
import { toDecimal } from '@sandbox/shared/format';
import { checkTypedAmount, problemValueText, type TypedAmountProblem } from '../../lib/amount-check.ts';
import { moneyText } from '../../lib/format.ts';
import { useCurrencies, useRechargeAddress, useRechargeMutation } from '../../api/finance.ts';
import { ImageUpload, type UploadedImage } from '../../components/image-upload.tsx';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { copyText } from '../../lib/clipboard.ts';
import { routeWith, routes } from '../../lib/route-paths.ts';

type AmountProblem = TypedAmountProblem | 'belowMinimum';

/** The shared amount rule at the currency's decimals, then the minimum. */
function checkRechargeAmount(amount: string, minAmount: string | undefined, precision: number): { problem: AmountProblem; value?: string } | null {
  const typed = checkTypedAmount(amount, precision);
  if (typed) return typed;
  if (minAmount && toDecimal(amount.trim())?.lt(minAmount)) return { problem: 'belowMinimum', value: minAmount };
  return null;
}

/**
 * Recharge (chongzhi): currency and network, the deposit address with its QR code and a copy
 * button, an amount not below the minimum, the payment proof; then the result page.
 */
export default function RechargePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openRoute = useOpenRoute();
  const currencies = useCurrencies();
  const [currencyCode, setCurrencyCode] = useState<string | undefined>(undefined);
  const [network, setNetwork] = useState<string | undefined>(undefined);
  const [amount, setAmount] = useState('');
  const [txHash, setTxHash] = useState('');
  const [proof, setProof] = useState<UploadedImage | null>(null);
  const [touched, setTouched] = useState(false);
  const apply = useRechargeMutation();

  const rechargeable = (currencies.data ?? []).filter((c) => c.networks.some((n) => n.rechargeEnabled));
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
      void navigate(routeWith(routes.rechargeWithdrawalResult, { type: 'recharge', id: order.id }), { replace: true });
    } catch {
      // The http instance shows the server's message.
    }
  };

  const header = (
    <ScreenHeader
      title={t('chongzhi.title')}
      right={
        <button type="button" className="link" onClick={() => openRoute(routeWith(routes.rechargeWithdrawalRecords, { type: 'recharge' }))}>
          {t('chongzhi.records')}
        </button>
      }
    />
  );

  if (currencies.isPending) {
    return (
      <main className="screen">
        {header}
        <SpinLoading aria-label={t('common.loading')} style={{ margin: '48px auto' }} />
      </main>
    );
  }
  if (currencies.isError || rechargeable.length === 0) {
    return (
      <main className="screen">
        {header}
        <ErrorBlock
          status={currencies.isError ? 'default' : 'empty'}
          title={t(currencies.isError ? 'chongzhi.loadFailed' : 'chongzhi.noCurrency')}
          description={currencies.isError ? <Button onClick={() => void currencies.refetch()}>{t('chongzhi.retry')}</Button> : ''}
        />
      </main>
    );
  }

  return (
    <main className="screen" data-testid="chongzhi">
      {header}
      <div className="screen__body">
        <section className="card">
          <p className="muted" style={{ marginTop: 0 }}>{t('chongzhi.currency')}</p>
          <Selector tabIndex={0}
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
          <Selector tabIndex={0}
            columns={3}
            value={address.data ? [address.data.network] : network ? [network] : []}
            options={(address.data?.networks ?? []).map((n) => ({ label: n, value: n }))}
            onChange={(v) => v[0] && setNetwork(v[0])}
          />
        </section>

        <section className="card" style={{ textAlign: 'center' }} data-testid="deposit-address">
          {address.isPending ? (
            <SpinLoading aria-label={t('common.loading')} style={{ margin: '24px auto' }} />
          ) : address.isError ? (
            <ErrorBlock
              status="default"
              title={t('chongzhi.addressFailed')}
              description={<Button onClick={() => void address.refetch()}>{t('chongzhi.retry')}</Button>}
            />
          ) : (
            <>
              <QRCodeSVG value={address.data.address} size={160} aria-label={t('chongzhi.qr')} role="img" />
              <p style={{ wordBreak: 'break-all', fontFamily: 'monospace', fontSize: 13 }} data-testid="address-text">
                {address.data.address}
              </p>
              <Button size="small" color="primary" fill="outline" onClick={() => void copyText(address.data.address)} data-testid="copy-address">
                {t('chongzhi.copy')}
              </Button>
              <p className="muted" data-testid="min-amount">
                {t('chongzhi.minAmount', { min: moneyText(address.data.minAmount, precision), currency: address.data.currency })}
              </p>
            </>
          )}
        </section>

        <section className="card">
          <p className="muted" style={{ marginTop: 0 }}>
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
            <p role="alert" style={{ color: 'var(--down)', fontSize: 13 }} data-testid="amount-error">
              {t(`chongzhi.problems.${problem.problem}`, { value: problemValueText(problem, precision), currency: currency?.currency })}
            </p>
          )}
          <p className="muted">{t('chongzhi.txHash')}</p>
          <Input value={txHash} onChange={setTxHash} placeholder={t('chongzhi.txHashPlaceholder')} aria-label={t('chongzhi.txHash')} maxLength={128} />
          <p className="muted">{t('chongzhi.proof')}</p>
          <ImageUpload biz={UPLOAD_BIZ.RECHARGE_PROOF} label={t('chongzhi.proofLabel')} value={proof} onChange={setProof} disabled={apply.isPending} testId="proof" />
          {touched && !proof && (
            <p role="alert" style={{ color: 'var(--down)', fontSize: 13 }} data-testid="proof-error">
              {t('chongzhi.proofRequired')}
            </p>
          )}
        </section>

        <Button block color="primary" size="large" loading={apply.isPending} disabled={apply.isPending} onClick={() => void submit()} data-testid="submit-recharge">
          {t('chongzhi.submit')}
        </Button>
      </div>
    </main>
  );
}
