import { Button, ErrorBlock, SpinLoading } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The pieces every data screen shows: a label/value row and the loading, failed and empty states of a query. */

const rowStyle = { display: 'flex', justifyContent: 'space-between', gap: 12, margin: '6px 0 0' } as const;

export function InfoRow({ label, value, testId, strong }: { label: string; value: ReactNode; testId?: string; strong?: boolean }) {
  return (
    <p className="muted" style={rowStyle}>
      {/* The label keeps its width (at most half the row): a long value wraps, not the label one character a line. */}
      <span style={{ flexShrink: 0, maxWidth: '50%' }}>{label}</span>
      <span style={{ color: 'var(--text)', textAlign: 'right', fontWeight: strong ? 600 : undefined }} data-testid={testId}>
        {value}
      </span>
    </p>
  );
}

export function Loading() {
  const { t } = useTranslation();
  return <SpinLoading aria-label={t('common.loading')} style={{ margin: '48px auto' }} />;
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
