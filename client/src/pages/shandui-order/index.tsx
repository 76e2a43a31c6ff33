import { Button, ErrorBlock, Selector, SpinLoading } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXCHANGE_STATUS, useFlashExchangeRecords, type FlashExchangeLog } from '../../api/exchange.ts';
import { useCurrencies } from '../../api/finance.ts';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { formatServerTime, moneyDecimals, moneyText, rateText } from '../../lib/format.ts';
import { routes } from '../../lib/route-paths.ts';

const ALL = 'all';
const rowStyle = { display: 'flex', justifyContent: 'space-between', margin: '6px 0 0' } as const;

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <p className="muted" style={rowStyle}>
      <span>{label}</span>
      <span style={{ color: 'var(--text)' }} data-testid={testId}>
        {value}
      </span>
    </p>
  );
}

/** Flash exchange records (shanduiOrder): newest first, a page at a time, filterable by currency. */
export default function FastTradeRecordsPage() {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  const currencies = useCurrencies();
  const [currency, setCurrency] = useState<string | undefined>(undefined);
  const records = useFlashExchangeRecords(currency);

  const offered = (currencies.data ?? []).filter((c) => c.exchangeEnabled).map((c) => c.currency);
  const options = [{ label: t('shanduiOrder.all'), value: ALL }, ...offered.map((c) => ({ label: c, value: c }))];
  const rows: FlashExchangeLog[] = records.data?.pages.flatMap((p) => p.records) ?? [];
  // Amounts as money of their currency (its display decimals, 2 until the list answers), as the exchange screen shows them.
  const money = (value: string, code: string) => moneyText(value, moneyDecimals(currencies.data?.find((c) => c.currency === code)?.precision), code);

  const statusText = (status: number) =>
    status === EXCHANGE_STATUS.DONE ? t('shanduiOrder.status.done') : status === EXCHANGE_STATUS.FAILED ? t('shanduiOrder.status.failed') : t('shanduiOrder.status.unknown');

  return (
    <main className="screen" data-testid="shandui-order">
      <ScreenHeader
        title={t('shanduiOrder.title')}
        right={
          <button type="button" className="link" onClick={() => openRoute(routes.fastTrade)}>
            {t('shanduiOrder.exchange')}
          </button>
        }
      />
      <div className="screen__body">
        <div style={{ overflowX: 'auto', marginBottom: 12 }}>
          <Selector tabIndex={0}
            data-testid="currency-filter"
            showCheckMark={false}
            value={[currency ?? ALL]}
            options={options}
            onChange={(v) => {
              const picked = v[0];
              if (picked === undefined) return;
              setCurrency(picked === ALL ? undefined : picked);
            }}
            style={{ '--padding': '6px 12px' }}
          />
        </div>
        {records.isPending ? (
          <SpinLoading aria-label={t('common.loading')} style={{ margin: '48px auto' }} />
        ) : records.isError ? (
          <ErrorBlock
            status="default"
            title={t('shanduiOrder.loadFailed')}
            description={<Button onClick={() => void records.refetch()}>{t('shanduiOrder.retry')}</Button>}
          />
        ) : rows.length === 0 ? (
          <ErrorBlock
            status="empty"
            title={t('shanduiOrder.empty')}
            description={
              <Button size="small" color="primary" fill="outline" onClick={() => openRoute(routes.fastTrade)}>
                {t('shanduiOrder.exchange')}
              </Button>
            }
          />
        ) : (
          <>
            <ul style={{ padding: 0, margin: 0 }}>
              {rows.map((r) => (
                <li key={r.id} className="card" style={{ listStyle: 'none' }} data-testid={`record-${r.id}`}>
                  <div style={{ display: 'flex', justifyContent: 'space-between' }}>
                    <strong data-testid="pair">
                      {r.fromCurrency} → {r.toCurrency}
                    </strong>
                    <span style={{ color: r.status === EXCHANGE_STATUS.DONE ? 'var(--up)' : 'var(--down)' }} data-testid="status">
                      {statusText(r.status)}
                    </span>
                  </div>
                  <Row label={t('shanduiOrder.paid')} value={money(r.fromAmount, r.fromCurrency)} testId="paid" />
                  <Row
                    label={t('shanduiOrder.rate')}
                    value={`1 ${r.fromCurrency} = ${rateText(r.rate)} ${r.toCurrency}`}
                    testId="rate"
                  />
                  <Row label={t('shanduiOrder.spread')} value={`${rateText(r.spread)}%`} />
                  <Row label={t('shanduiOrder.fee')} value={money(r.fee, r.toCurrency)} testId="fee" />
                  <Row label={t('shanduiOrder.received')} value={money(r.receiveAmount, r.toCurrency)} testId="received" />
                  <Row label={t('shanduiOrder.time')} value={formatServerTime(r.createdAt)} />
                  <p className="muted" style={{ margin: '6px 0 0', fontSize: 12, wordBreak: 'break-all' }}>
                    {t('shanduiOrder.orderNo')}: {r.orderNo}
                  </p>
                </li>
              ))}
            </ul>
            {records.hasNextPage ? (
              <Button block fill="none" loading={records.isFetchingNextPage} onClick={() => void records.fetchNextPage()} data-testid="load-more">
                {t('shanduiOrder.more')}
              </Button>
            ) : (
              <p className="muted" style={{ textAlign: 'center' }}>
                {t('shanduiOrder.end')}
              </p>
            )}
          </>
        )}
      </div>
    </main>
  );
}
