import { Button, Tag } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IeoDraw, IeoProject } from '../../api/ieo.ts';
import { InfoRow, LoadFailed, Loading } from '../../components/screen-states.tsx';
import { copyText } from '../../lib/clipboard.ts';
import { countText, formatServerTime, quantityText } from '../../lib/format.ts';
import type { DrawReport } from './draw-check.ts';
import { useIeoDraw, useIeoOrders } from './ieo-queries.ts';
import { drawFigures, drawStage } from './ieo-rules.ts';
import styles from './draw-ui.module.css';

/*
 * The IEO draw as users see it (issue 30 item 9): before the draw, the published commitment
 * (sha256 of a secret seed) and what it promises; after it, the revealed seed, every application
 * with what it asked for and what it was allotted, the rule in words, and how anyone checks it:
 * the Verify button recomputes the draw here (draw-check.ts, loaded on demand) and
 * `npm run ieo-verify -- --url <server> --project <id>` does the same from a terminal.
 */


function Hash({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <>
      <p className={`muted ${styles.label}`}>
        {label}
      </p>
      <p className={styles.hash} data-testid={testId}>
        {value}
      </p>
    </>
  );
}

/** The draw on a project's card: the commitment and its promise, the revealed seed, or why there is nothing. */
export function DrawSummary({ project, onOpen }: { project: IeoProject; onOpen: () => void }) {
  const { t } = useTranslation();
  const stage = drawStage(project);
  if (stage === 'notCommitted') {
    return (
      <p className={`muted ${styles.note}`} data-testid="project-commitment-later">
        {t('ieo.draw.commitmentLater')}
      </p>
    );
  }
  if (stage === 'noRecord') {
    return (
      <p className={`muted ${styles.note}`} data-testid="project-no-draw">
        {t('ieo.draw.noRecord')}
      </p>
    );
  }
  return (
    <section className={styles.box} data-testid="project-draw-section">
      <strong className={styles.text}>{t(stage === 'committed' ? 'ieo.draw.commitmentTitle' : 'ieo.draw.resultTitle')}</strong>
      {project.seedHash && <Hash label={t('ieo.draw.seedHash')} value={project.seedHash} testId="project-seed-hash" />}
      {stage === 'committed' ? (
        <>
          <p className={`muted ${styles.note}`} data-testid="project-commitment-explain">
            {t('ieo.draw.commitmentExplain')}
          </p>
          <p className={`muted ${styles.note}`} data-testid="project-reveal-at">
            {t('ieo.draw.revealAt', { time: formatServerTime(project.drawTime) })}
          </p>
        </>
      ) : (
        <>
          <Hash label={t('ieo.draw.seed')} value={project.seed ?? ''} testId="project-seed" />
          <p className={`muted ${styles.note}`}>
            {t('ieo.draw.revealedExplain')}
          </p>
          <Button className={styles.spaced} block color="primary" fill="outline" size="small" onClick={onOpen} data-testid="project-draw-data">
            {t('ieo.draw.open')}
          </Button>
        </>
      )}
    </section>
  );
}

/** The rule that decided this draw, in words, from its own figures. */
function RuleText({ draw }: { draw: IeoDraw }) {
  const { t } = useTranslation();
  const figures = drawFigures(draw);
  // The draw publishes the token's decimals: its quantities line up at them (700.00 beside 466.31).
  const lot = quantityText(draw.lotSize, draw.decimals, draw.currency);
  const text = !figures.oversubscribed
    ? t('ieo.draw.rule.undersubscribed')
    : draw.allocation === 'lottery'
      ? t('ieo.draw.rule.lottery', { lot, winners: countText(figures.winningLots) })
      : t('ieo.draw.rule.proRata');
  return (
    <>
      <InfoRow label={t('ieo.fields.allocation')} value={t(`ieo.allocation.${draw.allocation}`)} />
      <InfoRow label={t('ieo.fields.totalSupply')} value={quantityText(draw.totalSupply, draw.decimals, draw.currency)} testId="draw-supply" />
      <InfoRow label={t('ieo.draw.totalApplied')} value={quantityText(figures.applied, draw.decimals, draw.currency)} testId="draw-applied" />
      <p className={`muted ${styles.note}`} data-testid="draw-rule">
        {text}
      </p>
    </>
  );
}

