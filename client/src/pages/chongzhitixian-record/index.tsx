import { Button, ErrorBlock, SpinLoading, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  recordStatusColor,
  recordStatusKey,
  useCurrencies,
  useRecharges,
  useWithdrawals,
  type RechargeOrder,
  type RecordKind,
  type WithdrawalOrder,
} from '../../api/finance.ts';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { formatServerTime, moneyDecimals, moneyText } from '../../lib/format.ts';

const PAGE_SIZE = 20;

function Row({ kind, order }: { kind: RecordKind; order: RechargeOrder | WithdrawalOrder }) {
  const { t } = useTranslation();
  const status = recordStatusKey(kind, order.status);
  // Every amount of the request at its currency's display decimals (2 until the list answers).
  const currencies = useCurrencies();
  const decimals = moneyDecimals(currencies.data?.find((c) => c.currency === order.currency)?.precision);
  const target =
    'accountType' in order
      ? order.address ?? `${order.bankName ?? ''} ${order.accountNo ?? ''}`.trim()
      : `${order.network} · ${order.address}`;
  return (
    <li className="card" data-testid={`record-${order.id}`} style={{ listStyle: 'none' }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <strong>
          {moneyText(order.amount, decimals, order.currency)}
        </strong>
        <span data-testid="record-status" style={{ color: recordStatusColor(order.status), fontWeight: 600 }}>
          {t(`chongzhitixianRecord.status.${status}`)}
        </span>
      </div>
      {'fee' in order && (
        <p className="muted" style={{ margin: '6px 0 0' }}>
          {t('chongzhitixianRecord.fee')}: {moneyText(order.fee, decimals)} · {t('chongzhitixianRecord.receive')}:{' '}
          {moneyText(order.receiveAmount, decimals)}
        </p>
      )}
      <p className="muted" style={{ margin: '6px 0 0', wordBreak: 'break-all' }}>{target}</p>
      {order.remark && (
        <p className="muted" style={{ margin: '6px 0 0' }}>
          {t('chongzhitixianRecord.remark')}: {order.remark}
        </p>
      )}
      <p className="muted" style={{ margin: '6px 0 0' }}>
        {order.orderNo} · {formatServerTime(order.createdAt)}
      </p>
    </li>
  );
}

type ListQuery = ReturnType<typeof useRecharges> | ReturnType<typeof useWithdrawals>;

function RechargeList() {
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  return <RecordList kind="recharge" query={useRecharges({ pageNo: 1, pageSize })} onMore={() => setPageSize((n) => Math.min(n + PAGE_SIZE, 100))} />;
}

function WithdrawalList() {
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  return <RecordList kind="withdrawal" query={useWithdrawals({ pageNo: 1, pageSize })} onMore={() => setPageSize((n) => Math.min(n + PAGE_SIZE, 100))} />;
}

function RecordList({ kind, query, onMore }: { kind: RecordKind; query: ListQuery; onMore: () => void }) {
  const { t } = useTranslation();

  if (query.isPending) return <SpinLoading aria-label={t('common.loading')} style={{ margin: '48px auto' }} />;
  if (query.isError)
    return (
      <ErrorBlock
        status="default"
        title={t('chongzhitixianRecord.loadFailed')}
        description={<Button onClick={() => void query.refetch()}>{t('chongzhitixianRecord.retry')}</Button>}
      />
    );
  const records: (RechargeOrder | WithdrawalOrder)[] = query.data.records;
  if (records.length === 0) return <ErrorBlock status="empty" title={t('chongzhitixianRecord.empty')} description="" />;
  return (
    <>
      <ul style={{ padding: 0, margin: 0 }}>
        {records.map((order) => (
          <Row key={order.id} kind={kind} order={order} />
        ))}
      </ul>
      {query.data.total > records.length && (
        <Button block fill="none" loading={query.isFetching} onClick={onMore}>
          {t('chongzhitixianRecord.more')}
        </Button>
      )}
    </>
  );
}

/** Deposit and withdrawal history with the status of each request (SPEC.md section 4). */
export default function RechargeWithdrawalRecordsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const kind: RecordKind = params.get('type') === 'withdrawal' ? 'withdrawal' : 'recharge';
  return (
    <main className="screen">
      <ScreenHeader title={t('chongzhitixianRecord.title')} />
      <Tabs activeKey={kind} onChange={(key) => setParams({ type: key }, { replace: true })} style={{ background: '#fff' }}>
        <Tabs.Tab title={t('chongzhitixianRecord.recharge')} key="recharge" />
        <Tabs.Tab title={t('chongzhitixianRecord.withdrawal')} key="withdrawal" />
      </Tabs>
      <div className="screen__body">
        {kind === 'recharge' ? <RechargeList /> : <WithdrawalList />}
      </div>
    </main>
  );
}
