import { ProgressCircle } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { CONTENT_PAGES } from '../../api/content.ts';
import { useCreditScore } from '../../api/credit.ts';
import { ContentPageView } from '../../features/content/index.ts';
import styles from './credit-score.module.css';

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
    <section className={`card ${styles.creditScore}`} data-testid="credit-score">
      <ProgressCircle className={styles.meter} percent={value === undefined ? 0 : (value / MAX_SCORE) * 100}>
        <strong className={styles.scoreValue} data-testid="score-value">
          {value ?? '--'}
        </strong>
      </ProgressCircle>
      <div>
        <p className={styles.title}>{t('credit.yourScore')}</p>
        <p className={`muted ${styles.caption}`}>
          {t('credit.outOf', { max: MAX_SCORE })}
        </p>
      </div>
    </section>
  );
  return <ContentPageView page={CONTENT_PAGES.creditScore} title={t('my.menu.creditScore')} lead={lead} testId="credit-score-page" />;
}
