import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Competition } from '../../api/competition.ts';
import { InfoRow } from '../../components/screen-states.tsx';
import { useCurrencies } from '../../api/finance.ts';
import { formatServerTime, moneyText } from '../../lib/format.ts';
import { rankRangeText, statusColor, statusKey } from './competition-rules.ts';
import styles from './competition-ui.module.css';

/** Pieces the competition screens share: the status tag, a competition's facts and its rewards by rank. */

/**
 * Competition money (fund, entry amount, rewards, frozen amount) by the money display rule: the
 * currency's display decimals from the currency list (USDT 2: 5,000.00 USDT), truncated.
 */
export function useCompetitionMoney(): (value: string, currency: string) => string {
  const currencies = useCurrencies();
  return (value, currency) => moneyText(value, currencies.data?.find((c) => c.currency === currency)?.precision, currency);
}

export function StatusTag({ status, testId = 'competition-status' }: { status: number; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={statusColor(status)} fill="outline" data-testid={testId}>
      {t(`competition.status.${statusKey(status)}`)}
    </Tag>
  );
}

export function CompetitionFacts({ competition }: { competition: Competition }) {
  const { t } = useTranslation();
  const money = useCompetitionMoney();
  return (
    <>
      <InfoRow label={t('competition.period')} value={`${formatServerTime(competition.startTime)} - ${formatServerTime(competition.endTime)}`} testId="competition-period" />
      <InfoRow label={t('competition.fund')} value={money(competition.prizePool, competition.currency)} testId="competition-fund" strong />
      <InfoRow label={t('competition.entryAmount')} value={money(competition.entryAmount, competition.currency)} testId="competition-entry" />
      <InfoRow label={t('competition.participants')} value={String(competition.participantCount)} testId="competition-participants" />
    </>
  );
}

export function RewardTable({ competition }: { competition: Competition }) {
  const { t } = useTranslation();
  const money = useCompetitionMoney();
  if (competition.rewards.length === 0) return null;
  return (
    <div data-testid="competition-rewards">
      <p className={`muted ${styles.p}`}>
        {t('competition.rewardsByRank')}
      </p>
      {competition.rewards.map((r) => (
        <InfoRow
          key={`${r.rankFrom}-${r.rankTo}`}
          label={t('competition.rankLabel', { rank: rankRangeText(r.rankFrom, r.rankTo) })}
          value={money(r.reward, competition.currency)}
          testId={`reward-${r.rankFrom}`}
        />
      ))}
    </div>
  );
}
