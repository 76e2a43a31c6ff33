import { Button, CheckList, ErrorBlock, Popup, SpinLoading } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BALANCE_LOG_TYPE, WALLET, useBalanceLog, useCurrencies } from '../../api/finance.ts';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { formatServerTime, moneyDecimals, moneyText, remarkText } from '../../lib/format.ts';

const PAGE_SIZE = 20;
const ALL = 'all';
const TYPE_CODES = Object.values(BALANCE_LOG_TYPE);
const WALLET_CODES = Object.values(WALLET);

/** Account change records (zhangbianRecord): every balance change with its cause, filterable by type and account (wallet). */
export default function AccountChangesPage() {
  const { t, i18n } = useTranslation();
  const currencies = useCurrencies();
  // Amounts at their currency's display decimals (issue 17 item 5): 10,897.50 USDT, not 10,897.50017377.
  const decimalsOf = (code: string) => moneyDecimals(currencies.data?.find((c) => c.currency === code)?.precision);
  const [type, setType] = useState<number | undefined>(undefined);
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const [wallet, setWallet] = useState<number | undefined>(undefined);
  const [picking, setPicking] = useState<'type' | 'wallet' | undefined>(undefined);
  const log = useBalanceLog({ pageNo: 1, pageSize, type, wallet });

  const typeLabel = (code: number) => t(`zhangbianRecord.types.${code}`);
  const walletLabel = (code: number) => t(`zhangbianRecord.wallets.${code}`);
  const pickers = {
    type: { title: t('zhangbianRecord.type'), value: type, set: setType, all: t('zhangbianRecord.allTypes'), codes: TYPE_CODES, label: typeLabel },
    wallet: { title: t('zhangbianRecord.wallet'), value: wallet, set: setWallet, all: t('zhangbianRecord.allWallets'), codes: WALLET_CODES, label: walletLabel },
  };
  const picker = picking ? pickers[picking] : undefined;

  return (
    <main className="screen">
      <ScreenHeader title={t('zhangbianRecord.title')} />
      <div className="screen__body">
        {/* One under the other: "Account: All accounts" does not fit beside the type on a phone in every language. */}
        <div style={{ display: 'grid', gap: 8, marginBottom: 12 }}>
          {(['type', 'wallet'] as const).map((key) => (
            <Button key={key} block size="small" onClick={() => setPicking(key)} data-testid={`${key}-filter`}>
              {pickers[key].title}: {pickers[key].value === undefined ? pickers[key].all : pickers[key].label(pickers[key].value)} ▾
            </Button>
          ))}
        </div>
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
                      {walletLabel(entry.wallet)} · {t('zhangbianRecord.balanceAfter')}:{' '}
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
        visible={picker !== undefined}
        onMaskClick={() => setPicking(undefined)}
        bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12, maxHeight: '70vh', overflowY: 'auto' }}
      >
        {picker && (
          <>
            <h2 className="section-title" style={{ padding: '16px 16px 0' }}>
              {picker.title}
            </h2>
            <CheckList
              data-testid={`${picking}-options`}
              value={[picker.value === undefined ? ALL : String(picker.value)]}
              onChange={(values) => {
                const value = values[0];
                picker.set(value === ALL || value === undefined ? undefined : Number(value));
                setPageSize(PAGE_SIZE);
                setPicking(undefined);
              }}
            >
              {[{ label: picker.all, value: ALL }, ...picker.codes.map((c) => ({ label: picker.label(c), value: String(c) }))].map((o) => (
                <CheckList.Item key={o.value} value={o.value}>
                  {o.label}
                </CheckList.Item>
              ))}
            </CheckList>
          </>
        )}
      </Popup>
    </main>
  );
}
