import { Button, Form, Input, Selector, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GENDER } from '@sandbox/shared/status';
import { CAPTCHA_SCENE, getPhoneCaptcha } from '../../api/auth.ts';
import { useUpdateProfileMutation, type Country, type ProfileRequest } from '../../api/kyc.ts';
import type { MyUserInfo } from '../../api/user.ts';
import { showToast } from '../../lib/notify.ts';
import { CountryChooser, useCountryName } from './country-chooser.tsx';
import { ProfilePhone } from './profile-phone.tsx';
import { lockedProfileFields, phoneCheck, toDateString } from './profile-rules.ts';
import ids from './identity.module.css';
import s from './profile.module.css';

type Gender = (typeof GENDER)[keyof typeof GENDER];

interface ProfileForm {
  surname?: string;
  firstName?: string;
  gender?: Gender[];
  address?: string;
}

/** Used when the server does not say how long to wait before asking for another code. */
const DEFAULT_WAIT_SECONDS = 60;

/**
 * Surname, first name, gender, birthday, country and address, saved with user.updateKYC, and
 * the phone (a new number needs the SMS code sent to it, since it also signs in). Name and
 * birthday lock once basic verification is authorized (the server refuses changes then).
 */
export function ProfileEditor({ info, countries }: { info: MyUserInfo; countries: Country[] }) {
  const { t } = useTranslation();
  const nameOf = useCountryName();
  const update = useUpdateProfileMutation();
  const profile = info.profile;
  const lockedField = lockedProfileFields(info);
  const locked = lockedField.surname || lockedField.firstName || lockedField.birthday;
  const [birthday, setBirthday] = useState<string | null>(profile.birthday);
  const [country, setCountry] = useState<string | null>(profile.country);
  const [countryOpen, setCountryOpen] = useState(false);
  const chosen = countries.find((c) => c.code === country);

  const [saved, setSaved] = useState({ phoneCode: info.countryCode ?? '', phone: info.phone ?? '' });
  const [phoneCode, setPhoneCode] = useState(info.countryCode ?? chosen?.phoneCode ?? '');
  const [phone, setPhone] = useState(info.phone ?? '');
  const [smsCode, setSmsCode] = useState('');
  const [phoneCodeOpen, setPhoneCodeOpen] = useState(false);
  const [showPhoneErrors, setShowPhoneErrors] = useState(false);
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

  const submit = async (v: ProfileForm) => {
    if (check.problem) {
      setShowPhoneErrors(true);
      return;
    }
    const body: ProfileRequest = {
      surname: lockedField.surname ? undefined : v.surname?.trim() || undefined,
      firstName: lockedField.firstName ? undefined : v.firstName?.trim() || undefined,
      birthday: lockedField.birthday ? undefined : (birthday ?? undefined),
      gender: v.gender?.[0],
      country: country ?? undefined,
      address: v.address?.trim() || undefined,
      ...(check.changed ? { phoneCode, phone: typedPhone, smsCode: smsCode.trim() } : {}),
    };
    try {
      const next = await update.mutateAsync(body);
      setSaved({ phoneCode: next.countryCode ?? '', phone: next.phone ?? '' });
      setSmsCode('');
      setShowPhoneErrors(false);
      showToast({ icon: 'success', content: t('gerenziliao.saved'), duration: 2000 });
    } catch {
      // The http instance has shown the server's message.
    }
  };

  return (
    <div className="screen__body">
      {locked ? (
        <div className={`note ${ids.note}`} data-testid="profile-locked">
          {t('gerenziliao.lockedHint')}
        </div>
      ) : null}
      <section className={`card ${ids.flush}`}>
        <Form
          layout="horizontal"
          initialValues={{
            surname: profile.surname ?? '',
            firstName: profile.firstName ?? '',
            gender: profile.gender ? [profile.gender] : [],
            address: profile.address ?? '',
          }}
          onFinish={(v: ProfileForm) => void submit(v)}
          footer={
            <Button block type="submit" color="primary" size="large" loading={update.isPending} disabled={update.isPending} data-testid="profile-save">
              {t('gerenziliao.save')}
            </Button>
          }
        >
          <Form.Item name="surname" label={t('gerenziliao.surname')} disabled={lockedField.surname}>
            <Input maxLength={64} placeholder={t('gerenziliao.surname')} disabled={lockedField.surname} />
          </Form.Item>
          <Form.Item name="firstName" label={t('gerenziliao.firstName')} disabled={lockedField.firstName}>
            <Input maxLength={64} placeholder={t('gerenziliao.firstName')} disabled={lockedField.firstName} />
          </Form.Item>
          <Form.Item name="gender" label={t('gerenziliao.gender')} layout="vertical">
            <Selector
              tabIndex={0}
              columns={3}
              options={[
                { label: t('gerenziliao.male'), value: GENDER.MALE },
                { label: t('gerenziliao.female'), value: GENDER.FEMALE },
                { label: t('gerenziliao.other'), value: GENDER.OTHER },
              ]}
            />
          </Form.Item>
          <Form.Item label={t('gerenziliao.birthday')} disabled={lockedField.birthday}>
            <input
              type="date"
              data-testid="profile-birthday"
              aria-label={t('gerenziliao.birthday')}
              value={birthday ?? ''}
              min="1900-01-01"
              max={toDateString(new Date())}
              disabled={lockedField.birthday}
              onChange={(e) => setBirthday(e.target.value || null)}
              className={s.birthday}
            />
          </Form.Item>
          <Form.Item label={t('gerenziliao.country')} onClick={() => setCountryOpen((open) => !open)} clickable arrowIcon>
            <span data-testid="profile-country" className={chosen ? undefined : 'muted'}>
              {chosen ? `${nameOf(chosen)} (+${chosen.phoneCode})` : (country ?? t('gerenziliao.countryPlaceholder'))}
            </span>
          </Form.Item>
          {countryOpen ? (
            <CountryChooser
              countries={countries}
              nameOf={nameOf}
              onClose={() => setCountryOpen(false)}
              onPick={(c) => {
                setCountry(c.code);
                setCountryOpen(false);
              }}
            />
          ) : null}
          <Form.Item name="address" label={t('gerenziliao.address')} layout="vertical">
            <TextArea autoSize maxLength={256} placeholder={t('gerenziliao.address')} />
          </Form.Item>
          <ProfilePhone
            countries={countries}
            nameOf={nameOf}
            phoneCode={phoneCode}
            onPhoneCode={setPhoneCode}
            phone={phone}
            onPhone={setPhone}
            smsCode={smsCode}
            onSmsCode={setSmsCode}
            chooserOpen={phoneCodeOpen}
            onChooserOpen={setPhoneCodeOpen}
            check={check}
            showErrors={showPhoneErrors}
            sendCode={sendCode}
          />
        </Form>
      </section>
    </div>
  );
}
