import { Button } from 'antd-mobile';
import { CodeFilter } from '../../components/code-filter.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { COMPETITION_STATUS, type Competition } from '../../api/competition.ts';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { CompetitionFacts, RewardTable, StatusTag, statusKey, useCompetitions } from '../../features/competition/index.ts';
import { Empty, LoadFailed, Loading } from '../../components/screen-states.tsx';
import { routeWith, routes } from '../../lib/route-paths.ts';
import styles from './bisai.module.css';

const STATUSES = [COMPETITION_STATUS.IN_PROGRESS, COMPETITION_STATUS.TO_BE_STARTED, COMPETITION_STATUS.ENDED] as const;

function CompetitionCard({ competition }: { competition: Competition }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <li
      className={`card ${styles.itemLink}`}
      data-testid={`competition-${competition.id}`}
      onClick={() => void navigate(routeWith(routes.competitionDetail, { id: competition.id }))}
    >
      <div className={styles.head}>
        <strong data-testid="competition-name">{competition.name}</strong>
        <StatusTag status={competition.status} />
      </div>
      {competition.joined && (
        <p className={styles.competitionJoined} data-testid="competition-joined">
          {t('competition.joined')}
        </p>
      )}
      <CompetitionFacts competition={competition} />
      <RewardTable competition={competition} />
    </li>
  );
}

/** Prize competitions (bisai): every competition with its status, dates, fund, participants and rewards by rank. */
export default function CompetitionListPage() {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  const [status, setStatus] = useState<number | undefined>(undefined);
  const list = useCompetitions(status);
  const rows = list.data?.pages.flatMap((p) => p.records) ?? [];

  return (
    <main className="screen" data-testid="bisai">
      <ScreenHeader
        title={t('competition.title')}
        right={
          <button type="button" className="link" onClick={() => openRoute(routes.myCompetitions)} data-testid="my-entries-link">
            {t('competition.mine')}
          </button>
        }
      />
      <div className="screen__body">
        <CodeFilter testId="status-filter" allLabel={t('competition.all')} codes={STATUSES} labelOf={(s) => t(`competition.status.${statusKey(s)}`)} value={status} onChange={setStatus} />
        {list.isPending ? (
          <Loading />
        ) : list.isError ? (
          <LoadFailed title={t('competition.loadFailed')} onRetry={() => void list.refetch()} />
        ) : rows.length === 0 ? (
          <Empty title={t('competition.empty')} />
        ) : (
          <>
            <ul className={styles.list} data-testid="competition-list">
              {rows.map((c) => (
                <CompetitionCard key={c.id} competition={c} />
              ))}
            </ul>
            {list.hasNextPage ? (
              <Button block fill="none" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()} data-testid="load-more">
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
