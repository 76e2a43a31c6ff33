import { Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { UPLOAD_BIZ } from '@sandbox/shared/status';
import { ImageUpload, type UploadedImage } from '../../components/image-upload.tsx';
import s from './kyc.module.css';

export interface KycPhotosProps {
  /** A passport asks for its photo page and portrait page, an ID card for its front and back. */
  passport: boolean;
  /** The document type: a new one starts the second photo afresh. */
  docType: number;
  front: UploadedImage | null;
  onFront: (image: UploadedImage | null) => void;
  second: UploadedImage | null;
  onSecond: (image: UploadedImage | null) => void;
  disabled: boolean;
  /** Says which photos are still missing (after a submit without them). */
  showMissing: boolean;
}

/** The document's two photos, and what is missing once a submit was tried without them. */
export function KycPhotos(p: KycPhotosProps) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('shenfenRenzheng.photos')}>
      <div className={s.photos}>
        <ImageUpload
          biz={UPLOAD_BIZ.KYC}
          label={p.passport ? t('shenfenRenzheng.photoPage') : t('shenfenRenzheng.front')}
          value={p.front}
          onChange={p.onFront}
          disabled={p.disabled}
          testId="kyc-front"
        />
        <ImageUpload
          key={p.docType}
          biz={UPLOAD_BIZ.KYC}
          label={p.passport ? t('shenfenRenzheng.portraitPage') : t('shenfenRenzheng.back')}
          value={p.second}
          onChange={p.onSecond}
          disabled={p.disabled}
          testId="kyc-second"
        />
      </div>
      {p.showMissing && (!p.front || !p.second) ? (
        <div role="alert" data-testid="kyc-photo-missing" className={s.photoAlert}>
          {p.passport ? t('shenfenRenzheng.passportPhotosMissing') : t('shenfenRenzheng.idPhotosMissing')}
        </div>
      ) : null}
    </Form.Item>
  );
}

/** The photo guidance of SPEC.md section 5: all four edges, enough light, in focus. */
export function KycPhotoGuide() {
  const { t } = useTranslation();
  return (
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
  );
}
