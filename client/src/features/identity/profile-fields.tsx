import { Form, Input, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GENDER } from '@sandbox/shared/status';
import type { Country } from '../../api/kyc.ts';
import { CountryChooser } from './country-chooser.tsx';
import { toDateString } from './profile-rules.ts';
import s from './profile.module.css';

/** Surname, first name (each locked once verified and set) and gender, fields of the profile form. */
export function ProfileNameFields({ locked }: { locked: { surname: boolean; firstName: boolean } }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="surname" label={t('gerenziliao.surname')} disabled={locked.surname}>
        <Input maxLength={64} placeholder={t('gerenziliao.surname')} disabled={locked.surname} />
      </Form.Item>
      <Form.Item name="firstName" label={t('gerenziliao.firstName')} disabled={locked.firstName}>
        <Input maxLength={64} placeholder={t('gerenziliao.firstName')} disabled={locked.firstName} />
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
    </>
  );
}

/** The birthday, a native date input (1900 to today), locked once verified and set. */
export function ProfileBirthday({ value, onChange, locked }: { value: string | null; onChange: (day: string | null) => void; locked: boolean }) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('gerenziliao.birthday')} disabled={locked}>
      <input
        type="date"
        data-testid="profile-birthday"
        aria-label={t('gerenziliao.birthday')}
        value={value ?? ''}
        min="1900-01-01"
        max={toDateString(new Date())}
        disabled={locked}
        onChange={(e) => onChange(e.target.value || null)}
        className={s.birthday}
      />
    </Form.Item>
  );
}

/** The country, with its calling code, chosen from the list opened in place. */
export function ProfileCountry(p: { countries: Country[]; nameOf: (c: Country) => string; value: string | null; onChange: (code: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const chosen = p.countries.find((c) => c.code === p.value);
  return (
    <>
      <Form.Item label={t('gerenziliao.country')} onClick={() => setOpen((was) => !was)} clickable arrowIcon>
        <span data-testid="profile-country" className={chosen ? undefined : 'muted'}>
          {chosen ? `${p.nameOf(chosen)} (+${chosen.phoneCode})` : (p.value ?? t('gerenziliao.countryPlaceholder'))}
        </span>
      </Form.Item>
      {open ? (
        <CountryChooser
          countries={p.countries}
          nameOf={p.nameOf}
          onClose={() => setOpen(false)}
          onPick={(c) => {
            p.onChange(c.code);
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}
