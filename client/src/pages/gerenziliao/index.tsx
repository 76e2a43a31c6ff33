import { useMemo, useState } from 'react';
import { Button, ErrorBlock, Form, Input, List, Selector, SpinLoading, TextArea } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_TAGS } from '@sandbox/shared/constants';
import { GENDER, KYC_STATUS } from '@sandbox/shared/status';
import { CAPTCHA_SCENE, getPhoneCaptcha } from '../../api/auth.ts';
import { useCountries, useUpdateProfileMutation, type Country, type ProfileRequest } from '../../api/kyc.ts';
import { getMyUserInfo, type MyUserInfo } from '../../api/user.ts';
import { CountdownButton } from '../../components/countdown-button.tsx';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { showToast } from '../../lib/notify.ts';
import { useLangStore } from '../../store/lang-store.ts';

type Gender = (typeof GENDER)[keyof typeof GENDER];

interface ProfileForm {
  surname?: string;
  firstName?: string;
  gender?: Gender[];
  address?: string;
}

function useCountryName(): (country: Country) => string {
  const lang = useLangStore((s) => s.lang);
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([LANGUAGE_TAGS[lang]], { type: 'region' });
    } catch {
      names = null;
    }
    return (country: Country) => {
      const name = names?.of(country.code);
      return name && name !== country.code ? name : country.englishName;
    };
  }, [lang]);
}

/** The contract's phone rules: a national number of 4 to 15 digits, a 6-digit SMS code. */
const PHONE = /^\d{4,15}$/;
const SMS_CODE = /^\d{6}$/;
/** Used when the server does not say how long to wait before asking for another code. */
const DEFAULT_WAIT_SECONDS = 60;

