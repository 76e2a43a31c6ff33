import { useTranslation } from 'react-i18next';
import { periodParts } from '../../api/second-contract.ts';

/** A period as "30 s", "2 min", "1 h" in the user's language. */
export function PeriodLabel({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  const { unit, count } = periodParts(seconds);
  return <>{t(`secondContract.period.${unit}`, { n: count })}</>;
}
