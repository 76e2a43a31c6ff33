import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { CompetitionEntry } from '../../api/competition.ts';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { tradePath, yieldColor, yieldText, StatusTag, useCompetitionMoney, useMyEntries } from '../../features/competition/index.ts';
import { COMPETITION_STATUS } from '@sandbox/shared/status';
import { Empty, InfoRow, LoadFailed, Loading } from '../../components/screen-states.tsx';
import { formatServerTime } from '../../lib/format.ts';
import { routeWith, routes } from '../../lib/route-paths.ts';
import styles from './bisai-mycansai.module.css';

function EntryCard({ entry }: { entry: CompetitionEntry }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const money = useCompetitionMoney();
  return (
    <li
      className={`card ${styles.itemLink}`}
      data-testid={`entry-${entry.id}`}
      onClick={() => void navigate(routeWith(routes.competitionDetail, { id: entry.competitionId }))}
    >
      <div className={styles.head}>
        <strong>{entry.competitionName}</strong>
        <StatusTag status={entry.status} testId="entry-status" />
      </div>
      <InfoRow label={t('competition.rank')} value={entry.rank === null ? '--' : String(entry.rank)} testId="entry-rank" strong />
      <InfoRow label={t('competition.yield')} value={<span style={{ color: yieldColor(entry.yield) }}>{yieldText(entry.yield)}</span>} testId="entry-yield" />
      <InfoRow label={t('competition.frozen')} value={money(entry.frozenAmount, entry.currency)} testId="entry-frozen" />
      <InfoRow label={t('competition.joinTime')} value={formatServerTime(entry.joinTime)} testId="entry-join" />
      <InfoRow label={t('competition.exitTime')} value={formatServerTime(entry.exitTime)} testId="entry-exit" />
      <InfoRow label={t('competition.reward')} value={entry.reward === null ? '--' : money(entry.reward, entry.currency)} testId="entry-reward" />
      {/* Status 1 on the wire: the competition has started and the entry takes part, so it trades. */}
      {entry.status === COMPETITION_STATUS.IN_PROGRESS && (
        <Button className={styles.spaced}
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
    </li>
  );
}

/** My competitions (bisaiMycansai): every entry with its status, rank, yield, join and exit time and reward. */
export default function MyCompetitionsPage() {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  const entries = useMyEntries();
  const rows = entries.data?.pages.flatMap((p) => p.records) ?? [];

  return (
    <main className="screen" data-testid="bisai-mycansai">
      <ScreenHeader title={t('competition.mineTitle')} />
      <div className="screen__body">
        {entries.isPending ? (
          <Loading />
        ) : entries.isError ? (
          <LoadFailed title={t('competition.loadFailed')} onRetry={() => void entries.refetch()} />
        ) : rows.length === 0 ? (
          <Empty
            title={t('competition.mineEmpty')}
            action={
              <Button size="small" color="primary" fill="outline" onClick={() => openRoute(routes.competition)}>
                {t('competition.browse')}
              </Button>
            }
          />
        ) : (
          <>
            <ul className={styles.list} data-testid="entry-list">
              {rows.map((e) => (
                <EntryCard key={e.id} entry={e} />
              ))}
            </ul>
            {entries.hasNextPage ? (
              <Button block fill="none" loading={entries.isFetchingNextPage} onClick={() => void entries.fetchNextPage()} data-testid="load-more">
                {t('competition.more')}
              </Button>
            ) : (
              <p className={`muted ${styles.center}`}>
                {t('competition.end')}
              </p>
            )}
          </>
        )}
      </div>
    </main>
  );
}
