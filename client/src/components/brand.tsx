import { useEffect } from 'react';
import { usePublicSettings } from '../api/settings.ts';

/** Shown until the server's settings arrive, or when they are empty. */
export const FALLBACK_BRAND = 'Trading Sandbox';
export const FALLBACK_ENV_BADGE = 'SANDBOX';

/** The brand title from the server's public settings (`brandTitle`); also names the browser tab. */
export function BrandTitle({ className }: { className?: string }) {
  const { data } = usePublicSettings();
  const title = data?.brandTitle.trim() || FALLBACK_BRAND;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <h1 className={className}>{title}</h1>;
}

/** The environment badge (ARCHITECTURE.md section 1): setting `environmentBadge`, default SANDBOX. */
export function EnvBadge() {
  const { data } = usePublicSettings();
  const text = data?.environmentBadge.trim() || FALLBACK_ENV_BADGE;
  return (
    <span className="env-badge" role="note" aria-label={`Environment: ${text}`}>
      {text}
    </span>
  );
}
