import type { ReactNode } from 'react';
import styles from './hero-card.module.css';

/**
 * The coloured summary card at the top of a domain screen: a label, one big figure, then the
 * caller's lines. Each screen has its look (background, label opacity, figure size).
 */
export type HeroLook = 'earn' | 'welfare' | 'vip' | 'loan' | 'team';

export function HeroCard({
  look,
  testId,
  label,
  figure,
  figureTestId,
  children,
}: {
  look: HeroLook;
  testId: string;
  /** Without a label the card carries only its children (a failed load's retry). */
  label?: ReactNode;
  figure?: ReactNode;
  figureTestId?: string;
  children?: ReactNode;
}) {
  return (
    <section className={`card ${styles.hero} ${styles[look]}`} data-testid={testId}>
      {label !== undefined && (
        <>
          <p className={styles.label}>{label}</p>
          <p className={styles.figure} data-testid={figureTestId}>
            {figure}
          </p>
        </>
      )}
      {children}
    </section>
  );
}

/** Two figures at the card's two ends ("Today: … Total: …"). */
export function HeroSplit({ children }: { children: ReactNode }) {
  return <div className={styles.split}>{children}</div>;
}
