import { Button, Form, Input, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOC_TYPE, KYC_STATUS } from '@sandbox/shared/status';
import { useApplyKycMutation, type KycRecord } from '../../api/kyc.ts';
import type { UploadedImage } from '../../components/image-upload.tsx';
import { KycPhotoGuide, KycPhotos } from './kyc-photos.tsx';
import { DOC_NUMBER } from './kyc-rules.ts';
import ids from './identity.module.css';

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
  // The second photo belongs to the document type: another type asks for it afresh.
  const changeDocType = (next: DocType) => {
    if (next === docType) return;
    setDocType(next);
    setSecond(null);
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
          <KycDocumentFields onDocType={changeDocType} />
          <KycPhotos
            passport={passport}
            docType={docType}
            front={front}
            onFront={setFront}
            second={second}
            onSecond={setSecond}
            disabled={apply.isPending}
            showMissing={photoError}
          />
        </Form>
      </section>
      <KycPhotoGuide />
    </div>
  );
}

/** The holder's name and the document's type and number, fields of the basic form. */
function KycDocumentFields({ onDocType }: { onDocType: (docType: DocType) => void }) {
  const { t } = useTranslation();
  return (
    <>
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
            if (next !== undefined) onDocType(next);
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
    </>
  );
}
