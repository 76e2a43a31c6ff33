import { Button, Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Country } from '../../api/kyc.ts';
import { CountdownButton } from '../../components/account-form-items.tsx';
import { CountryChooser } from './country-chooser.tsx';
import type { PhoneProblem } from './profile-rules.ts';
import s from './profile.module.css';

export interface ProfilePhoneProps {
  countries: Country[];
  nameOf: (c: Country) => string;
  phoneCode: string;
  onPhoneCode: (code: string) => void;
  phone: string;
  onPhone: (phone: string) => void;
  smsCode: string;
  onSmsCode: (code: string) => void;
  chooserOpen: boolean;
  onChooserOpen: (open: boolean) => void;
  check: { changed: boolean; valid: boolean; problem: PhoneProblem | null };
  showErrors: boolean;
  sendCode: () => Promise<number>;
}

/** The phone part of the profile: calling code (chosen in place), national number and, for a new number, the SMS code sent to it. */
export function ProfilePhone(p: ProfilePhoneProps) {
  const { t } = useTranslation();
  const { phoneCode, check } = p;
  return (
    <>
      <Form.Item
        label={t('gerenziliao.phone')}
        layout="vertical"
        description={
          p.showErrors && check.problem === 'phoneInvalid' ? (
            <span className={s.error} data-testid="profile-phone-error">
              {t('gerenziliao.phoneInvalid')}
            </span>
          ) : (
            t('gerenziliao.phoneHint')
          )
        }
      >
        <div className={s.phoneLine}>
          <Button
            size="small"
            fill="outline"
            aria-label={phoneCode ? `+${phoneCode} ${t('gerenziliao.phoneCode')}` : t('gerenziliao.phoneCode')}
            data-testid="profile-phone-code"
            onClick={() => p.onChooserOpen(!p.chooserOpen)}
          >
            {phoneCode ? `+${phoneCode}` : t('gerenziliao.phoneCode')}
          </Button>
          <Input
            type="tel"
            inputMode="numeric"
            maxLength={15}
            value={p.phone}
            onChange={(value) => p.onPhone(value.replace(/\D/g, ''))}
            placeholder={t('gerenziliao.phonePlaceholder')}
            autoComplete="tel-national"
            aria-label={t('gerenziliao.phone')}
            data-testid="profile-phone"
            className={s.phoneInput}
          />
        </div>
      </Form.Item>
      {p.chooserOpen ? (
        <CountryChooser
          countries={p.countries}
          nameOf={p.nameOf}
          onClose={() => p.onChooserOpen(false)}
          onPick={(c) => {
            p.onPhoneCode(c.phoneCode);
            p.onChooserOpen(false);
          }}
        />
      ) : null}
      {check.changed ? (
        <Form.Item
          label={t('gerenziliao.smsCode')}
          extra={<CountdownButton key={`${phoneCode} ${p.phone.trim()}`} onSend={p.sendCode} disabled={!check.valid} />}
          description={
            p.showErrors && check.problem === 'smsCodeMissing' ? (
              <span className={s.error} data-testid="profile-sms-error">
                {t('gerenziliao.smsCodeMissing')}
              </span>
            ) : undefined
          }
        >
          <Input
            inputMode="numeric"
            maxLength={6}
            value={p.smsCode}
            onChange={p.onSmsCode}
            placeholder={t('gerenziliao.smsCodePlaceholder')}
            autoComplete="one-time-code"
            data-testid="profile-sms-code"
          />
        </Form.Item>
      ) : null}
    </>
  );
}
