import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BALANCE_LOG_TYPE, WALLET, useBalanceLog, useCurrencies } from '../../api/finance.ts';
import { Empty, LoadFailed, Loading } from '../../components/screen-states.tsx';
import { formatServerTime, moneyDecimals, moneyText, remarkText } from '../../lib/format.ts';
import { BalanceLogPicker, type LogFilter } from './balance-log-picker.tsx';
import s from './balance-log.module.css';

const PAGE_SIZE = 20;
const TYPE_CODES = Object.values(BALANCE_LOG_TYPE);
const WALLET_CODES = Object.values(WALLET);

/** Every balance change with its cause, filterable by type and account (wallet), 20 more at a time. */
export function BalanceLog() {
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
  const filters: Record<'type' | 'wallet', LogFilter & { set: (v: number | undefined) => void }> = {
    type: { title: t('zhangbianRecord.type'), value: type, set: setType, all: t('zhangbianRecord.allTypes'), codes: TYPE_CODES, label: typeLabel },
    wallet: { title: t('zhangbianRecord.wallet'), value: wallet, set: setWallet, all: t('zhangbianRecord.allWallets'), codes: WALLET_CODES, label: walletLabel },
  };
  const filter = picking ? filters[picking] : undefined;

  return (
    <>
      <div className="screen__body">
        <div className={s.filters}>
          {(['type', 'wallet'] as const).map((key) => (
            <Button key={key} block size="small" onClick={() => setPicking(key)} data-testid={`${key}-filter`}>
              {filters[key].title}: {filters[key].value === undefined ? filters[key].all : filters[key].label(filters[key].value)} ▾
            </Button>
          ))}
        </div>
        {log.isPending ? (
          <Loading />
        ) : log.isError ? (
          <LoadFailed title={t('zhangbianRecord.loadFailed')} onRetry={() => void log.refetch()} />
        ) : log.data.records.length === 0 ? (
          <Empty title={t('zhangbianRecord.empty')} />
        ) : (
          <>
            <ul className={s.list}>
              {log.data.records.map((entry) => (
                <li key={entry.id} className={`card ${s.entry}`} data-testid={`log-${entry.id}`}>
                  <div className={s.head}>
                    <strong>{typeLabel(entry.type)}</strong>
                    <strong className={entry.amount.trim().startsWith('-') ? s.minus : s.plus}>
                      {moneyText(entry.amount, decimalsOf(entry.currency), entry.currency, { plusSign: true })}
                    </strong>
                  </div>
                  <p className={`muted ${s.line}`}>
                    {walletLabel(entry.wallet)} · {t('zhangbianRecord.balanceAfter')}: {moneyText(entry.balanceAfter, decimalsOf(entry.currency))}
                  </p>
                  <p className={`muted ${s.line}`}>
                    {entry.remark ? `${remarkText(entry.remark, t, (key) => i18n.exists(key))} · ` : ''}
                    {formatServerTime(entry.createdAt)}
                  </p>
                </li>
              ))}
            </ul>
            {log.data.total > log.data.records.length && (
              <Button block fill="none" loading={log.isFetching} onClick={() => setPageSize((n) => Math.min(n + PAGE_SIZE, 100))}>
                {t('zhangbianRecord.more')}
              </Button>
            )}
          </>
        )}
      </div>
      <BalanceLogPicker
        filter={filter}
        testId={`${picking}-options`}
        titleClassName={`section-title ${s.sheetTitle}`}
        onClose={() => setPicking(undefined)}
        onPick={(value) => {
          filter?.set(value);
          setPageSize(PAGE_SIZE);
          setPicking(undefined);
        }}
      />
    </>
  );
}
