/**
 * An account as other users see it in a team list: an e-mail keeps the first two
 * characters of its name and the domain ("ab***@mail.com"), a phone number its first
 * three and last four digits ("138****5678"), anything else its first two and last two
 * characters. Short values keep less, so at least half is always hidden.
 */
export function maskAccount(account: string): string {
  const at = account.lastIndexOf('@');
  if (at > 0) return `${account.slice(0, Math.min(2, Math.ceil(at / 2)))}***${account.slice(at)}`;
  if (/^\+?\d{8,}$/.test(account)) return `${account.slice(0, 3)}****${account.slice(-4)}`;
  if (account.length <= 4) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 2)}***${account.slice(-2)}`;
}
