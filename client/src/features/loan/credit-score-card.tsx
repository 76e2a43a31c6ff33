import { ProgressCircle } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { NO_VALUE_TEXT } from '@sandbox/shared/constants';
import { useCreditScore } from '../../api/credit.ts';
import styles from './credit-score-card.module.css';

/** The contract's range of User.creditScore (user.userInfo: 0 to 1000). */
const MAX_SCORE = 1000;

/** The user's credit score out of 1000 (the loan module's, api/credit.ts) on a meter. */
export function CreditScoreCard() {
  const { t } = useTranslation();
  const value = useCreditScore().data;
  return (
    <section className={`card ${styles.creditScore}`} data-testid="credit-score">
      <ProgressCircle className={styles.meter} percent={value === undefined ? 0 : (value / MAX_SCORE) * 100}>
        <strong className={styles.scoreValue} data-testid="score-value">
          {value ?? NO_VALUE_TEXT}
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
}
