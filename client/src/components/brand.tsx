import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicSettings } from '../api/settings.ts';
import { qaSignInAccount } from '../store/qa-sign-in.ts';
import { useUserStore } from '../store/user-store.ts';

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

/**
 * The environment badge (ARCHITECTURE.md section 1): setting `environmentBadge`, default SANDBOX;
 * while the session is one the sandbox console opened (QA sign-in-as), it also says so and as whom.
 */
export function EnvBadge() {
  const { data } = usePublicSettings();
  const { t } = useTranslation();
  const token = useUserStore((s) => s.token);
  const qaAccount = qaSignInAccount(token);
  const text = data?.environmentBadge.trim() || FALLBACK_ENV_BADGE;
  return (
    <>
      <span className="env-badge" role="note" aria-label={`Environment: ${text}`}>
        {text}
      </span>
      {qaAccount ? (
        <span className="env-badge env-badge--qa" role="note">
          {t('common.qaSignedInAs', { account: qaAccount })}
        </span>
      ) : null}
    </>
  );
}
