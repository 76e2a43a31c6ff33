import { Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { routeWith, routes } from '../../lib/route-paths.ts';
import s from './withdrawal.module.css';

export interface WithdrawalSecurityProps {
  password: string;
  onPassword: (value: string) => void;
  passwordProblem: boolean;
  googleBound: boolean;
  googleCode: string;
  onGoogleCode: (value: string) => void;
  googleProblem: boolean;
}

/** The withdrawal password (its rule under the field), the authenticator code when one is bound, and the way to change the password. */
export function WithdrawalSecurity(p: WithdrawalSecurityProps) {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  return (
    <section className="card">
      <p className={`muted ${s.label}`}>{t('tixian.password')}</p>
      <Input
        type="password"
        value={p.password}
        onChange={p.onPassword}
        aria-label={t('tixian.password')}
        aria-describedby="withdrawal-password-hint"
        data-testid="withdrawal-password"
        autoComplete="off"
        className={s.passwordInput}
      />
      {/* The rule under the field, not as its placeholder: the sentence is wider than the field in most languages (issue 17). */}
      <p id="withdrawal-password-hint" role={p.passwordProblem ? 'alert' : undefined} className={p.passwordProblem ? s.hintAlert : s.hint}>
        {t('tixian.passwordPlaceholder')}
      </p>
      {p.googleBound && (
        <>
          <p className="muted">{t('tixian.googleCode')}</p>
          <Input
            value={p.googleCode}
            onChange={p.onGoogleCode}
            inputMode="numeric"
            maxLength={6}
            placeholder={t('tixian.googleCodePlaceholder')}
            aria-label={t('tixian.googleCode')}
            data-testid="google-code"
          />
          {p.googleProblem && (
            <p role="alert" className={s.alert}>
              {t('tixian.googleCodePlaceholder')}
            </p>
          )}
        </>
      )}
      <button type="button" className={`link ${s.changePassword}`} onClick={() => openRoute(routeWith(routes.withdrawalPassword, { from: routes.withdrawal }))}>
        {t('tixian.changePassword')}
      </button>
    </section>
  );
}
