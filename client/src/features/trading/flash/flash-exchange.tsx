import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import { moneyText } from '../../../lib/format.ts';
import { ExchangeCard } from './exchange-card.tsx';
import { CurrencyPopup, ExchangeResult, FlashAlert, FlashScreenState } from './flash-parts.tsx';
import { QuoteCard } from './quote-card.tsx';
import { useFlashExchange } from './use-flash-exchange.tsx';

/**
 * Flash exchange (shandui): two currencies of the spot wallet, the amount with "max", a live
 * quote (rate after spread, spread, fee, what arrives) asked again when typing pauses and when
 * its 10 s window closes. Confirming sends the quote's receiveAmount as minReceiveAmount, so the
 * charge is what was shown (or the server refuses and nothing moves).
 */
export function FlashExchange({ onOpenRecords }: { onOpenRecords: () => void }) {
  const { t } = useTranslation();
  const state = useFlashExchange();
  const { pair, form, live, confirm, dp, picking } = state;
  if (pair.state !== 'ready') return <FlashScreenState state={pair.state} onRetry={pair.retry} />;

  return (
    <main className="screen" data-testid="shandui">
      <ScreenHeader
        title={t('shandui.title')}
        right={
          <button type="button" className="link" onClick={onOpenRecords} data-testid="records-link">
            {t('shandui.records')}
          </button>
        }
      />
      <div className="screen__body">
        <ExchangeCard state={state} />

        <QuoteCard
          quote={live.q}
          fetching={live.quote.isFetching}
          current={live.q !== undefined}
          secondsLeft={live.secondsLeft}
          error={live.error}
          fromDp={dp.from}
          toDp={dp.to}
        />

        {form.notDone && <FlashAlert testId="exchange-not-done">{form.notDone}</FlashAlert>}

        {form.done && <ExchangeResult done={form.done} dpOf={pair.shownDp} onOpenRecords={onOpenRecords} />}

        <Button block color="primary" size="large" loading={confirm.pending} disabled={!confirm.canSubmit} onClick={() => void confirm.submit()} data-testid="submit-exchange">
          {t('shandui.submit')}
        </Button>
      </div>

      <CurrencyPopup
        picking={picking}
        value={picking === 'to' ? pair.to : pair.from}
        options={picking === 'to' ? (pair.receivable.get(pair.from) ?? []) : pair.payable}
        availableText={(code) => moneyText(pair.availableOf(code), pair.shownDp(code))}
        onChoose={state.choose}
        onClose={() => state.setPicking(null)}
      />
    </main>
  );
}
