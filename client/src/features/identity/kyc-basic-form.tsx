import { Button, Form, Input, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOC_TYPE, KYC_STATUS, UPLOAD_BIZ } from '@sandbox/shared/status';
import { useApplyKycMutation, type KycRecord } from '../../api/kyc.ts';
import { ImageUpload, type UploadedImage } from '../../components/image-upload.tsx';
import { DOC_NUMBER } from './kyc-rules.ts';
import ids from './identity.module.css';
import s from './kyc.module.css';

type DocType = (typeof DOC_TYPE)[keyof typeof DOC_TYPE];

interface BasicForm {
  realName: string;
  docType: DocType[];
  docNumber: string;
}

/**
 * Basic identity verification: name, document type and number, and the photos (ID card front
 * and back; passport photo page and portrait page) with the photo guidance of SPEC.md section 5.
 * After a rejection (`latest`) the reason stands above the form. `onDone` runs once it is submitted.
 */
export function KycBasicForm({ latest, onDone }: { latest: KycRecord | undefined; onDone: () => void }) {
  const { t } = useTranslation();
  const apply = useApplyKycMutation();
  const [form] = Form.useForm<BasicForm>();
  const [docType, setDocType] = useState<DocType>(DOC_TYPE.ID_CARD);
  const [front, setFront] = useState<UploadedImage | null>(null);
  const [second, setSecond] = useState<UploadedImage | null>(null);
  const [photoError, setPhotoError] = useState(false);

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
      onDone();
    } catch {
      // The http instance has shown the server's message (document in use, photo missing...).
    }
  };

  return (
    <div className="screen__body">
      {latest?.status === KYC_STATUS.REJECTED ? (
        <div className={`note ${ids.rejected}`} role="alert" data-testid="kyc-rejected">
          {t('shenfenRenzheng.rejected', { reason: latest.rejectReason ?? '-' })}
        </div>
      ) : null}
      <section className={`card ${ids.flush}`}>
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
          <Form.Item name="realName" label={t('shenfenRenzheng.realName')} rules={[{ required: true, whitespace: true, message: t('shenfenRenzheng.realNamePlaceholder') }]}>
            <Input placeholder={t('shenfenRenzheng.realNamePlaceholder')} maxLength={64} autoComplete="name" />
          </Form.Item>
          <Form.Item name="docType" label={t('shenfenRenzheng.docType')} rules={[{ required: true }]}>
            <Selector
              tabIndex={0}
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
            <div className={s.photos}>
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
              <div role="alert" data-testid="kyc-photo-missing" className={s.photoAlert}>
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
        <ul className={`muted ${s.guide}`}>
          <li>{t('shenfenRenzheng.guideBorder')}</li>
          <li>{t('shenfenRenzheng.guideBrightness')}</li>
          <li>{t('shenfenRenzheng.guideFocus')}</li>
        </ul>
      </section>
    </div>
  );
}
