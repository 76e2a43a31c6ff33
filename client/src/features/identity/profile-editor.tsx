import { Button, Form, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GENDER } from '@sandbox/shared/status';
import { useUpdateProfileMutation, type Country, type ProfileRequest } from '../../api/kyc.ts';
import type { MyUserInfo } from '../../api/user.ts';
import { showToast } from '../../lib/notify.ts';
import { useCountryName } from './country-chooser.tsx';
import { ProfileBirthday, ProfileCountry, ProfileNameFields } from './profile-fields.tsx';
import { ProfilePhone } from './profile-phone.tsx';
import { lockedProfileFields } from './profile-rules.ts';
import { useProfilePhone } from './use-profile-phone.ts';
import ids from './identity.module.css';

type Gender = (typeof GENDER)[keyof typeof GENDER];

interface ProfileForm {
  surname?: string;
  firstName?: string;
  gender?: Gender[];
  address?: string;
}

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
  const phone = useProfilePhone(info, countries.find((c) => c.code === country)?.phoneCode);

  const submit = async (v: ProfileForm) => {
    if (phone.problem) {
      phone.showErrors();
      return;
    }
    const body: ProfileRequest = {
      surname: lockedField.surname ? undefined : v.surname?.trim() || undefined,
      firstName: lockedField.firstName ? undefined : v.firstName?.trim() || undefined,
      birthday: lockedField.birthday ? undefined : (birthday ?? undefined),
      gender: v.gender?.[0],
      country: country ?? undefined,
      address: v.address?.trim() || undefined,
      ...phone.request,
    };
    try {
      phone.saved(await update.mutateAsync(body));
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
          <ProfileNameFields locked={lockedField} />
          <ProfileBirthday value={birthday} onChange={setBirthday} locked={lockedField.birthday} />
          <ProfileCountry countries={countries} nameOf={nameOf} value={country} onChange={setCountry} />
          <Form.Item name="address" label={t('gerenziliao.address')} layout="vertical">
            <TextArea autoSize maxLength={256} placeholder={t('gerenziliao.address')} />
          </Form.Item>
          <ProfilePhone countries={countries} nameOf={nameOf} {...phone.fields} />
        </Form>
      </section>
    </div>
  );
}
