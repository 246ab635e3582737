import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { AuthHeading } from '../components/auth-heading';
import { AuthLink } from '../components/auth-links';
import { LoggedInRedirect } from '../components/logged-in-redirect';
import { LoginForm } from '../components/login-form';

/** The same login for staff; the heading tells them they are in the right place. */
export function Component() {
  const { t } = useTranslation('auth');
  return (
    <LoggedInRedirect>
      <div className="flex flex-col gap-6">
        <ShieldCheck aria-hidden className="size-10 text-brand-700" />
        <AuthHeading title={t('login.adminTitle')}>{t('login.adminSubtitle')}</AuthHeading>
        <LoginForm />
        <AuthLink to={paths.auth.forgotPassword}>{t('login.forgotPassword')}</AuthLink>
      </div>
    </LoggedInRedirect>
  );
}
