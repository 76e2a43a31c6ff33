import { Button, Form, Input, Result, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { KYC_STATUS } from '@sandbox/shared/status';
import { useApplyAdvancedMutation, type KycRecord } from '../../api/kyc.ts';
import { PHONE, PHONE_CODE } from './kyc-rules.ts';
import ids from './identity.module.css';
import s from './kyc.module.css';

interface AdvancedForm {
  contactPhoneCode: string;
  contactPhone: string;
  currentAddress: string;
  surname: string;
  name: string;
  relationship: string;
  phoneCode: string;
  phone: string;
  address: string;
}

/**
 * Advanced identity verification: contact phone, current address and an emergency contact.
 * After a rejection (`advanced`) the reason stands above the form. `onDone` runs once it is submitted.
 */
export function KycAdvancedForm({ advanced, defaultCode, onDone }: { advanced: KycRecord | undefined; defaultCode: string; onDone: () => void }) {
  const { t } = useTranslation();
  const apply = useApplyAdvancedMutation();

  const submit = async (v: AdvancedForm) => {
    try {
      await apply.mutateAsync({
        contactPhoneCode: v.contactPhoneCode.trim(),
        contactPhone: v.contactPhone.trim(),
        currentAddress: v.currentAddress.trim(),
        emergencyContact: {
          surname: v.surname.trim(),
          name: v.name.trim(),
          relationship: v.relationship.trim(),
          phoneCode: v.phoneCode.trim(),
          phone: v.phone.trim(),
          address: v.address.trim(),
        },
      });
      onDone();
    } catch {
      // The http instance has shown the server's message.
    }
  };

  const required = (message: string) => ({ required: true, whitespace: true, message });
  const codeRule = { pattern: PHONE_CODE, message: t('shenfenRenzhengAd.phoneCodeInvalid') };
  const phoneRule = { pattern: PHONE, message: t('shenfenRenzhengAd.phoneInvalid') };
  const addressRule = { min: 4, message: t('shenfenRenzhengAd.addressShort') };

  return (
    <div className="screen__body">
      {advanced?.status === KYC_STATUS.REJECTED ? (
        <div className={`note ${ids.rejected}`} role="alert" data-testid="kyc-ad-rejected">
          {t('shenfenRenzheng.rejected', { reason: advanced.rejectReason ?? '-' })}
        </div>
      ) : null}
      <Form
        layout="vertical"
        initialValues={{ contactPhoneCode: defaultCode, phoneCode: defaultCode }}
        onFinish={(v: AdvancedForm) => void submit(v)}
        footer={
          <Button block type="submit" color="primary" size="large" loading={apply.isPending} disabled={apply.isPending} data-testid="kyc-ad-submit">
            {t('shenfenRenzheng.submit')}
          </Button>
        }
      >
        <Form.Header>{t('shenfenRenzhengAd.contact')}</Form.Header>
        <Form.Item name="contactPhoneCode" label={t('shenfenRenzhengAd.phoneCode')} rules={[required(t('shenfenRenzhengAd.phoneCodeInvalid')), codeRule]}>
          <Input inputMode="numeric" maxLength={4} placeholder="1" aria-label={t('shenfenRenzhengAd.phoneCode')} />
        </Form.Item>
        <Form.Item name="contactPhone" label={t('shenfenRenzhengAd.phone')} rules={[required(t('shenfenRenzhengAd.phoneInvalid')), phoneRule]}>
          <Input inputMode="tel" maxLength={15} placeholder={t('shenfenRenzhengAd.phone')} autoComplete="tel-national" />
        </Form.Item>
        <Form.Item name="currentAddress" label={t('shenfenRenzhengAd.currentAddress')} rules={[required(t('shenfenRenzhengAd.currentAddress')), addressRule]}>
          <TextArea autoSize maxLength={256} placeholder={t('shenfenRenzhengAd.currentAddress')} data-testid="kyc-ad-current-address" />
        </Form.Item>
        <Form.Header>{t('shenfenRenzhengAd.emergency')}</Form.Header>
        <Form.Item name="surname" label={t('shenfenRenzhengAd.surname')} rules={[required(t('shenfenRenzhengAd.surname'))]}>
          <Input maxLength={64} placeholder={t('shenfenRenzhengAd.surname')} />
        </Form.Item>
        <Form.Item name="name" label={t('shenfenRenzhengAd.name')} rules={[required(t('shenfenRenzhengAd.name'))]}>
          <Input maxLength={64} placeholder={t('shenfenRenzhengAd.name')} />
        </Form.Item>
        <Form.Item name="relationship" label={t('shenfenRenzhengAd.relationship')} rules={[required(t('shenfenRenzhengAd.relationship'))]}>
          <Input maxLength={32} placeholder={t('shenfenRenzhengAd.relationship')} />
        </Form.Item>
        <Form.Item name="phoneCode" label={t('shenfenRenzhengAd.phoneCode')} rules={[required(t('shenfenRenzhengAd.phoneCodeInvalid')), codeRule]}>
          <Input inputMode="numeric" maxLength={4} placeholder="1" aria-label={`${t('shenfenRenzhengAd.emergency')} ${t('shenfenRenzhengAd.phoneCode')}`} />
        </Form.Item>
        <Form.Item name="phone" label={t('shenfenRenzhengAd.phone')} rules={[required(t('shenfenRenzhengAd.phoneInvalid')), phoneRule]}>
          <Input inputMode="tel" maxLength={15} placeholder={t('shenfenRenzhengAd.phone')} />
        </Form.Item>
        <Form.Item name="address" label={t('shenfenRenzhengAd.address')} rules={[required(t('shenfenRenzhengAd.address')), addressRule]}>
          <TextArea autoSize maxLength={256} placeholder={t('shenfenRenzhengAd.address')} />
        </Form.Item>
      </Form>
    </div>
  );
}

/** Advanced verification waits for the basic one: a way to it (its form, or its result when submitted). */
export function KycNeedsBasic({ submitted, onGo }: { submitted: boolean; onGo: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="info"
      title={t('renzhengResult.advancedNeedsBasic')}
      description={
        <Button color="primary" onClick={onGo} data-testid="kyc-ad-go-basic" className={s.goBasic}>
          {submitted ? t('renzhengResult.title') : t('renzhengResult.start')}
        </Button>
      }
    />
  );
}
