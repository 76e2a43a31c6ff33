import { Button, Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { recordStatusKey, useCurrencies, useOrder, type RecordKind } from '../../api/finance.ts';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { Empty, LoadFailed, Loading } from '../../components/screen-states.tsx';
import { formatServerTime, moneyDecimals, moneyText } from '../../lib/format.ts';
import { routeWith, routes } from '../../lib/route-paths.ts';
import { resultStatus, resultTitle } from './record-rules.ts';
import s from './records.module.css';

/** One recharge or withdrawal request, followed live until reviewed: its state, amounts, and the ways on. */
export function RecordResult({ kind, id }: { kind: RecordKind; id: string }) {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  const query = useOrder(kind, id);
  const currencies = useCurrencies();
  if (id === '') return <Empty title={t('chongzhitixianResult.notFound')} />;
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadFailed title={t('chongzhitixianResult.loadFailed')} onRetry={() => void query.refetch()} />;
  const order = query.data;
  if (!order) return <Empty title={t('chongzhitixianResult.notFound')} />;
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
      <section className={`card ${s.resultCard}`}>
        <p>
          {t('chongzhitixianResult.amount')}: <strong data-testid="result-amount">{moneyText(order.amount, decimals)}</strong> {order.currency}
        </p>
        {'fee' in order && (
          <p>
            {t('chongzhitixianResult.fee')}: {moneyText(order.fee, decimals, order.currency)}
          </p>
        )}
        <p>
          {t(kind === 'recharge' ? 'chongzhitixianResult.estimatedArrival' : 'chongzhitixianResult.receive')}: {moneyText(estimated, decimals, order.currency)}
        </p>
        <p className="muted">
          {order.orderNo} · {formatServerTime(order.createdAt)}
        </p>
        {order.remark && <p className="muted">{order.remark}</p>}
      </section>
      <div className={s.resultButtons}>
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
