import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { resolveShortLink } from '../../api/kyc.ts';

/** Short-link codes are letters and digits (contract set.shortLinkUse). */
const SHORT_CODE = /^[A-Za-z0-9]{1,32}$/;

interface InviteField {
  setFieldValue: (name: 'inviteCode', value: string) => void;
}

/**
 * Invitation links: `#/register?s=<short code>` resolves the short link (set.shortLinkUse, which
 * also counts the use) and fills the invitation code; a page link (no invitation) opens its
 * target instead. `#/register?inviteCode=<code>` fills the code directly. Each code is resolved
 * once per mount (React's development double effects must not count a use twice).
 */
export function useInviteFromLink(form: InviteField): void {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const direct = params.get('inviteCode')?.trim();
  const code = params.get('s')?.trim();
  const resolved = useRef<string | null>(null);

  useEffect(() => {
    if (direct) {
      form.setFieldValue('inviteCode', direct);
      return;
    }
    if (!code || !SHORT_CODE.test(code) || resolved.current === code) return;
    resolved.current = code;
    resolveShortLink({ code })
      .then((link) => {
        if (link.inviteCode) form.setFieldValue('inviteCode', link.inviteCode);
        else if (link.targetPath.startsWith('/') && !link.targetPath.startsWith('//')) void navigate(link.targetPath, { replace: true });
      })
      .catch(() => {
        // An unknown or expired link: the http instance has shown the server's message; the form stays usable.
      });
  }, [direct, code, form, navigate]);
}
