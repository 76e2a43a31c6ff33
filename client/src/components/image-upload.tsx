import { useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CameraOutline, CloseCircleFill, ExclamationCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { COMPRESSION_MIN_WIDTH, COMPRESSION_WIDTH, compressionQuality } from '@sandbox/shared/constants';
import { fetchUploadBlob, uploadImage, type UploadBiz, type UploadedFile } from '../api/upload.ts';
import { showToast } from '../lib/notify.ts';
import styles from './image-upload.module.css';
import { Spinner } from './spinner.tsx';

/** What a form keeps of an upload: its id (sent with the form) and url (for the preview). */
export type UploadedImage = Pick<UploadedFile, 'id' | 'url'>;

export interface ImageUploadProps {
  /** Purpose of the upload (UPLOAD_BIZ). */
  biz: UploadBiz;
  /** Caption under the tile, e.g. "Front of the ID card". */
  label: string;
  value?: UploadedImage | null;
  onChange?: (value: UploadedImage | null) => void;
  disabled?: boolean;
  /** Prefix of the test ids of the tile (`<testId>`, `<testId>-input`, `<testId>-preview`, `<testId>-error`). */
  testId?: string;
}

/**
 * SPEC.md section 5 and 9: images under 200 KB are sent as they are; larger ones are
 * compressed on the device (quality by size, width 1080, minimum width 10). compressorjs
 * loads with the first large image only. A compression failure sends the original.
 */
export async function prepareImage(file: File): Promise<Blob> {
  const quality = compressionQuality(file.size);
  if (quality === null) return file;
  const { default: Compressor } = await import('compressorjs');
  return new Promise<Blob>((resolve) => {
    new Compressor(file, {
      quality,
      width: COMPRESSION_WIDTH,
      minWidth: COMPRESSION_MIN_WIDTH,
      success: (result) => resolve(result.size < file.size ? result : file),
      error: () => resolve(file),
    });
  });
}

const isImage = (file: File) => file.type.startsWith('image/');

/** The extension for a compressed blob's type, so the multipart part keeps a sensible name. */
function filenameFor(original: File, blob: Blob): string {
  if (blob === original) return original.name;
  const ext = blob.type.split('/')[1] ?? 'jpg';
  return `${original.name.replace(/\.[^.]*$/, '') || 'image'}.${ext === 'jpeg' ? 'jpg' : ext}`;
}

/** Preview of an upload, read with the token header (owner-only files). */
function UploadPreview({ url, alt, testId }: { url: string; alt: string; testId?: string }) {
  const { t } = useTranslation();
  const blob = useQuery({ queryKey: ['upload-blob', url], queryFn: () => fetchUploadBlob(url), staleTime: Infinity, retry: 1 });
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!blob.data) return undefined;
    const objectUrl = URL.createObjectURL(blob.data);
    setSrc(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob.data]);

  if (blob.isError) {
    return (
      <span className={`${styles.state} ${styles.stateError}`} data-testid={testId ? `${testId}-preview-error` : undefined}>
        <ExclamationCircleOutline fontSize={24} />
        {t('imageUpload.previewFailed')}
      </span>
    );
  }
  if (!src) return <Spinner className={styles.spinner} label={t('common.loading')} />;
  return <img src={src} alt={alt} className={styles.img} data-testid={testId ? `${testId}-preview` : undefined} />;
}

/**
 * Picking a file for the tile: refuse what is not an image, compress a large one, upload it
 * (sys.upload with the purpose code) and hand the stored image to `onChange`. `busy` while it
 * goes; `error` says why the last pick failed.
 */
function useImagePick(biz: UploadBiz, onChange: ImageUploadProps['onChange']) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (!isImage(file)) {
      const message = t('imageUpload.notImage');
      setError(message);
      showToast({ icon: 'fail', content: message, duration: 2000 });
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const blob = await prepareImage(file);
      const result = await uploadImage(blob, biz, filenameFor(file, blob));
      onChange?.({ id: result.id, url: result.url });
    } catch (e) {
      // The http instance has already shown the server's message as a toast.
      setError(e instanceof Error && e.message && e.message !== 'Error' ? e.message : t('imageUpload.failed'));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, clearError: () => setError(null), pick };
}

/** The tile's face: uploading, the stored image, or the invitation to tap. */
function TileContent({ busy, value, label, testId }: { busy: boolean; value: UploadedImage | null | undefined; label: string; testId?: string }) {
  const { t } = useTranslation();
  if (busy) {
    return (
      <span className={styles.state}>
        <Spinner className={styles.spinner} />
        {t('imageUpload.uploading')}
      </span>
    );
  }
  if (value) return <UploadPreview url={value.url} alt={label} testId={testId} />;
  return (
    <span className={styles.state}>
      <CameraOutline fontSize={28} />
      {t('imageUpload.tap')}
    </span>
  );
}

/**
 * One image tile: pick (camera or gallery), check it is an image, compress when large, upload
 * (sys.upload with the purpose code) and show the stored image. Tap again to replace it.
 */
export function ImageUpload({ biz, label, value, onChange, disabled, testId }: ImageUploadProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const { busy, error, clearError, pick } = useImagePick(biz, onChange);

  const locked = disabled || busy;
  return (
    <div className={styles.root} data-testid={testId}>
      <label
        htmlFor={inputId}
        className={[styles.tile, error ? styles.tileError : '', locked ? styles.tileLocked : ''].filter(Boolean).join(' ')}
        aria-busy={busy}
      >
        <TileContent busy={busy} value={value} label={label} testId={testId} />
        <input
          id={inputId}
          type="file"
          accept="image/*"
          hidden
          disabled={locked}
          aria-label={label}
          data-testid={testId ? `${testId}-input` : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Reset so that picking the same file again fires a change.
            event.target.value = '';
            void pick(file);
          }}
        />
      </label>
      {value && !busy && !disabled ? (
        <button
          type="button"
          className={styles.remove}
          aria-label={t('imageUpload.remove')}
          onClick={() => {
            clearError();
            onChange?.(null);
          }}
        >
          <CloseCircleFill fontSize={20} />
        </button>
      ) : null}
      <div className={styles.label}>{label}</div>
      {error ? (
        <div className={styles.error} role="alert" data-testid={testId ? `${testId}-error` : undefined}>
          {error}
        </div>
      ) : null}
    </div>
  );
}
