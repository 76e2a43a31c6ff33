import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CAPTCHA_SCENE, getPhoneCaptcha } from '../../api/auth.ts';
import type { ProfileRequest } from '../../api/kyc.ts';
import type { MyUserInfo } from '../../api/user.ts';
import { showToast } from '../../lib/notify.ts';
import type { ProfilePhoneProps } from './profile-phone.tsx';
import { phoneCheck, type PhoneProblem } from './profile-rules.ts';

/** Used when the server does not say how long to wait before asking for another code. */
const DEFAULT_WAIT_SECONDS = 60;

export interface ProfilePhoneState {
  /** What ProfilePhone shows and edits (all but the country list). */
  fields: Omit<ProfilePhoneProps, 'countries' | 'nameOf'>;
  /** Why the phone cannot be saved as typed, if it cannot. */
  problem: PhoneProblem | null;
  /** Shows the phone's problems under its fields (after a refused save). */
  showErrors: () => void;
  /** The phone part of the update: a changed number with its SMS code, else nothing. */
  request: Pick<ProfileRequest, 'phoneCode' | 'phone' | 'smsCode'>;
  /** After a save: the number the server now holds is the one a change is measured against. */
  saved: (next: Pick<MyUserInfo, 'countryCode' | 'phone'>) => void;
}

/**
 * The profile's phone: calling code, national number and the SMS code a new number needs (it
 * also signs in), checked against the number the server holds. `defaultPhoneCode` is the
 * profile country's calling code, for a user without a phone.
 */
export function useProfilePhone(info: MyUserInfo, defaultPhoneCode: string | undefined): ProfilePhoneState {
  const { t } = useTranslation();
  const [saved, setSaved] = useState({ phoneCode: info.countryCode ?? '', phone: info.phone ?? '' });
  const [phoneCode, setPhoneCode] = useState(info.countryCode ?? defaultPhoneCode ?? '');
  const [phone, setPhone] = useState(info.phone ?? '');
  const [smsCode, setSmsCode] = useState('');
  const [chooserOpen, setChooserOpen] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const typedPhone = phone.trim();
  const check = phoneCheck({ phoneCode, phone, smsCode }, saved);

  const sendCode = async (): Promise<number> => {
    const result = await getPhoneCaptcha({ countryCode: phoneCode, phone: typedPhone, scene: CAPTCHA_SCENE.SECURITY });
    // Without an SMS gateway the sandbox returns the code itself; say so plainly.
    showToast({
      icon: 'success',
      content: result?.sandboxCode ? t('gerenziliao.sandboxCode', { code: result.sandboxCode }) : t('gerenziliao.codeSent'),
      duration: result?.sandboxCode ? 4000 : 2000,
    });
    return result?.resendInSeconds || DEFAULT_WAIT_SECONDS;
  };

  return {
    fields: {
      phoneCode,
      onPhoneCode: setPhoneCode,
      phone,
      onPhone: setPhone,
      smsCode,
      onSmsCode: setSmsCode,
      chooserOpen,
      onChooserOpen: setChooserOpen,
      check,
      showErrors,
      sendCode,
    },
    problem: check.problem,
    showErrors: () => setShowErrors(true),
    request: check.changed ? { phoneCode, phone: typedPhone, smsCode: smsCode.trim() } : {},
    saved: (next) => {
      setSaved({ phoneCode: next.countryCode ?? '', phone: next.phone ?? '' });
      setSmsCode('');
      setShowErrors(false);
    },
  };
}
