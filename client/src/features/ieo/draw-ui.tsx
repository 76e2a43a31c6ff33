import { Button } from 'antd-mobile';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { IeoDraw, IeoProject } from '../../api/ieo.ts';
import { InfoRow, LoadFailed, Loading } from '../../components/screen-states.tsx';
import { countText, formatServerTime, quantityText } from '../../lib/format.ts';
import { DrawApplications } from './draw-applications.tsx';
import { DrawVerify } from './draw-verify.tsx';
import { useIeoDraw, useIeoOrders } from './ieo-queries.ts';
import { drawFigures, drawStage } from './ieo-rules.ts';
import { useDrawCheck } from './use-draw-check.ts';
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
  const check = useDrawCheck();

  if (draw.isPending) return <Loading />;
  if (draw.isError) return <LoadFailed onRetry={() => void draw.refetch()} />;
  const data = draw.data;

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

      <DrawApplications draw={data} mine={mine} report={check.report} />

      <DrawVerify draw={data} check={check} />
    </div>
  );
}
