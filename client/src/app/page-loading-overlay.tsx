import { useTranslation } from 'react-i18next';
import { Spinner } from '../components/spinner.tsx';
import { usePageLoading } from './page-loading.ts';

/** Full-screen overlay shown while a navigation loads its page (SPEC.md section 4). */
export function PageLoadingOverlay() {
  const { t } = useTranslation();
  const isLoading = usePageLoading((s) => s.isLoading);
  const { text, background } = usePageLoading((s) => s.options);
  if (!isLoading) return null;
  const dark = isDark(background);
  return (
    <div className="page-loading" role="status" aria-live="polite" style={{ background }}>
      <Spinner light={dark} />
      <span className="page-loading__text" style={{ color: dark ? '#fff' : undefined }}>
        {text || t('common.loading')}
      </span>
    </div>
  );
}

/** The spinner must stay visible on the dark page backgrounds (kline, taolilicai, kuangchi). */
function isDark(color: string): boolean {
  const hex = /^#([0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) return false;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  return 0.299 * r + 0.587 * g + 0.114 * b < 128;
}
