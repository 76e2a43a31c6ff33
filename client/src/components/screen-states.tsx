import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner.tsx';
import { ErrorBlock } from './error-block.tsx';

/** The pieces every data screen shows: a label/value row and the loading, failed and empty states of a query. */

export function InfoRow({ label, value, testId, strong }: { label: string; value: ReactNode; testId?: string; strong?: boolean }) {
  return (
    <p className="muted info-row">
      {/* The label keeps its width (at most half the row): a long value wraps, not the label one character a line. */}
      <span className="info-row__label">{label}</span>
      <span className={strong ? 'info-row__value info-row__value--strong' : 'info-row__value'} data-testid={testId}>
        {value}
      </span>
    </p>
  );
}

export function Loading() {
  const { t } = useTranslation();
  return <Spinner className="screen-loading" label={t('common.loading')} />;
}

export function LoadFailed({ onRetry, title }: { onRetry: () => void; title?: string }) {
  const { t } = useTranslation();
  return (
    <ErrorBlock
      status="default"
      title={title ?? t('common.loadFailed')}
      description={
        <Button onClick={onRetry} data-testid="retry">
          {t('common.retry')}
        </Button>
      }
    />
  );
}

export function Empty({ title, action }: { title: string; action?: ReactNode }) {
  return <ErrorBlock status="empty" title={title} description={action ?? ''} />;
}
