import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { IeoDraw } from '../../api/ieo.ts';
import { copyText } from '../../lib/clipboard.ts';
import type { DrawReport } from './draw-check.ts';
import type { DrawCheckState } from './use-draw-check.ts';
import styles from './draw-ui.module.css';

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

/** The answer saved as a file is what `npm run ieo-verify -- <file>` checks. */
function downloadDraw(draw: IeoDraw) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(draw, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `ieo-draw-${draw.projectId}.json`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** How anyone checks the draw: the Verify button and what it found, the terminal command to copy, and the answer to download. */
export function DrawVerify({ draw, check }: { draw: IeoDraw; check: DrawCheckState }) {
  const { t } = useTranslation();
  const command = `npm run ieo-verify -- --url ${window.location.origin} --project ${draw.projectId}`;
  return (
    <>
      <h3 className="section-title">{t('ieo.draw.verifyTitle')}</h3>
      <p className={`muted ${styles.note}`}>
        {t('ieo.draw.verifyExplain')}
      </p>
      <Button className={styles.spaced} block color="primary" size="small" loading={check.checking} onClick={() => void check.verify(draw)} data-testid="draw-verify">
        {t('ieo.draw.verifyButton')}
      </Button>
      {check.checkFailed && (
        <p className={styles.drawCheckError} role="alert" data-testid="draw-check-error">
          {t('common.loadFailed')}
        </p>
      )}
      {check.report && <CheckResult report={check.report} />}
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
        <Button className={styles.grow} size="small" onClick={() => downloadDraw(draw)} data-testid="draw-download">
          {t('ieo.draw.download')}
        </Button>
      </div>
    </>
  );
}
