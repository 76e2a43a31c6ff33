/**
 * The app's loading spinner: a CSS ring (global.css `.spinner`; `--size` sets its width, 32px by
 * default), as the page-loading overlay draws it. antd-mobile's SpinLoading animates with
 * react-spring, 16.6 KB gzip that a page showing a spinner in its first render would wait for.
 * With a label it is announced as a status; without one it is decoration.
 */
export function Spinner({
  label,
  className,
  light = false,
}: {
  label?: string;
  className?: string;
  light?: boolean;
}) {
  const classes = ['spinner', light && 'spinner--light', className].filter(Boolean).join(' ');
  return label ? (
    <span className={classes} role="status" aria-label={label} />
  ) : (
    <span className={classes} aria-hidden />
  );
}
