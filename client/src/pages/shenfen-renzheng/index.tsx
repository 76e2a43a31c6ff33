import { useState } from 'react';
import { Button, ErrorBlock, Form, Input, Selector, SpinLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { DOC_TYPE, KYC_STATUS, UPLOAD_BIZ } from '@sandbox/shared/status';
import { useApplyKycMutation, useKycList, type KycRecord } from '../../api/kyc.ts';
import { ImageUpload, type UploadedImage } from '../../components/image-upload.tsx';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { routes } from '../../lib/route-paths.ts';

type DocType = (typeof DOC_TYPE)[keyof typeof DOC_TYPE];

interface BasicForm {
  realName: string;
  docType: DocType[];
  docNumber: string;
}

const DOC_NUMBER = /^[A-Za-z0-9-]{4,32}$/;

/** The newest basic (level 1) submission, if any. */
const latestBasic = (records: KycRecord[] | undefined): KycRecord | undefined => records?.find((r) => r.level === 1);

/**
 * Basic identity verification (shenfenRenzheng): name, document type and number, and the
 * photos (ID card front and back; passport photo page and portrait page) with the photo
 * guidance of SPEC.md section 5. A user whose submission is waiting or authorized sees the
 * result page instead; a rejected one sees the reason above the form and may resubmit.
 */
export default function IdentityBasicPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useKycList();
  const apply = useApplyKycMutation();
  const [form] = Form.useForm<BasicForm>();
  const [docType, setDocType] = useState<DocType>(DOC_TYPE.ID_CARD);
  const [front, setFront] = useState<UploadedImage | null>(null);
  const [second, setSecond] = useState<UploadedImage | null>(null);
  const [photoError, setPhotoError] = useState(false);

  const title = t('shenfenRenzheng.title');
  if (list.isPending) {
    return (
      <main className="screen" aria-label={title}>
        <ScreenHeader title={title} />
        <SpinLoading aria-label={t('common.loading')} style={{ margin: '48px auto' }} />
      </main>
    );
  }
  if (list.isError) {
    return (
      <main className="screen" aria-label={title}>
        <ScreenHeader title={title} />
        <ErrorBlock
          status="default"
          title={t('renzhengResult.loadFailed')}
          description={<Button onClick={() => void list.refetch()}>{t('renzhengResult.retry')}</Button>}
        />
      </main>
    );
  }

  const latest = latestBasic(list.data);
  if (latest && (latest.status === KYC_STATUS.PENDING || latest.status === KYC_STATUS.AUTHORIZED)) {
    return <Navigate to={routes.identityResult} replace />;
  }

  const passport = docType === DOC_TYPE.PASSPORT;
  const submit = async (v: BasicForm) => {
    const photosMissing = !front || !second;
    setPhotoError(photosMissing);
    if (!front || !second) return;
    try {
      await apply.mutateAsync({
        realName: v.realName.trim(),
        docType,
        docNumber: v.docNumber.trim(),
        frontUploadId: front.id,
        ...(passport ? { portraitUploadId: second.id } : { backUploadId: second.id }),
      });
      void navigate(routes.identityResult, { replace: true });
    } catch {
      // The http instance has shown the server's message (document in use, photo missing...).
    }
  };

  return (
    <main className="screen" aria-label={title}>
      <ScreenHeader title={title} />
      <div className="screen__body">
        {latest?.status === KYC_STATUS.REJECTED ? (
          <div className="note" role="alert" data-testid="kyc-rejected" style={{ marginBottom: 12, color: 'var(--down)' }}>
            {t('shenfenRenzheng.rejected', { reason: latest.rejectReason ?? '-' })}
          </div>
        ) : null}
        <section className="card" style={{ padding: 0, overflow: 'hidden' }}>
          <Form
            form={form}
            layout="vertical"
            initialValues={{ docType: [DOC_TYPE.ID_CARD] }}
            onFinish={(v: BasicForm) => void submit(v)}
            onFinishFailed={() => setPhotoError(!front || !second)}
            footer={
              <Button block type="submit" color="primary" size="large" loading={apply.isPending} disabled={apply.isPending} data-testid="kyc-submit">
                {t('shenfenRenzheng.submit')}
              </Button>
            }
          >
            <Form.Item
              name="realName"
              label={t('shenfenRenzheng.realName')}
              rules={[{ required: true, whitespace: true, message: t('shenfenRenzheng.realNamePlaceholder') }]}
            >
              <Input placeholder={t('shenfenRenzheng.realNamePlaceholder')} maxLength={64} autoComplete="name" />
            </Form.Item>
            <Form.Item name="docType" label={t('shenfenRenzheng.docType')} rules={[{ required: true }]}>
              <Selector tabIndex={0}
                columns={2}
                options={[
                  { label: t('shenfenRenzheng.idCard'), value: DOC_TYPE.ID_CARD },
                  { label: t('shenfenRenzheng.passport'), value: DOC_TYPE.PASSPORT },
                ]}
                onChange={(values) => {
                  const next = values[0];
                  if (next !== undefined && next !== docType) {
                    setDocType(next);
                    setSecond(null);
                  }
                }}
              />
            </Form.Item>
            <Form.Item
              name="docNumber"
              label={t('shenfenRenzheng.docNumber')}
              rules={[
                { required: true, message: t('shenfenRenzheng.docNumberPlaceholder') },
                { pattern: DOC_NUMBER, message: t('shenfenRenzheng.docNumberInvalid') },
              ]}
            >
              <Input placeholder={t('shenfenRenzheng.docNumberPlaceholder')} maxLength={32} />
            </Form.Item>
            <Form.Item label={t('shenfenRenzheng.photos')}>
              <div style={{ display: 'flex', gap: 12, paddingTop: 8 }}>
                <ImageUpload
                  biz={UPLOAD_BIZ.KYC}
                  label={passport ? t('shenfenRenzheng.photoPage') : t('shenfenRenzheng.front')}
                  value={front}
                  onChange={setFront}
                  disabled={apply.isPending}
                  testId="kyc-front"
                />
                <ImageUpload
                  key={docType}
                  biz={UPLOAD_BIZ.KYC}
                  label={passport ? t('shenfenRenzheng.portraitPage') : t('shenfenRenzheng.back')}
                  value={second}
                  onChange={setSecond}
                  disabled={apply.isPending}
                  testId="kyc-second"
                />
              </div>
              {photoError && (!front || !second) ? (
                <div role="alert" data-testid="kyc-photo-missing" style={{ color: 'var(--down)', fontSize: 13, marginTop: 8 }}>
                  {passport ? t('shenfenRenzheng.passportPhotosMissing') : t('shenfenRenzheng.idPhotosMissing')}
                </div>
              ) : null}
            </Form.Item>
          </Form>
        </section>
        <section className="card" aria-labelledby="kyc-guide" data-testid="kyc-guide">
          <h2 id="kyc-guide" className="section-title">
            {t('shenfenRenzheng.guideTitle')}
          </h2>
          <ul className="muted" style={{ margin: 0, paddingLeft: 18, lineHeight: 1.8 }}>
            <li>{t('shenfenRenzheng.guideBorder')}</li>
            <li>{t('shenfenRenzheng.guideBrightness')}</li>
            <li>{t('shenfenRenzheng.guideFocus')}</li>
          </ul>
        </section>
      </div>
    </main>
  );
}
