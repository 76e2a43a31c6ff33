import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND_TITLE_ATTRIBUTE, DEFAULT_BRAND_TITLE, DEFAULT_ENVIRONMENT_BADGE, STORAGE_KEYS } from '@sandbox/shared/constants';
import { usePublicSettings } from '../api/settings.ts';
import { qaSignInAccount } from '../store/qa-sign-in.ts';
import { useUserStore } from '../store/user-store.ts';

/** The title the settings gave on an earlier visit; null when none is stored or storage is refused. */
function storedBrandTitle(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.brandTitle);
  } catch {
    return null;
  }
}

function storeBrandTitle(title: string): void {
  try {
    localStorage.setItem(STORAGE_KEYS.brandTitle, title);
  } catch {
    // Storage refused: the next visit shows the default until the settings arrive.
  }
}

/**
 * The brand title from the server's public settings (`brandTitle`); also names the browser tab.
 * Until they arrive it shows the title they gave last time (the shell script puts the same in the
 * first frame, by BRAND_TITLE_ATTRIBUTE), so an operator's brand does not change under the user.
 */
export function BrandTitle({ className }: { className?: string }) {
  const { data } = usePublicSettings();
  const given = data?.brandTitle;
  const title = given ?? storedBrandTitle() ?? DEFAULT_BRAND_TITLE;
  useEffect(() => {
    document.title = title;
    if (given !== undefined) storeBrandTitle(given);
  }, [title, given]);
  return (
    <h1 className={className} {...{ [BRAND_TITLE_ATTRIBUTE]: '' }}>
      {title}
    </h1>
  );
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
  const text = data?.environmentBadge ?? DEFAULT_ENVIRONMENT_BADGE;
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
