import { Button, ErrorBlock, Result, SpinLoading } from 'antd-mobile';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  RECORD_STATUS,
  recordStatusKey,
  useCurrencies,
  useOrder,
  type RecordKind,
} from '../../api/finance.ts';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { formatServerTime, moneyDecimals, moneyText } from '../../lib/format.ts';
import { routeWith, routes } from '../../lib/route-paths.ts';

function resultStatus(status: number): 'success' | 'error' | 'waiting' {
  if (status === RECORD_STATUS.DELIVERED || status === RECORD_STATUS.WITHDRAWN) return 'success';
  if (status === RECORD_STATUS.REJECTED || status === RECORD_STATUS.FAILED) return 'error';
  return 'waiting';
}

/**
 * The title follows the request's state (issue 17 item 9): "Deposit credited" once delivered,
 * "Deposit submitted" only while it waits for review.
 */
const STATE_TITLES: Record<RecordKind, readonly string[]> = {
  recharge: ['delivered', 'rejected', 'failed'],
  withdrawal: ['approved', 'withdrawn', 'rejected', 'failed'],
};

function resultTitle(t: TFunction, kind: RecordKind, statusKey: string): string {
  return STATE_TITLES[kind].includes(statusKey)
    ? t(`chongzhitixianResult.stateTitle.${kind}.${statusKey}`)
    : t(`chongzhitixianResult.${kind}Title`);
}

function OrderResult({ kind, id }: { kind: RecordKind; id: string }) {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  const query = useOrder(kind, id);
  const currencies = useCurrencies();
  if (id === '') return <ErrorBlock status="empty" title={t('chongzhitixianResult.notFound')} description="" />;
  if (query.isPending) return <SpinLoading aria-label={t('common.loading')} style={{ margin: '48px auto' }} />;
  if (query.isError)
    return (
      <ErrorBlock
        status="default"
        title={t('chongzhitixianResult.loadFailed')}
        description={<Button onClick={() => void query.refetch()}>{t('chongzhitixianResult.retry')}</Button>}
      />
    );
  const order = query.data;
  if (!order) return <ErrorBlock status="empty" title={t('chongzhitixianResult.notFound')} description="" />;
  const statusKey = recordStatusKey(kind, order.status);
  const estimated = 'arrivalAmount' in order ? order.arrivalAmount : order.receiveAmount;
  // Every amount of the request at its currency's display decimals (2 until the list answers).
  const decimals = moneyDecimals(currencies.data?.find((c) => c.currency === order.currency)?.precision);
  return (
    <>
      <Result
        status={resultStatus(order.status)}
        title={resultTitle(t, kind, statusKey)}
        description={<span data-testid="result-status">{t(`chongzhitixianRecord.status.${statusKey}`)}</span>}
      />
      <section className="card" style={{ margin: 16 }}>
        <p>
          {t('chongzhitixianResult.amount')}: <strong data-testid="result-amount">{moneyText(order.amount, decimals)}</strong> {order.currency}
        </p>
        {'fee' in order && (
          <p>
            {t('chongzhitixianResult.fee')}: {moneyText(order.fee, decimals, order.currency)}
          </p>
        )}
        <p>
          {t(kind === 'recharge' ? 'chongzhitixianResult.estimatedArrival' : 'chongzhitixianResult.receive')}:{' '}
          {moneyText(estimated, decimals, order.currency)}
        </p>
        <p className="muted">
          {order.orderNo} · {formatServerTime(order.createdAt)}
        </p>
        {order.remark && <p className="muted">{order.remark}</p>}
      </section>
      <div style={{ padding: '0 16px', display: 'grid', gap: 8 }}>
        <Button block color="primary" onClick={() => openRoute(routeWith(routes.rechargeWithdrawalRecords, { type: kind }))}>
          {t('chongzhitixianResult.records')}
        </Button>
        <Button block onClick={() => openRoute(routes.assetCentre)}>
          {t('chongzhitixianResult.assets')}
        </Button>
      </div>
    </>
  );
}

/** Result of a recharge or withdrawal request (`?type=recharge|withdrawal&id=`), followed live until reviewed. */
export default function RechargeWithdrawalResultPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const kind: RecordKind = params.get('type') === 'withdrawal' ? 'withdrawal' : 'recharge';
  const id = params.get('id') ?? '';
  return (
    <main className="screen">
      <ScreenHeader title={t('chongzhitixianResult.title')} />
      <OrderResult key={`${kind}-${id}`} kind={kind} id={id} />
    </main>
  );
}
