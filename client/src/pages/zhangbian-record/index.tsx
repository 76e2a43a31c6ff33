import { Button, CheckList, ErrorBlock, Popup, SpinLoading } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BALANCE_LOG_TYPE, useBalanceLog, useCurrencies } from '../../api/finance.ts';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { MONEY_DP } from '@sandbox/shared/money';
import { formatServerTime, moneyText, remarkText } from '../../lib/format.ts';

const PAGE_SIZE = 20;
const ALL = 'all';
const TYPE_CODES = Object.values(BALANCE_LOG_TYPE);

/** Account change records (zhangbianRecord): every balance change with its cause, filterable by type. */
export default function AccountChangesPage() {
  const { t, i18n } = useTranslation();
  const currencies = useCurrencies();
  // Amounts at their currency's display decimals (issue 17 item 5): 10,897.50 USDT, not 10,897.50017377.
  const decimalsOf = (code: string) => Math.min(currencies.data?.find((c) => c.currency === code)?.precision ?? MONEY_DP, MONEY_DP);
  const [type, setType] = useState<number | undefined>(undefined);
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const [picking, setPicking] = useState(false);
  const log = useBalanceLog({ pageNo: 1, pageSize, type });

  const typeLabel = (code: number) => t(`zhangbianRecord.types.${code}`);
  const options = [{ label: t('zhangbianRecord.allTypes'), value: ALL }, ...TYPE_CODES.map((c) => ({ label: typeLabel(c), value: String(c) }))];

  return (
    <main className="screen">
      <ScreenHeader title={t('zhangbianRecord.title')} />
      <div className="screen__body">
        <Button block size="small" onClick={() => setPicking(true)} data-testid="type-filter" style={{ marginBottom: 12 }}>
          {t('zhangbianRecord.type')}: {type === undefined ? t('zhangbianRecord.allTypes') : typeLabel(type)} ▾
        </Button>
        {log.isPending ? (
          <SpinLoading aria-label={t('common.loading')} style={{ margin: '48px auto' }} />
        ) : log.isError ? (
          <ErrorBlock
            status="default"
            title={t('zhangbianRecord.loadFailed')}
            description={<Button onClick={() => void log.refetch()}>{t('zhangbianRecord.retry')}</Button>}
          />
        ) : log.data.records.length === 0 ? (
          <ErrorBlock status="empty" title={t('zhangbianRecord.empty')} description="" />
        ) : (
          <>
            <ul style={{ padding: 0, margin: 0 }}>
              {log.data.records.map((entry) => {
                const negative = entry.amount.trim().startsWith('-');
                return (
                  <li key={entry.id} className="card" style={{ listStyle: 'none' }} data-testid={`log-${entry.id}`}>
                    <div style={{ display: 'flex', justifyContent: 'space-between' }}>
                      <strong>{typeLabel(entry.type)}</strong>
                      <strong style={{ color: negative ? 'var(--down)' : 'var(--up)' }}>
                        {moneyText(entry.amount, decimalsOf(entry.currency), entry.currency, { plusSign: true })}
                      </strong>
                    </div>
                    <p className="muted" style={{ margin: '6px 0 0' }}>
                      {t(`zhangbianRecord.wallets.${entry.wallet}`)} · {t('zhangbianRecord.balanceAfter')}:{' '}
                      {moneyText(entry.balanceAfter, decimalsOf(entry.currency))}
                    </p>
                    <p className="muted" style={{ margin: '6px 0 0' }}>
                      {entry.remark ? `${remarkText(entry.remark, t, (key) => i18n.exists(key))} · ` : ''}
                      {formatServerTime(entry.createdAt)}
                    </p>
                  </li>
                );
              })}
            </ul>
            {log.data.total > log.data.records.length && (
              <Button block fill="none" loading={log.isFetching} onClick={() => setPageSize((n) => Math.min(n + PAGE_SIZE, 100))}>
                {t('zhangbianRecord.more')}
              </Button>
            )}
          </>
        )}
      </div>
      <Popup
        visible={picking}
        onMaskClick={() => setPicking(false)}
        bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12, maxHeight: '70vh', overflowY: 'auto' }}
      >
        <h2 className="section-title" style={{ padding: '16px 16px 0' }}>
          {t('zhangbianRecord.type')}
        </h2>
        <CheckList
          data-testid="type-options"
          value={[type === undefined ? ALL : String(type)]}
          onChange={(values) => {
            const value = values[0];
            setType(value === ALL || value === undefined ? undefined : Number(value));
            setPageSize(PAGE_SIZE);
            setPicking(false);
          }}
        >
          {options.map((o) => (
            <CheckList.Item key={o.value} value={o.value}>
              {o.label}
            </CheckList.Item>
          ))}
        </CheckList>
      </Popup>
    </main>
  );
}
