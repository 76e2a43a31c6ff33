import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { IeoDraw } from '../../api/ieo.ts';
import { quantityText } from '../../lib/format.ts';
import type { DrawReport } from './draw-check.ts';
import styles from './draw-ui.module.css';

/**
 * Every application of a draw with what it asked for and what it was allotted, the caller's own
 * (`mine`, by order number) marked, and once verified what the rule gives each row here.
 */
export function DrawApplications({ draw, mine, report }: { draw: IeoDraw; mine: ReadonlySet<string>; report: DrawReport | null }) {
  const { t } = useTranslation();
  // Every quantity of the table at the token's decimals the draw used, so the columns line up.
  const amount = (value: string) => quantityText(value, draw.decimals);
  const byOrder = new Map(report?.rows.map((r) => [r.orderNo, r]));
  return (
    <>
      <h3 className="section-title">{t('ieo.draw.allocationsTitle', { n: draw.applications.length })}</h3>
      {draw.applications.length === 0 ? (
        <p className={`muted ${styles.note}`} data-testid="draw-no-applications">
          {t('ieo.draw.noApplications')}
        </p>
      ) : (
        <>
          <p className={`muted ${styles.note}`}>
            {t('ieo.draw.whoNote')}
          </p>
          <table className={styles.drawApplications} data-testid="draw-applications">
            <thead>
              <tr className="muted">
                <th className={styles.thLeft}>{t('ieo.draw.applicant')}</th>
                <th className={styles.thRight}>{t('ieo.draw.applied')}</th>
                <th className={styles.thRight}>{t('ieo.draw.allotted')}</th>
                {report && <th className={styles.thRight}>{t('ieo.draw.check.column')}</th>}
              </tr>
            </thead>
            <tbody>
              {draw.applications.map((a) => {
                const row = byOrder.get(a.orderNo);
                return (
                  <tr className={styles.row} key={a.orderNo} data-testid={`draw-row-${a.orderNo}`}>
                    <td className={styles.cellApplicant}>
                      {a.orderNo}
                      {mine.has(a.orderNo) && (
                        <Tag className={styles.drawRowMine} color="primary" fill="outline" data-testid="draw-row-mine">
                          {t('ieo.draw.mine')}
                        </Tag>
                      )}
                    </td>
                    <td className={styles.cellRight}>{amount(a.quantity)}</td>
                    <td className={styles.cellStrong}>{amount(a.won)}</td>
                    {report && (
                      <td className={styles.cellRight} style={{ color: row?.matches ? 'var(--up)' : 'var(--down)' }} data-testid="draw-row-check">
                        {row?.matches ? '✓' : `✗ ${t('ieo.draw.check.rowDiffers', { value: amount(row?.recomputed ?? '0') })}`}
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </>
      )}
    </>
  );
}