const pad = (n: number) => String(n).padStart(2, '0');
const toDateString = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** Country chooser, opened in place: a searchable list of every country with its calling code. */
function CountryChooser({
  countries,
  nameOf,
  onClose,
  onPick,
}: {
  countries: Country[];
  nameOf: (c: Country) => string;
  onClose: () => void;
  onPick: (c: Country) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const q = search.trim().toLowerCase();
  const shown = q
    ? countries.filter((c) => [nameOf(c), c.englishName, c.chineseName, c.code, `+${c.phoneCode}`].some((s) => s.toLowerCase().includes(q)))
    : countries;
  return (
    <div style={{ borderTop: '1px solid var(--line)', borderBottom: '1px solid var(--line)' }}>
      <div style={{ padding: 12, display: 'flex', gap: 8, alignItems: 'center' }}>
        <Input
          clearable
          placeholder={t('gerenziliao.countrySearch')}
          value={search}
          onChange={setSearch}
          style={{ background: 'var(--bg)', borderRadius: 8, padding: '6px 12px', flex: 1 }}
        />
        <Button size="small" fill="none" onClick={onClose}>
          {t('common.cancel')}
        </Button>
      </div>
      <div style={{ overflowY: 'auto', maxHeight: 320 }} data-testid="country-list">
        {shown.length === 0 ? (
          <p className="muted" style={{ textAlign: 'center' }}>
            {t('gerenziliao.countryNone')}
          </p>
        ) : (
          <List>
            {shown.map((c) => (
              <List.Item key={c.code} onClick={() => onPick(c)} extra={`+${c.phoneCode}`} arrowIcon={false}>
                {nameOf(c)}
              </List.Item>
            ))}
          </List>
        )}
      </div>
    </div>
  );
}

function ProfileEditor({ info, countries }: { info: MyUserInfo; countries: Country[] }) {
  const { t } = useTranslation();
  const nameOf = useCountryName();
  const update = useUpdateProfileMutation();
  const profile = info.profile;
  const verified = info.kycStatus === KYC_STATUS.AUTHORIZED;
  // After verification a name or birthday that is set is fixed; an empty one can still be filled in once.
  const lockedField = {
    surname: verified && profile.surname !== null,
    firstName: verified && profile.firstName !== null,
    birthday: verified && profile.birthday !== null,
  };
  const locked = lockedField.surname || lockedField.firstName || lockedField.birthday;
  const [birthday, setBirthday] = useState<string | null>(profile.birthday);
  const [country, setCountry] = useState<string | null>(profile.country);
  const [countryOpen, setCountryOpen] = useState(false);
  const chosen = countries.find((c) => c.code === country);

  // The phone is also a sign-in identity: a new number is proved with an SMS code sent to it
  // (security scene); the number the user already has needs none.
  const [saved, setSaved] = useState({ phoneCode: info.countryCode ?? '', phone: info.phone ?? '' });
  const [phoneCode, setPhoneCode] = useState(info.countryCode ?? chosen?.phoneCode ?? '');
  const [phone, setPhone] = useState(info.phone ?? '');
  const [smsCode, setSmsCode] = useState('');
  const [phoneCodeOpen, setPhoneCodeOpen] = useState(false);
  const [showPhoneErrors, setShowPhoneErrors] = useState(false);
  const typedPhone = phone.trim();
  const phoneChanged = typedPhone !== '' && (typedPhone !== saved.phone || phoneCode !== saved.phoneCode);
  const phoneValid = PHONE.test(typedPhone) && phoneCode !== '';
  const phoneProblem = !phoneChanged ? null : !phoneValid ? 'phoneInvalid' : !SMS_CODE.test(smsCode.trim()) ? 'smsCodeMissing' : null;

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
    if (phoneProblem) {
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
      ...(phoneChanged ? { phoneCode, phone: typedPhone, smsCode: smsCode.trim() } : {}),
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
        <div className="note" style={{ marginBottom: 12 }} data-testid="profile-locked">
          {t('gerenziliao.lockedHint')}
        </div>
      ) : null}
      <section className="card" style={{ padding: 0, overflow: 'hidden' }}>
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
            <Selector tabIndex={0}
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
              style={{ border: 0, background: 'transparent', font: 'inherit', color: 'inherit', width: '100%', padding: 0 }}
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
          <Form.Item
            label={t('gerenziliao.phone')}
            layout="vertical"
            description={
              showPhoneErrors && phoneProblem === 'phoneInvalid' ? (
                <span style={{ color: 'var(--adm-color-danger)' }} data-testid="profile-phone-error">
                  {t('gerenziliao.phoneInvalid')}
                </span>
              ) : (
                t('gerenziliao.phoneHint')
              )
            }
          >
            <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
              <Button
                size="small"
                fill="outline"
                aria-label={phoneCode ? `+${phoneCode} ${t('gerenziliao.phoneCode')}` : t('gerenziliao.phoneCode')}
                data-testid="profile-phone-code"
                onClick={() => setPhoneCodeOpen((open) => !open)}
              >
                {phoneCode ? `+${phoneCode}` : t('gerenziliao.phoneCode')}
              </Button>
              <Input
                type="tel"
                inputMode="numeric"
                maxLength={15}
                value={phone}
                onChange={(value) => setPhone(value.replace(/\D/g, ''))}
                placeholder={t('gerenziliao.phonePlaceholder')}
                autoComplete="tel-national"
                aria-label={t('gerenziliao.phone')}
                data-testid="profile-phone"
                style={{ flex: 1 }}
              />
            </div>
          </Form.Item>
          {phoneCodeOpen ? (
            <CountryChooser
              countries={countries}
              nameOf={nameOf}
              onClose={() => setPhoneCodeOpen(false)}
              onPick={(c) => {
                setPhoneCode(c.phoneCode);
                setPhoneCodeOpen(false);
              }}
            />
          ) : null}
          {phoneChanged ? (
            <Form.Item
              label={t('gerenziliao.smsCode')}
              extra={<CountdownButton key={`${phoneCode} ${typedPhone}`} onSend={sendCode} disabled={!phoneValid} />}
              description={
                showPhoneErrors && phoneProblem === 'smsCodeMissing' ? (
                  <span style={{ color: 'var(--adm-color-danger)' }} data-testid="profile-sms-error">
                    {t('gerenziliao.smsCodeMissing')}
                  </span>
                ) : undefined
              }
            >
              <Input
                inputMode="numeric"
                maxLength={6}
                value={smsCode}
                onChange={setSmsCode}
                placeholder={t('gerenziliao.smsCodePlaceholder')}
                autoComplete="one-time-code"
                data-testid="profile-sms-code"
              />
            </Form.Item>
          ) : null}
        </Form>
      </section>
    </div>
  );
}

/**
 * Personal information (gerenziliao): surname, first name, gender, birthday, country (every
 * country with its calling code, from ext.countryList) and address, saved with user.updateKYC.
 * and the phone (calling code from the same list; a new number needs the SMS code sent to it,
 * since it also signs in). Name and birthday lock once basic
 * verification is authorized (the server refuses changes then).
 */
export default function PersonalInfoPage() {
  const { t } = useTranslation();
  const me = useQuery({ queryKey: ['me', 'profile'], queryFn: getMyUserInfo, gcTime: 0 });
  const countries = useCountries();
  const title = t('gerenziliao.title');

  let content: React.ReactNode;
  if (me.isPending || countries.isPending) {
    content = <SpinLoading aria-label={t('common.loading')} style={{ margin: '48px auto' }} />;
  } else if (me.isError || countries.isError) {
    content = (
      <ErrorBlock
        status="default"
        title={t('gerenziliao.loadFailed')}
        description={
          <Button
            onClick={() => {
              if (me.isError) void me.refetch();
              if (countries.isError) void countries.refetch();
            }}
          >
            {t('renzhengResult.retry')}
          </Button>
        }
      />
    );
  } else {
    content = <ProfileEditor info={me.data} countries={countries.data} />;
  }
  return (
    <main className="screen" aria-label={title}>
      <ScreenHeader title={title} />
      {content}
    </main>
  );
}
