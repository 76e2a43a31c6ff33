import { Button } from 'antd-mobile';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import type { useRechargeAddress } from '../../api/finance.ts';
import { LoadFailed } from '../../components/screen-states.tsx';
import { copyText } from '../../lib/clipboard.ts';
import { moneyText } from '../../lib/format.ts';
import { Spinner } from '../../components/spinner.tsx';
import s from './recharge.module.css';

/** The deposit address of the chosen currency and network: its QR code, the address with a copy button, the minimum. */
export function RechargeAddress({ address, precision }: { address: ReturnType<typeof useRechargeAddress>; precision: number }) {
  const { t } = useTranslation();
  return (
    <section className={`card ${s.addressCard}`} data-testid="deposit-address">
      {address.isPending ? (
        <Spinner label={t('common.loading')} className={s.addressLoading} />
      ) : address.isError ? (
        <LoadFailed title={t('chongzhi.addressFailed')} onRetry={() => void address.refetch()} />
      ) : (
        <>
          <QRCodeSVG value={address.data.address} size={160} aria-label={t('chongzhi.qr')} role="img" />
          <p className={s.address} data-testid="address-text">
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
  );
}
