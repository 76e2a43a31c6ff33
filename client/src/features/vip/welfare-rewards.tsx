import { Button, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_VALUE_TEXT } from '@sandbox/shared/constants';
import { REWARD_STATE, type WelfareReward } from '../../api/marketing.ts';
import { CodeFilter } from '../../components/code-filter.tsx';
import { HeroCard, HeroFigure, HeroSplit, recordActionClass, RecordCard, RecordList, RecordSubtitle, useMoneyDecimals } from '../../components/domain-screen.tsx';
import { InfoRow } from '../../components/screen-states.tsx';
import { countText, formatServerTime, moneyText } from '../../lib/format.ts';
import { showToast } from '../../lib/notify.ts';
import { useClaimWelfare, useWelfare } from './vip-queries.ts';
import { rewardStateKey, rewardTypeKey } from './vip-rules.ts';

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
    <RecordCard
      testId={`reward-${reward.id}`}
      title={t(`welfare.types.${rewardTypeKey(reward.type)}`)}
      titleTestId="reward-type"
      tag={
        <Tag color={stateColor(reward.state)} fill="outline" data-testid="reward-state">
          {t(`welfare.states.${rewardStateKey(reward.state)}`)}
        </Tag>
      }
    >
      <RecordSubtitle testId="reward-what">{what}</RecordSubtitle>
      <InfoRow label={t('welfare.amount')} value={moneyText(reward.amount, decimals, reward.currency)} testId="reward-amount" strong />
      <InfoRow label={t('welfare.issued')} value={formatServerTime(reward.createdAt)} />
      {reward.claimedAt && <InfoRow label={t('welfare.claimedAt')} value={formatServerTime(reward.claimedAt)} testId="reward-claimed-at" />}
      {reward.expiresAt && reward.state !== REWARD_STATE.RECEIVED && (
        <InfoRow label={t('welfare.expiresAt')} value={formatServerTime(reward.expiresAt)} testId="reward-expires" />
      )}
      {reward.state === REWARD_STATE.CLAIMABLE && (
        <Button className={recordActionClass} block color="primary" size="small" loading={claim.isPending} onClick={() => void onClaim()} data-testid="claim">
          {t('welfare.claim')}
        </Button>
      )}
    </RecordCard>
  );
}

/**
 * The welfare rewards: what is claimable and received, then every reward (weekly red envelope,
 * upgrade bonus, referral reward) with its state, filterable by state; claim what is claimable.
 */
export function WelfareRewards() {
  const { t } = useTranslation();
  const [state, setState] = useState<number | undefined>(undefined);
  const welfare = useWelfare(state);
  const decimalsOf = useMoneyDecimals();
  const first = welfare.data?.pages[0];

  return (
    <>
      <HeroCard
        look="welfare"
        testId="welfare-summary"
        label={`${t('welfare.claimableAmount')} (USDT)`}
        figure={first ? moneyText(first.claimableAmount, decimalsOf('USDT')) : NO_VALUE_TEXT}
        figureTestId="claimable-amount"
      >
        <HeroSplit>
          <HeroFigure label={t('welfare.claimableCount')} testId="claimable-count" value={first ? countText(first.claimableCount) : NO_VALUE_TEXT} />
          <HeroFigure label={t('welfare.received')} testId="received-amount" value={first ? moneyText(first.receivedAmount, decimalsOf('USDT')) : NO_VALUE_TEXT} />
        </HeroSplit>
      </HeroCard>
      <CodeFilter testId="state-filter" allLabel={t('welfare.all')} codes={STATES} labelOf={(s) => t(`welfare.states.${rewardStateKey(s)}`)} value={state} onChange={setState} />
      <RecordList
        query={welfare}
        rows={welfare.data?.pages.flatMap((p) => p.rewards.records) ?? []}
        testId="reward-list"
        failedTitle={t('welfare.loadFailed')}
        emptyTitle={t('welfare.empty')}
        moreLabel={t('welfare.more')}
        endLabel={t('welfare.end')}
      >
        {(r) => <RewardCard reward={r} decimals={decimalsOf(r.currency)} />}
      </RecordList>
    </>
  );
}
