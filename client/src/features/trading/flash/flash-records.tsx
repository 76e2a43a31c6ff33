import { Button, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXCHANGE_STATUS, useFlashExchangeRecords, type FlashExchangeLog } from '../../../api/exchange.ts';
import { useCurrencies } from '../../../api/finance.ts';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import { formatServerTime, moneyDecimals, moneyText, rateText } from '../../../lib/format.ts';
import { FigureRow } from './flash-parts.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { ErrorBlock } from '../../../components/error-block.tsx';
import { Empty } from '../../../components/screen-states.tsx';
import styles from './flash-records.module.css';

const ALL = 'all';

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return <FigureRow className={`muted ${styles.row}`} valueClassName={styles.value} label={label} value={value} testId={testId} />;
}

/** One exchange done: the pair and its status, the figures, the order number. */
function RecordItem({ record: r, money }: { record: FlashExchangeLog; money: (value: string, code: string) => string }) {
  const { t } = useTranslation();
  const statusText =
    r.status === EXCHANGE_STATUS.DONE ? t('shanduiOrder.status.done') : r.status === EXCHANGE_STATUS.FAILED ? t('shanduiOrder.status.failed') : t('shanduiOrder.status.unknown');
  return (
    <li className={`card ${styles.item}`} data-testid={`record-${r.id}`}>
      <div className={styles.head}>
        <strong data-testid="pair">
          {r.fromCurrency} → {r.toCurrency}
        </strong>
        {/* Green when done, red when not: a colour chosen by the record's status. */}
        <span style={{ color: r.status === EXCHANGE_STATUS.DONE ? 'var(--up)' : 'var(--down)' }} data-testid="status">
          {statusText}
        </span>
      </div>
      <Row label={t('shanduiOrder.paid')} value={money(r.fromAmount, r.fromCurrency)} testId="paid" />
      <Row label={t('shanduiOrder.rate')} value={`1 ${r.fromCurrency} = ${rateText(r.rate)} ${r.toCurrency}`} testId="rate" />
      <Row label={t('shanduiOrder.spread')} value={`${rateText(r.spread)}%`} />
      <Row label={t('shanduiOrder.fee')} value={money(r.fee, r.toCurrency)} testId="fee" />
      <Row label={t('shanduiOrder.received')} value={money(r.receiveAmount, r.toCurrency)} testId="received" />
      <Row label={t('shanduiOrder.time')} value={formatServerTime(r.createdAt)} />
      <p className={`muted ${styles.orderNo}`}>
        {t('shanduiOrder.orderNo')}: {r.orderNo}
      </p>
    </li>
  );
}

/** The currency filter: all, or one of the currencies offered for exchange. */
function CurrencyFilter({ offered, value, onChange }: { offered: readonly string[]; value: string | undefined; onChange: (currency: string | undefined) => void }) {
  const { t } = useTranslation();
  const options = [{ label: t('shanduiOrder.all'), value: ALL }, ...offered.map((c) => ({ label: c, value: c }))];
  return (
    <div className={styles.filter}>
      <Selector
        tabIndex={0}
        data-testid="currency-filter"
        showCheckMark={false}
        value={[value ?? ALL]}
        options={options}
        onChange={(v) => {
          const picked = v[0];
          if (picked === undefined) return;
          onChange(picked === ALL ? undefined : picked);
        }}
        className={styles.selector}
      />
    </div>
  );
}

/** The records loaded with the next page's button (or the end), or the loading, error or empty state in their place. */
function RecordsBody({
  records,
  money,
  onOpenExchange,
}: {
  records: ReturnType<typeof useFlashExchangeRecords>;
  money: (value: string, code: string) => string;
  onOpenExchange: () => void;
}) {
  const { t } = useTranslation();
  const rows: FlashExchangeLog[] = records.data?.pages.flatMap((p) => p.records) ?? [];
  if (records.isPending) return <Spinner label={t('common.loading')} className={styles.loading} />;
  if (records.isError) {
    return (
      <ErrorBlock
        status="default"
        title={t('shanduiOrder.loadFailed')}
        description={<Button onClick={() => void records.refetch()}>{t('shanduiOrder.retry')}</Button>}
      />
    );
  }
  if (rows.length === 0) {
    return (
      <Empty
        title={t('shanduiOrder.empty')}
        action={
          <Button size="small" color="primary" fill="outline" onClick={onOpenExchange}>
            {t('shanduiOrder.exchange')}
          </Button>
        }
      />
    );
  }
  return (
    <>
      <ul className={styles.list}>
        {rows.map((r) => (
          <RecordItem key={r.id} record={r} money={money} />
        ))}
      </ul>
      {records.hasNextPage ? (
        <Button block fill="none" loading={records.isFetchingNextPage} onClick={() => void records.fetchNextPage()} data-testid="load-more">
          {t('shanduiOrder.more')}
        </Button>
      ) : (
        <p className={`muted ${styles.end}`}>{t('shanduiOrder.end')}</p>
      )}
    </>
  );
}

/** Flash exchange records (shanduiOrder): newest first, a page at a time, filterable by currency. */
export function FlashRecords({ onOpenExchange }: { onOpenExchange: () => void }) {
  const { t } = useTranslation();
  const currencies = useCurrencies();
  const [currency, setCurrency] = useState<string | undefined>(undefined);
  const records = useFlashExchangeRecords(currency);

  const offered = (currencies.data ?? []).filter((c) => c.exchangeEnabled).map((c) => c.currency);
  // Amounts as money of their currency (its display decimals, 2 until the list answers), as the exchange screen shows them.
  const money = (value: string, code: string) => moneyText(value, moneyDecimals(currencies.data?.find((c) => c.currency === code)?.precision), code);

  return (
    <main className="screen" data-testid="shandui-order">
      <ScreenHeader
        title={t('shanduiOrder.title')}
        right={
          <button type="button" className="link" onClick={onOpenExchange}>
            {t('shanduiOrder.exchange')}
          </button>
        }
      />
      <div className="screen__body">
        <CurrencyFilter offered={offered} value={currency} onChange={setCurrency} />
        <RecordsBody records={records} money={money} onOpenExchange={onOpenExchange} />
      </div>
    </main>
  );
}
