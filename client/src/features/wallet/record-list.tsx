import { Button, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { Empty, LoadFailed, Loading } from '../../components/screen-states.tsx';
import { formatServerTime, moneyDecimals, moneyText } from '../../lib/format.ts';
import s from './records.module.css';

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
    <li className={`card ${s.record}`} data-testid={`record-${order.id}`}>
      <div className={s.head}>
        <strong>{moneyText(order.amount, decimals, order.currency)}</strong>
        {/* The status colour comes from the record (recordStatusColor): a value of the data. */}
        <span data-testid="record-status" className={s.status} style={{ color: recordStatusColor(order.status) }}>
          {t(`chongzhitixianRecord.status.${status}`)}
        </span>
      </div>
      {'fee' in order && (
        <p className={`muted ${s.line}`}>
          {t('chongzhitixianRecord.fee')}: {moneyText(order.fee, decimals)} · {t('chongzhitixianRecord.receive')}: {moneyText(order.receiveAmount, decimals)}
        </p>
      )}
      <p className={`muted ${s.target}`}>{target}</p>
      {order.remark && (
        <p className={`muted ${s.line}`}>
          {t('chongzhitixianRecord.remark')}: {order.remark}
        </p>
      )}
      <p className={`muted ${s.line}`}>
        {order.orderNo} · {formatServerTime(order.createdAt)}
      </p>
    </li>
  );
}

type ListQuery = ReturnType<typeof useRecharges> | ReturnType<typeof useWithdrawals>;

function RecordList({ kind, query, onMore }: { kind: RecordKind; query: ListQuery; onMore: () => void }) {
  const { t } = useTranslation();
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadFailed title={t('chongzhitixianRecord.loadFailed')} onRetry={() => void query.refetch()} />;
  const records: (RechargeOrder | WithdrawalOrder)[] = query.data.records;
  if (records.length === 0) return <Empty title={t('chongzhitixianRecord.empty')} />;
  return (
    <>
      <ul className={s.list}>
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

function RechargeList() {
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  return <RecordList kind="recharge" query={useRecharges({ pageNo: 1, pageSize })} onMore={() => setPageSize((n) => Math.min(n + PAGE_SIZE, 100))} />;
}

function WithdrawalList() {
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  return <RecordList kind="withdrawal" query={useWithdrawals({ pageNo: 1, pageSize })} onMore={() => setPageSize((n) => Math.min(n + PAGE_SIZE, 100))} />;
}

/** The user's deposit or withdrawal requests with the status of each, 20 more at a time. */
export function RecordHistory({ kind }: { kind: RecordKind }) {
  return kind === 'recharge' ? <RechargeList /> : <WithdrawalList />;
}

/** Recharge or withdrawal: the record screen's tab bar (white under the grey screen). */
export function RecordTabs({ kind, onChange }: { kind: RecordKind; onChange: (kind: string) => void }) {
  const { t } = useTranslation();
  return (
    <Tabs activeKey={kind} onChange={onChange} className={s.tabs}>
      <Tabs.Tab title={t('chongzhitixianRecord.recharge')} key="recharge" />
      <Tabs.Tab title={t('chongzhitixianRecord.withdrawal')} key="withdrawal" />
    </Tabs>
  );
}
