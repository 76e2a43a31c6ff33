import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NO_VALUE_TEXT } from '@sandbox/shared/constants';
import { COMPETITION_STATUS, type Competition, type CompetitionEntry } from '../../api/competition.ts';
import { CodeFilter } from '../../components/code-filter.tsx';
import { RecordCard, RecordList } from '../../components/domain-screen.tsx';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { InfoRow } from '../../components/screen-states.tsx';
import { formatServerTime } from '../../lib/format.ts';
import { routeWith, routes } from '../../lib/route-paths.ts';
import { useCompetitions, useMyEntries } from './competition-queries.ts';
import { statusKey, tradePath, yieldColor, yieldText } from './competition-rules.ts';
import { CompetitionFacts, RewardTable, StatusTag, useCompetitionMoney } from './competition-ui.tsx';
import styles from './competition-lists.module.css';

const STATUSES = [COMPETITION_STATUS.IN_PROGRESS, COMPETITION_STATUS.TO_BE_STARTED, COMPETITION_STATUS.ENDED] as const;

function CompetitionCard({ competition }: { competition: Competition }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <RecordCard
      testId={`competition-${competition.id}`}
      title={competition.name}
      titleTestId="competition-name"
      tag={<StatusTag status={competition.status} />}
      onOpen={() => void navigate(routeWith(routes.competitionDetail, { id: competition.id }))}
    >
      {competition.joined && (
        <p className={styles.joined} data-testid="competition-joined">
          {t('competition.joined')}
        </p>
      )}
      <CompetitionFacts competition={competition} />
      <RewardTable competition={competition} />
    </RecordCard>
  );
}

/** Every competition with its status, dates, fund, participants and rewards by rank, filterable by status; a card opens its detail. */
export function CompetitionList() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<number | undefined>(undefined);
  const list = useCompetitions(status);
  return (
    <>
      <CodeFilter testId="status-filter" allLabel={t('competition.all')} codes={STATUSES} labelOf={(s) => t(`competition.status.${statusKey(s)}`)} value={status} onChange={setStatus} />
      <RecordList
        query={list}
        rows={list.data?.pages.flatMap((p) => p.records) ?? []}
        testId="competition-list"
        failedTitle={t('competition.loadFailed')}
        emptyTitle={t('competition.empty')}
        moreLabel={t('competition.more')}
        endLabel={t('competition.end')}
      >
        {(c) => <CompetitionCard competition={c} />}
      </RecordList>
    </>
  );
}

function EntryCard({ entry }: { entry: CompetitionEntry }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const money = useCompetitionMoney();
  return (
    <RecordCard
      testId={`entry-${entry.id}`}
      title={entry.competitionName}
      tag={<StatusTag status={entry.status} testId="entry-status" />}
      onOpen={() => void navigate(routeWith(routes.competitionDetail, { id: entry.competitionId }))}
    >
      <InfoRow label={t('competition.rank')} value={entry.rank === null ? NO_VALUE_TEXT : String(entry.rank)} testId="entry-rank" strong />
      <InfoRow label={t('competition.yield')} value={<span style={{ color: yieldColor(entry.yield) }}>{yieldText(entry.yield)}</span>} testId="entry-yield" />
      <InfoRow label={t('competition.frozen')} value={money(entry.frozenAmount, entry.currency)} testId="entry-frozen" />
      <InfoRow label={t('competition.joinTime')} value={formatServerTime(entry.joinTime)} testId="entry-join" />
      <InfoRow label={t('competition.exitTime')} value={formatServerTime(entry.exitTime)} testId="entry-exit" />
      <InfoRow label={t('competition.reward')} value={entry.reward === null ? NO_VALUE_TEXT : money(entry.reward, entry.currency)} testId="entry-reward" />
      {/* Status 1 on the wire: the competition has started and the entry takes part, so it trades. */}
      {entry.status === COMPETITION_STATUS.IN_PROGRESS && (
        <Button className={styles.tradeButton}
          block
          size="small"
          color="primary"
          fill="outline"
          data-testid="entry-trade"
          onClick={(event) => {
            event.stopPropagation();
            void navigate(tradePath(routes.contract, entry.competitionId));
          }}
        >
          {t('competition.trade')}
        </Button>
      )}
    </RecordCard>
  );
}

/** The caller's entries with their status, rank, yield, join and exit time and reward; a card opens its competition. */
export function MyEntries() {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  const entries = useMyEntries();
  return (
    <RecordList
      query={entries}
      rows={entries.data?.pages.flatMap((p) => p.records) ?? []}
      testId="entry-list"
      failedTitle={t('competition.loadFailed')}
      emptyTitle={t('competition.mineEmpty')}
      emptyAction={
        <Button size="small" color="primary" fill="outline" onClick={() => openRoute(routes.competition)}>
          {t('competition.browse')}
        </Button>
      }
      moreLabel={t('competition.more')}
      endLabel={t('competition.end')}
    >
      {(e) => <EntryCard entry={e} />}
    </RecordList>
  );
}
