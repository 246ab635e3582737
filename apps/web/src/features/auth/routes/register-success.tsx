import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { AuthHeading } from '../components/auth-heading';
import { AuthLink } from '../components/auth-links';

/** The end of registration: a customer verifies the e-mail first; an invited partner can log in now. */
export function Component() {
  const { t } = useTranslation('auth');
  const { state } = useLocation();
  const regular = (state as { type?: string } | null)?.type === 'regular';
  return (
    <div className="flex flex-col items-start gap-6">
      <CircleCheck aria-hidden className="size-12 text-green-700" />
      <AuthHeading title={t('register.successTitle')}>{regular ? t('register.successRegular') : t('register.successPartner')}</AuthHeading>
      <AuthLink to={paths.auth.login}>{t('register.goToLogin')}</AuthLink>
    </div>
  );
}
