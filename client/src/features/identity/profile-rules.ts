import { KYC_STATUS } from '@sandbox/shared/status';
import type { MyUserInfo } from '../../api/user.ts';

/** The contract's phone rules: a national number of 4 to 15 digits, a 6-digit SMS code. */
export const PROFILE_PHONE = /^\d{4,15}$/;
export const SMS_CODE = /^\d{6}$/;

const pad = (n: number) => String(n).padStart(2, '0');
/** A day as the date input and the server write it: YYYY-MM-DD, local time. */
export const toDateString = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** After verification a name or birthday that is set is fixed; an empty one can still be filled in once. */
export function lockedProfileFields(info: MyUserInfo): { surname: boolean; firstName: boolean; birthday: boolean } {
  const verified = info.kycStatus === KYC_STATUS.AUTHORIZED;
  return {
    surname: verified && info.profile.surname !== null,
    firstName: verified && info.profile.firstName !== null,
    birthday: verified && info.profile.birthday !== null,
  };
}

export type PhoneProblem = 'phoneInvalid' | 'smsCodeMissing';

/**
 * The phone is also a sign-in identity: a new number (or calling code) is proved with an SMS code
 * sent to it; the number the user already has needs none.
 */
export function phoneCheck(
  typed: { phoneCode: string; phone: string; smsCode: string },
  saved: { phoneCode: string; phone: string },
): { changed: boolean; valid: boolean; problem: PhoneProblem | null } {
  const phone = typed.phone.trim();
  const changed = phone !== '' && (phone !== saved.phone || typed.phoneCode !== saved.phoneCode);
  const valid = PROFILE_PHONE.test(phone) && typed.phoneCode !== '';
  const problem = !changed ? null : !valid ? 'phoneInvalid' : !SMS_CODE.test(typed.smsCode.trim()) ? 'smsCodeMissing' : null;
  return { changed, valid, problem };
}
