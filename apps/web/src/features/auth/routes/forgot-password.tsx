import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { AuthHeading } from '../components/auth-heading';
import { AuthLink } from '../components/auth-links';
import { RequestCodeForm } from '../components/request-code-form';
import { ResetPasswordForm } from '../components/reset-password-form';

/**
 * Two steps (DESIGN.md section 4): ask for a code by username, then set the new password with it.
 * The answer to step 1 never says whether the username exists.
 */
export function Component() {
  const { t } = useTranslation('auth');
  const [username, setUsername] = useState<string>();
  return (
    <div className="flex flex-col gap-6">
      <AuthHeading title={t('forgot.title')}>{username ? t('forgot.codeSent') : t('forgot.intro')}</AuthHeading>
      {username ? <ResetPasswordForm username={username} onRestart={() => setUsername(undefined)} /> : <RequestCodeForm onSent={setUsername} />}
      <AuthLink to={paths.auth.login}>{t('forgot.backToLogin')}</AuthLink>
    </div>
  );
}
