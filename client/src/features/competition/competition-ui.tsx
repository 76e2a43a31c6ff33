import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Competition } from '../../api/competition.ts';
import { InfoRow } from '../../components/screen-states.tsx';
import { formatServerTime, amountText } from '../../lib/format.ts';
import { rankRangeText, statusColor, statusKey } from './competition-rules.ts';

/** Pieces the competition screens share: the status tag, a competition's facts and its rewards by rank. */

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
  return (
    <>
      <InfoRow label={t('competition.period')} value={`${formatServerTime(competition.startTime)} - ${formatServerTime(competition.endTime)}`} testId="competition-period" />
      <InfoRow label={t('competition.fund')} value={amountText(competition.prizePool, 8, competition.currency)} testId="competition-fund" strong />
      <InfoRow label={t('competition.entryAmount')} value={amountText(competition.entryAmount, 8, competition.currency)} testId="competition-entry" />
      <InfoRow label={t('competition.participants')} value={String(competition.participantCount)} testId="competition-participants" />
    </>
  );
}

export function RewardTable({ competition }: { competition: Competition }) {
  const { t } = useTranslation();
  if (competition.rewards.length === 0) return null;
  return (
    <div data-testid="competition-rewards">
      <p className="muted" style={{ margin: '8px 0 0', fontSize: 13 }}>
        {t('competition.rewardsByRank')}
      </p>
      {competition.rewards.map((r) => (
        <InfoRow
          key={`${r.rankFrom}-${r.rankTo}`}
          label={t('competition.rankLabel', { rank: rankRangeText(r.rankFrom, r.rankTo) })}
          value={amountText(r.reward, 8, competition.currency)}
          testId={`reward-${r.rankFrom}`}
        />
      ))}
    </div>
  );
}
