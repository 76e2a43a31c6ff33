import { useTranslation } from 'react-i18next';
import { NO_VALUE_TEXT } from '@sandbox/shared/constants';
import type { CompetitionRank } from '../../api/competition.ts';
import { yieldColor, yieldText } from './competition-rules.ts';
import { useCompetitionMoney } from './competition-ui.tsx';
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
        {row.reward === null ? NO_VALUE_TEXT : money(row.reward, currency)}
      </td>
    </tr>
  );
}

/** A competition's live ranking (top 100 as the server ranks): rank, account, yield and reward, or a note while nobody is ranked. */
export function Ranking({ ranking, currency }: { ranking: readonly CompetitionRank[]; currency: string }) {
  const { t } = useTranslation();
  return (
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
              <RankRow key={r.rank} row={r} currency={currency} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
