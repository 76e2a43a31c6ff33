import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_VALUE_TEXT } from '@sandbox/shared/constants';
import type { Competition, CompetitionDetail, CompetitionEntry } from '../../api/competition.ts';
import { confirmThen } from '../../components/domain-screen.tsx';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { Empty, InfoRow, LoadFailed, Loading } from '../../components/screen-states.tsx';
import { formatServerTime } from '../../lib/format.ts';
import { routes } from '../../lib/route-paths.ts';
import { useCompetition, useExitCompetition, useJoinCompetition } from './competition-queries.ts';
import { Ranking } from './competition-ranking.tsx';
import { canExit, canJoin, canTrade, tradePath, yieldColor, yieldText } from './competition-rules.ts';
import { CompetitionFacts, RewardTable, StatusTag, useCompetitionMoney } from './competition-ui.tsx';
import { confirmDialog } from '../../lib/dialog.ts';
import styles from './competition-detail.module.css';

function MyEntry({ entry, currency }: { entry: CompetitionEntry; currency: string }) {
  const { t } = useTranslation();
  const money = useCompetitionMoney();
  return (
    <section className="card" data-testid="my-entry">
      <div className={styles.entryHead}>
        <h2 className={`section-title ${styles.entryTitle}`}>
          {t('competition.myEntry')}
        </h2>
        <StatusTag status={entry.status} testId="my-entry-status" />
      </div>
      <InfoRow label={t('competition.rank')} value={entry.rank === null ? NO_VALUE_TEXT : String(entry.rank)} testId="my-entry-rank" strong />
      <InfoRow label={t('competition.yield')} value={<span style={{ color: yieldColor(entry.yield) }}>{yieldText(entry.yield)}</span>} testId="my-entry-yield" />
      <InfoRow label={t('competition.frozen')} value={money(entry.frozenAmount, currency)} testId="my-entry-frozen" />
      <InfoRow label={t('competition.joinTime')} value={formatServerTime(entry.joinTime)} />
      {entry.exitTime && <InfoRow label={t('competition.exitTime')} value={formatServerTime(entry.exitTime)} testId="my-entry-exit" />}
      {entry.reward !== null && <InfoRow label={t('competition.reward')} value={money(entry.reward, currency)} testId="my-entry-reward" />}
    </section>
  );
}

/** Joining and exiting early, each confirmed first with the entry amount (`entryText`) that is frozen or returned. */
function useEntryActions() {
  const { t } = useTranslation();
  const join = useJoinCompetition();
  const exit = useExitCompetition();
  const ask = (title: string, content: ReactNode) => confirmDialog({ title, content, confirmText: t('common.confirm'), cancelText: t('common.cancel') });
  return {
    joining: join.isPending,
    exiting: exit.isPending,
    join: (competition: Competition, entryText: string) =>
      confirmThen(
        ask(t('competition.joinConfirm'), <p data-testid="join-summary">{t('competition.joinSummary', { amount: entryText, name: competition.name })}</p>),
        () => join.mutateAsync(competition.id),
        t('competition.joinDone'),
      ),
    exit: (competition: Competition, entryText: string) =>
      confirmThen(
        ask(t('competition.exitConfirm'), <p data-testid="exit-summary">{t('competition.exitSummary', { amount: entryText })}</p>),
        () => exit.mutateAsync(competition.id),
        t('competition.exitDone'),
      ),
  };
}

type EntryActions = ReturnType<typeof useEntryActions>;

/** The competition's card: name and state, description, facts, rewards by rank, the rule, and join while it can be joined. */
function CompetitionCard({ competition, joinLabel, joinable, joining, onJoin }: { competition: Competition; joinLabel: string; joinable: boolean; joining: boolean; onJoin: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="card" data-testid="competition-card">
      <div className="card-head">
        <strong data-testid="competition-name">{competition.name}</strong>
        <StatusTag status={competition.status} />
      </div>
      {competition.description && (
        <p className={`muted ${styles.description}`}>
          {competition.description}
        </p>
      )}
      <CompetitionFacts competition={competition} />
      <RewardTable competition={competition} />
      <p className={`muted ${styles.ruleNote}`}>
        {t('competition.rule')}
      </p>
      {joinable && (
        <Button className={styles.spacedLarge} block color="primary" loading={joining} onClick={onJoin} data-testid="join">
          {joinLabel}
        </Button>
      )}
    </section>
  );
}

/** A loaded competition: its card, the caller's entry, trade and exit early while in it, and the ranking. */
function CompetitionBody({ detail: { competition, ranking, myEntry }, entryText, actions }: { detail: CompetitionDetail; entryText: string; actions: EntryActions }) {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  return (
    <div className="screen__body">
      <CompetitionCard
        competition={competition}
        joinLabel={t('competition.join', { amount: entryText })}
        joinable={canJoin(competition, myEntry)}
        joining={actions.joining}
        onJoin={() => void actions.join(competition, entryText)}
      />
      {myEntry && <MyEntry entry={myEntry} currency={competition.currency} />}
      {canTrade(competition, myEntry) && (
        <Button className={styles.spacedBelow} block color="primary" onClick={() => openRoute(tradePath(routes.contract, competition.id))} data-testid="trade">
          {t('competition.trade')}
        </Button>
      )}
      {canExit(myEntry) && (
        <Button className={styles.spacedBelow} block color="danger" fill="outline" loading={actions.exiting} onClick={() => void actions.exit(competition, entryText)} data-testid="exit">
          {t('competition.exit')}
        </Button>
      )}
      <Ranking ranking={ranking} currency={competition.currency} />
    </div>
  );
}

/**
 * One competition's screen (`id`): its facts and rewards by rank, the caller's entry, join
 * (the entry amount shown before it is frozen) and exit early with a confirmation, and the live
 * ranking (top 100, refreshed every 5 s as the server ranks).
 */
export function CompetitionDetailScreen({ id }: { id: string }) {
  const { t } = useTranslation();
  // The currencies (the entry amount's decimals) are asked for beside the competition, not after it.
  const money = useCompetitionMoney();
  const detail = useCompetition(id);
  const actions = useEntryActions();
  const header = <ScreenHeader title={t('competition.detailTitle')} link={{ label: t('competition.mine'), to: routes.myCompetitions }} />;

  if (id === '' || detail.isError) {
    return (
      <main className="screen" data-testid="bisai-detail">
        {header}
        <div className="screen__body">
          {id === '' ? <Empty title={t('competition.notFound')} /> : <LoadFailed title={t('competition.loadFailed')} onRetry={() => void detail.refetch()} />}
        </div>
      </main>
    );
  }
  if (detail.isPending) {
    return (
      <main className="screen" data-testid="bisai-detail">
        {header}
        <Loading />
      </main>
    );
  }
  return (
    <main className="screen" data-testid="bisai-detail">
      {header}
      <CompetitionBody detail={detail.data} entryText={money(detail.data.competition.entryAmount, detail.data.competition.currency)} actions={actions} />
    </main>
  );
}
