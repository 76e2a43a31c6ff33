import { Button, Tag } from 'antd-mobile';
import { CodeFilter } from '../../components/code-filter.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REWARD_STATE, type WelfareReward } from '../../api/marketing.ts';
import { useCurrencies } from '../../api/finance.ts';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { Empty, InfoRow, LoadFailed, Loading } from '../../components/screen-states.tsx';
import { rewardStateKey, rewardTypeKey, useClaimWelfare, useWelfare } from '../../features/vip/index.ts';
import { countText, formatServerTime, moneyDecimals, moneyText } from '../../lib/format.ts';
import { showToast } from '../../lib/notify.ts';
import { routes } from '../../lib/route-paths.ts';
import styles from './fuli-center.module.css';

const STATES = [REWARD_STATE.CLAIMABLE, REWARD_STATE.RECEIVED, REWARD_STATE.EXPIRED] as const;
const stateColor = (state: number) => (state === REWARD_STATE.CLAIMABLE ? 'warning' : state === REWARD_STATE.RECEIVED ? 'success' : 'default');

function RewardCard({ reward, decimals }: { reward: WelfareReward; decimals: number }) {
  const { t } = useTranslation();
  const claim = useClaimWelfare();
  const what =
    rewardTypeKey(reward.type) === 'envelope'
      ? t('welfare.forWeek', { week: reward.period })
      : rewardTypeKey(reward.type) === 'bonus'
        ? t('welfare.forLevel', { level: reward.level })
        : t(reward.level <= 1 ? 'welfare.forDirect' : 'welfare.forSecond', { level: reward.level });
  const onClaim = async () => {
    try {
      await claim.mutateAsync(reward.id);
    } catch {
      return; // the http instance has shown the server's message
    }
    showToast({ icon: 'success', content: t('welfare.claimed') });
  };
  return (
    <li className={`card ${styles.item}`} data-testid={`reward-${reward.id}`}>
      <div className={styles.head}>
        <strong data-testid="reward-type">{t(`welfare.types.${rewardTypeKey(reward.type)}`)}</strong>
        <Tag color={stateColor(reward.state)} fill="outline" data-testid="reward-state">
          {t(`welfare.states.${rewardStateKey(reward.state)}`)}
        </Tag>
      </div>
      <p className={`muted ${styles.sub}`} data-testid="reward-what">
        {what}
      </p>
      <InfoRow label={t('welfare.amount')} value={moneyText(reward.amount, decimals, reward.currency)} testId="reward-amount" strong />
      <InfoRow label={t('welfare.issued')} value={formatServerTime(reward.createdAt)} />
      {reward.claimedAt && <InfoRow label={t('welfare.claimedAt')} value={formatServerTime(reward.claimedAt)} testId="reward-claimed-at" />}
      {reward.expiresAt && reward.state !== REWARD_STATE.RECEIVED && (
        <InfoRow label={t('welfare.expiresAt')} value={formatServerTime(reward.expiresAt)} testId="reward-expires" />
      )}
      {reward.state === REWARD_STATE.CLAIMABLE && (
        <Button className={styles.spacedMore} block color="primary" size="small" loading={claim.isPending} onClick={() => void onClaim()} data-testid="claim">
          {t('welfare.claim')}
        </Button>
      )}
    </li>
  );
}

/**
 * Welfare centre (fuliCenter): every reward received or claimable (weekly red envelope,
 * upgrade bonus, referral reward) with its state; claim what is claimable; expired ones shown as expired.
 */
export default function WelfareCentrePage() {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  const [state, setState] = useState<number | undefined>(undefined);
  const welfare = useWelfare(state);
  const currencies = useCurrencies();
  const decimalsOf = (code: string) => moneyDecimals(currencies.data?.find((c) => c.currency === code)?.precision);
  const first = welfare.data?.pages[0];
  const rows = welfare.data?.pages.flatMap((p) => p.rewards.records) ?? [];

  return (
    <main className="screen" data-testid="fuli-center">
      <ScreenHeader
        title={t('welfare.title')}
        right={
          <button type="button" className="link" onClick={() => openRoute(routes.vipLevel)}>
            {t('welfare.levels')}
          </button>
        }
      />
      <div className="screen__body">
        <section className={`card ${styles.welfareSummary}`} data-testid="welfare-summary">
          <p className={styles.heroLabel}>{t('welfare.claimableAmount')} (USDT)</p>
          <p className={styles.heroFigure} data-testid="claimable-amount">
            {first ? moneyText(first.claimableAmount, decimalsOf('USDT')) : '--'}
          </p>
          <div className={styles.heroRow}>
            <span>
              {t('welfare.claimableCount')}: <span data-testid="claimable-count">{first ? countText(first.claimableCount) : '--'}</span>
            </span>
            <span>
              {t('welfare.received')}: <span data-testid="received-amount">{first ? moneyText(first.receivedAmount, decimalsOf('USDT')) : '--'}</span>
            </span>
          </div>
        </section>
        <CodeFilter testId="state-filter" allLabel={t('welfare.all')} codes={STATES} labelOf={(s) => t(`welfare.states.${rewardStateKey(s)}`)} value={state} onChange={setState} />
        {welfare.isPending ? (
          <Loading />
        ) : welfare.isError ? (
          <LoadFailed title={t('welfare.loadFailed')} onRetry={() => void welfare.refetch()} />
        ) : rows.length === 0 ? (
          <Empty title={t('welfare.empty')} />
        ) : (
          <>
            <ul className={styles.list} data-testid="reward-list">
              {rows.map((r) => (
                <RewardCard key={r.id} reward={r} decimals={decimalsOf(r.currency)} />
              ))}
            </ul>
            {welfare.hasNextPage ? (
              <Button block fill="none" loading={welfare.isFetchingNextPage} onClick={() => void welfare.fetchNextPage()} data-testid="load-more">
                {t('welfare.more')}
              </Button>
            ) : (
              <p className={`muted ${styles.center}`}>
                {t('welfare.end')}
              </p>
            )}
          </>
        )}
      </div>
    </main>
  );
}
