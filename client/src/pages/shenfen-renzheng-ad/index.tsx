import { Button, ErrorBlock, Form, Input, Result, SpinLoading, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { KYC_LEVEL, KYC_STATUS } from '@sandbox/shared/status';
import { useApplyAdvancedMutation, useKycList } from '../../api/kyc.ts';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { useUserStore } from '../../store/user-store.ts';
import { routes } from '../../lib/route-paths.ts';

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

const PHONE_CODE = /^\d{1,4}$/;
const PHONE = /^\d{4,15}$/;

/**
 * Advanced identity verification (shenfenRenzhengAd): contact phone, current address and an
 * emergency contact. Open once basic verification is authorized; a waiting or authorized
 * submission shows the result page instead; a rejected one shows the reason above the form.
 */
export default function IdentityAdvancedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useKycList();
  const apply = useApplyAdvancedMutation();
  const userCode = useUserStore((s) => s.userInfo.countryCode);
  const defaultCode = typeof userCode === 'string' && PHONE_CODE.test(userCode) ? userCode : '1';
  const title = t('shenfenRenzhengAd.title');

  const frame = (content: React.ReactNode) => (
    <main className="screen" aria-label={title}>
      <ScreenHeader title={title} />
      {content}
    </main>
  );

  if (list.isPending) return frame(<SpinLoading aria-label={t('common.loading')} style={{ margin: '48px auto' }} />);
  if (list.isError) {
    return frame(
      <ErrorBlock
        status="default"
        title={t('renzhengResult.loadFailed')}
        description={<Button onClick={() => void list.refetch()}>{t('renzhengResult.retry')}</Button>}
      />,
    );
  }

  const basic = list.data.find((r) => r.level === KYC_LEVEL.BASIC);
  const advanced = list.data.find((r) => r.level === KYC_LEVEL.ADVANCED);
  if (advanced && (advanced.status === KYC_STATUS.PENDING || advanced.status === KYC_STATUS.AUTHORIZED)) {
    return <Navigate to={routes.identityResult} replace />;
  }
  if (basic?.status !== KYC_STATUS.AUTHORIZED) {
    return frame(
      <Result
        status="info"
        title={t('renzhengResult.advancedNeedsBasic')}
        description={
          <Button color="primary" onClick={() => void navigate(basic ? routes.identityResult : routes.identityBasic)} data-testid="kyc-ad-go-basic" style={{ marginTop: 12 }}>
            {basic ? t('renzhengResult.title') : t('renzhengResult.start')}
          </Button>
        }
      />,
    );
  }

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
      void navigate(routes.identityResult, { replace: true });
    } catch {
      // The http instance has shown the server's message.
    }
  };

  const required = (message: string) => ({ required: true, whitespace: true, message });
  const codeRule = { pattern: PHONE_CODE, message: t('shenfenRenzhengAd.phoneCodeInvalid') };
  const phoneRule = { pattern: PHONE, message: t('shenfenRenzhengAd.phoneInvalid') };
  const addressRule = { min: 4, message: t('shenfenRenzhengAd.addressShort') };

  return frame(
    <div className="screen__body">
      {advanced?.status === KYC_STATUS.REJECTED ? (
        <div className="note" role="alert" data-testid="kyc-ad-rejected" style={{ marginBottom: 12, color: 'var(--down)' }}>
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
    </div>,
  );
}
