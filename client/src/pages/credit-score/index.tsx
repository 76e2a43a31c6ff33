import { ProgressCircle } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { CONTENT_PAGES } from '../../api/content.ts';
import { useCreditScore } from '../../api/credit.ts';
import { ContentPageView } from '../../features/content/index.ts';

/** The contract's range of User.creditScore (user.userInfo: 0 to 1000). */
const MAX_SCORE = 1000;

/**
 * Credit score (personal menu): the user's score out of 1000 (the loan module's, api/credit.ts),
 * then what raises and lowers it (the server's content page).
 */
export default function CreditScorePage() {
  const { t } = useTranslation();
  const value = useCreditScore().data;
  const lead = (
    <section className="card" style={{ display: 'flex', alignItems: 'center', gap: 16 }} data-testid="credit-score">
      <ProgressCircle percent={value === undefined ? 0 : (value / MAX_SCORE) * 100} style={{ '--size': '88px', '--track-width': '6px' }}>
        <strong style={{ fontSize: 22 }} data-testid="score-value">
          {value ?? '--'}
        </strong>
      </ProgressCircle>
      <div>
        <p style={{ margin: 0, fontWeight: 600 }}>{t('credit.yourScore')}</p>
        <p className="muted" style={{ margin: '4px 0 0', fontSize: 13 }}>
          {t('credit.outOf', { max: MAX_SCORE })}
        </p>
      </div>
    </section>
  );
  return <ContentPageView page={CONTENT_PAGES.creditScore} title={t('my.menu.creditScore')} lead={lead} testId="credit-score-page" />;
}
