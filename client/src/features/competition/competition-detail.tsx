import { Button, Dialog } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompetitionEntry, CompetitionRank } from '../../api/competition.ts';
import { confirmThen } from '../../components/domain-screen.tsx';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { Empty, InfoRow, LoadFailed, Loading } from '../../components/screen-states.tsx';
import { formatServerTime } from '../../lib/format.ts';
import { routes } from '../../lib/route-paths.ts';
import { useCompetition, useExitCompetition, useJoinCompetition } from './competition-queries.ts';
import { canExit, canJoin, canTrade, tradePath, yieldColor, yieldText } from './competition-rules.ts';
import { CompetitionFacts, RewardTable, StatusTag, useCompetitionMoney } from './competition-ui.tsx';
import styles from './competition-detail.module.css';

function RankRow({ row, currency }: { row: CompetitionRank; currency: string }) {
  const money = useCompetitionMoney();
  return (
    <tr data-testid={`rank-${row.rank}`}>
      <td className={styles.rankCell}>{row.rank}</td>
      <td className={styles.rankCell} data-testid="rank-account">
        {row.account}
      </td>
      <td className={styles.rankFigure} style={{ color: yieldColor(row.yield) }} data-testid="rank-yield">
        {yieldText(row.yield)}
      </td>
      <td className={styles.rankFigure} data-testid="rank-reward">
        {row.reward === null ? '--' : money(row.reward, currency)}
      </td>
    </tr>
  );
}

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
      <InfoRow label={t('competition.rank')} value={entry.rank === null ? '--' : String(entry.rank)} testId="my-entry-rank" strong />
      <InfoRow label={t('competition.yield')} value={<span style={{ color: yieldColor(entry.yield) }}>{yieldText(entry.yield)}</span>} testId="my-entry-yield" />
      <InfoRow label={t('competition.frozen')} value={money(entry.frozenAmount, currency)} testId="my-entry-frozen" />
      <InfoRow label={t('competition.joinTime')} value={formatServerTime(entry.joinTime)} />
      {entry.exitTime && <InfoRow label={t('competition.exitTime')} value={formatServerTime(entry.exitTime)} testId="my-entry-exit" />}
      {entry.reward !== null && <InfoRow label={t('competition.reward')} value={money(entry.reward, currency)} testId="my-entry-reward" />}
    </section>
  );
}

/**
 * One competition's screen (`id`): its facts and rewards by rank, the caller's entry, join
 * (the entry amount shown before it is frozen) and exit early with a confirmation, and the live
 * ranking (top 100, refreshed every 5 s as the server ranks).
 */
export function CompetitionDetailScreen({ id }: { id: string }) {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  const money = useCompetitionMoney();
  const detail = useCompetition(id);
  const join = useJoinCompetition();
  const exit = useExitCompetition();
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
  const { competition, ranking, myEntry } = detail.data;
  const entryText = money(competition.entryAmount, competition.currency);

  const ask = (title: string, content: ReactNode) => Dialog.confirm({ title, content, confirmText: t('common.confirm'), cancelText: t('common.cancel') });
  const onJoin = () =>
    confirmThen(
      ask(t('competition.joinConfirm'), <p data-testid="join-summary">{t('competition.joinSummary', { amount: entryText, name: competition.name })}</p>),
      () => join.mutateAsync(competition.id),
      t('competition.joinDone'),
    );
  const onExit = () =>
    confirmThen(
      ask(t('competition.exitConfirm'), <p data-testid="exit-summary">{t('competition.exitSummary', { amount: entryText })}</p>),
      () => exit.mutateAsync(competition.id),
      t('competition.exitDone'),
    );

  return (
    <main className="screen" data-testid="bisai-detail">
      {header}
      <div className="screen__body">
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
          {canJoin(competition, myEntry) && (
            <Button className={styles.spacedLarge} block color="primary" loading={join.isPending} onClick={() => void onJoin()} data-testid="join">
              {t('competition.join', { amount: entryText })}
            </Button>
          )}
        </section>
        {myEntry && <MyEntry entry={myEntry} currency={competition.currency} />}
        {canTrade(competition, myEntry) && (
          <Button className={styles.spacedBelow} block color="primary" onClick={() => openRoute(tradePath(routes.contract, competition.id))} data-testid="trade">
            {t('competition.trade')}
          </Button>
        )}
        {canExit(myEntry) && (
          <Button className={styles.spacedBelow} block color="danger" fill="outline" loading={exit.isPending} onClick={() => void onExit()} data-testid="exit">
            {t('competition.exit')}
          </Button>
        )}
        <section className="card" data-testid="ranking">
          <h2 className="section-title">{t('competition.ranking')}</h2>
          {ranking.length === 0 ? (
            <p className="muted" data-testid="ranking-empty">
              {t('competition.rankingEmpty')}
            </p>
          ) : (
            <table className={styles.ranking}>
              <thead>
                <tr className="muted">
                  <th className={styles.rankHeadLeft}>{t('competition.rank')}</th>
                  <th className={styles.rankHeadLeft}>{t('competition.account')}</th>
                  <th className={styles.rankHeadRight}>{t('competition.yield')}</th>
                  <th className={styles.rankHeadRight}>{t('competition.reward')}</th>
                </tr>
              </thead>
              <tbody>
                {ranking.map((r) => (
                  <RankRow key={r.rank} row={r} currency={competition.currency} />
                ))}
              </tbody>
            </table>
          )}
        </section>
      </div>
    </main>
  );
}
