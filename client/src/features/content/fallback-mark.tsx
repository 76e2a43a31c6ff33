import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import s from './content.module.css';

/** What every content item says about its language (contract: shownLanguage). */
export interface ShownLanguage {
  language: string;
  fallback: boolean;
}

/**
 * The visible marker of an item shown in English because it lacks the reader's language
 * (issue 16): a small tag beside the title, worded in the reader's language.
 */
export function FallbackMark({ item }: { item: ShownLanguage }) {
  const { t } = useTranslation();
  if (!item.fallback) return null;
  return (
    <span title={t('content.fallbackHint')} data-testid="fallback-mark" className={s.fallback}>
      <Tag color="warning" fill="outline">
        {t('content.fallback')}
      </Tag>
    </span>
  );
}