/** What the Verify button found: the commitment, then the allocations. */
function CheckResult({ report }: { report: DrawReport }) {
  const { t } = useTranslation();
  const total = report.rows.length;
  return (
    <div
      role="status"
      data-testid="draw-check"
      className={styles.box}
      // Green or red by the check's outcome.
      style={{ borderColor: report.verified ? 'var(--up)' : 'var(--down)', color: report.verified ? 'var(--up)' : 'var(--down)' }}
    >
      <strong data-testid="draw-check-verdict">{t(report.verified ? 'ieo.draw.check.passed' : 'ieo.draw.check.failed')}</strong>
      <p className={styles.noteText} data-testid="draw-check-commitment">
        {report.commitmentHolds ? `✓ ${t('ieo.draw.check.commitmentHolds')}` : `✗ ${t('ieo.draw.check.commitmentBroken', { hash: report.computedHash })}`}
      </p>
      <p className={styles.noteText} data-testid="draw-check-allocations">
        {report.mismatches === 0 ? '✓' : '✗'} {t('ieo.draw.check.allocations', { ok: total - report.mismatches, total })}
      </p>
    </div>
  );
}

/**
 * A drawn project's draw (ext.ieoDraw, public): commitment and seed, the rule, every application
 * and its allotment (the caller's own marked), and the check, here or from a terminal.
 */
export function DrawSheet({ project }: { project: IeoProject }) {
  const { t } = useTranslation();
  const draw = useIeoDraw(project.id);
  // The public data names applications by order number only: the caller's own are found among their subscriptions.
  const orders = useIeoOrders();
  const mine = useMemo(
    () => new Set((orders.data?.pages.flatMap((p) => p.records) ?? []).filter((o) => o.projectId === project.id).map((o) => o.orderNo)),
    [orders.data, project.id],
  );
  const [report, setReport] = useState<DrawReport | null>(null);
  const [checking, setChecking] = useState(false);
  const [checkFailed, setCheckFailed] = useState(false);

  if (draw.isPending) return <Loading />;
  if (draw.isError) return <LoadFailed onRetry={() => void draw.refetch()} />;
  const data = draw.data;
  const command = `npm run ieo-verify -- --url ${window.location.origin} --project ${data.projectId}`;
  // Every quantity of the table at the token's decimals the draw used, so the columns line up.
  const amount = (value: string) => quantityText(value, data.decimals);
  const byOrder = new Map(report?.rows.map((r) => [r.orderNo, r]));

  const verify = async () => {
    setChecking(true);
    setCheckFailed(false);
    try {
      // On demand: the hashing and the rule stay out of the page's first download.
      const { checkDraw } = await import('./draw-check.ts');
      setReport(checkDraw(data));
    } catch {
      setCheckFailed(true);
    } finally {
      setChecking(false);
    }
  };
  // The answer saved as a file is what `npm run ieo-verify -- <file>` checks.
  const download = () => {
    const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `ieo-draw-${data.projectId}.json`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <div className={styles.drawData} data-testid="draw-data">
      <h2 className={`section-title ${styles.flushTop}`}>
        {t('ieo.draw.title', { currency: data.currency })}
      </h2>
      <InfoRow label={t('ieo.fields.drawTime')} value={formatServerTime(project.drawTime)} testId="draw-time" />

      <Hash label={t('ieo.draw.seedHash')} value={data.seedHash} testId="draw-seed-hash" />
      <p className={`muted ${styles.note}`}>
        {t('ieo.draw.commitmentExplain')}
      </p>
      <Hash label={t('ieo.draw.seed')} value={data.seed} testId="draw-seed" />

      <h3 className="section-title">{t('ieo.draw.ruleTitle')}</h3>
      <RuleText draw={data} />

      <h3 className="section-title">{t('ieo.draw.allocationsTitle', { n: data.applications.length })}</h3>
      {data.applications.length === 0 ? (
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
              {data.applications.map((a) => {
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

      <h3 className="section-title">{t('ieo.draw.verifyTitle')}</h3>
      <p className={`muted ${styles.note}`}>
        {t('ieo.draw.verifyExplain')}
      </p>
      <Button className={styles.spaced} block color="primary" size="small" loading={checking} onClick={() => void verify()} data-testid="draw-verify">
        {t('ieo.draw.verifyButton')}
      </Button>
      {checkFailed && (
        <p className={styles.drawCheckError} role="alert" data-testid="draw-check-error">
          {t('common.loadFailed')}
        </p>
      )}
      {report && <CheckResult report={report} />}
      <p className={`muted ${styles.note}`}>
        {t('ieo.draw.commandExplain')}
      </p>
      <pre className={styles.drawCommand} data-testid="draw-command">
        {command}
      </pre>
      <div className={styles.buttons}>
        <Button className={styles.grow} size="small" onClick={() => void copyText(command)} data-testid="draw-copy-command">
          {t('ieo.draw.copyCommand')}
        </Button>
        <Button className={styles.grow} size="small" onClick={download} data-testid="draw-download">
          {t('ieo.draw.download')}
        </Button>
      </div>
    </div>
  );
}
