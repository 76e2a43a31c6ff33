/**
 * Empty / error state of the trading screens: a title and a line of text. Plain markup on
 * purpose: antd's ErrorBlock carries its illustrations (~10 KB gzipped), which would push
 * /heyue and /demotrading over the 60 KB page budget.
 */
export function TradingState({
  title,
  description,
  error = false,
  children,
  testId,
}: {
  title: string;
  description?: string;
  error?: boolean;
  children?: React.ReactNode;
  testId?: string;
}) {
  return (
    <div className="tr-state" role={error ? 'alert' : undefined} data-testid={testId}>
      <div className="tr-state__icon" aria-hidden="true">
        {error ? '!' : '∅'}
      </div>
      <p className="tr-state__title">{title}</p>
      {description && <p className="muted">{description}</p>}
      {children}
    </div>
  );
}
