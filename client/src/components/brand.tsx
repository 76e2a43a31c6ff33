import { useEffect } from 'react';
import { useSetting } from '../api/settings.ts';

/** Shown until the server's brandTitle setting arrives, or when it is not set. */
export const FALLBACK_BRAND = 'Trading Sandbox';
export const FALLBACK_ENV_BADGE = 'SANDBOX';

/** The brand title from the server setting `brandTitle`; also names the browser tab. */
export function BrandTitle({ className }: { className?: string }) {
  const { data } = useSetting('brandTitle');
  const title = data?.trim() || FALLBACK_BRAND;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <h1 className={className}>{title}</h1>;
}

/** The environment badge (ARCHITECTURE.md section 1): setting `envBadge`, default SANDBOX. */
export function EnvBadge() {
  const { data } = useSetting('envBadge');
  const text = data?.trim() || FALLBACK_ENV_BADGE;
  return (
    <span className="env-badge" aria-label={`Environment: ${text}`}>
      {text}
    </span>
  );
}
