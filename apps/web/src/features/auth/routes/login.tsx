import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { AuthHeading } from '../components/auth-heading';
import { AuthLink } from '../components/auth-links';
import { LoggedInRedirect } from '../components/logged-in-redirect';
import { LoginForm } from '../components/login-form';

export function Component() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  return (
    <LoggedInRedirect>
      <div className="flex flex-col gap-6">
        <AuthHeading title={t('login.title')}>{t('login.subtitle')}</AuthHeading>
        <LoginForm />
        <div className="flex flex-col gap-2 text-sm text-stone-700">
          <AuthLink to={paths.auth.forgotPassword}>{t('login.forgotPassword')}</AuthLink>
          <p>
            {t('login.noAccount')}{' '}
            <AuthLink to={paths.auth.register.basic('regular')} state={location.state}>
              {t('login.register')}
            </AuthLink>
          </p>
          <p>
            {t('login.partnerPrompt')} <AuthLink to={paths.auth.partner()}>{t('login.becomePartner')}</AuthLink>
          </p>
        </div>
      </div>
    </LoggedInRedirect>
  );
}
