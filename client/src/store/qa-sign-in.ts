/**
 * The mark of a session the sandbox console opened (QA sign-in-as, docs/domains/qa-console.md
 * "Console users and sign-in-as"): which account, and the end of the token it belongs to, so
 * the badge shows only while that session is the stored one (a normal login afterwards clears it
 * in effect). Beside the token in localStorage, as the token itself is.
 */
const KEY = 'qaSignIn';
const TAIL = 12;

interface QaSignInMark {
  account: string;
  tokenTail: string;
}

export function markQaSignIn(token: string, account: string): void {
  const mark: QaSignInMark = { account, tokenTail: token.slice(-TAIL) };
  localStorage.setItem(KEY, JSON.stringify(mark));
}

/** The account QA signed in as, when `token` is the session QA opened; otherwise null. */
export function qaSignInAccount(token: string): string | null {
  if (!token) return null;
  try {
    const mark = JSON.parse(localStorage.getItem(KEY) ?? 'null') as QaSignInMark | null;
    return mark && mark.tokenTail === token.slice(-TAIL) ? mark.account : null;
  } catch {
    return null;
  }
}
