import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { isSameFlow, useSignupProgress, useSignupStore } from '../../../stores/signup-store';
import { AuthHeading } from '../components/auth-heading';
import { useInvitationCheck } from '../api/check-invitation';
import { AuthLink } from '../components/auth-links';
import { InvitationProblem } from '../components/invitation-problem';
import { StepIndicator, type RegisterStep } from '../components/step-indicator';
import { useRegisterParams } from '../lib/register-params';

const STEP_OF_SEGMENT: Record<string, RegisterStep> = { register: 'basic', address: 'address', 'login-info': 'loginInfo' };

/** Registration wrapper (SPEC.md section 2): reads type and verificationcode, shows the step. */
export function Component() {
  const { t } = useTranslation('auth');
  const { type, code } = useRegisterParams();
  const { pathname } = useLocation();
  const segment = pathname.replace(/\/$/, '').split('/').pop() ?? '';
  const onSuccessPage = segment === 'success';

  // Data left from another link (another type or invitation) must not leak into this one.
  const stored = useSignupStore((s) => s.data);
  useEffect(() => {
    if (type && stored.type && !onSuccessPage && !isSameFlow(stored, type, code)) useSignupStore.getState().reset();
  }, [type, code, stored, onSuccessPage]);

  const progress = useSignupProgress(type ?? 'regular', code);
  // An invitation link is checked before any step is filled in. If the check itself fails (offline),
  // the form is shown: completing the account checks the link again and says why it is refused.
  const invitation = useInvitationCheck(onSuccessPage ? undefined : code);
  if (onSuccessPage) return <Outlet />;

  const problem = !type ? 'invalidType' : type !== 'regular' && !code ? 'missingCode' : undefined;
  if (problem) {
    return (
      <div className="flex flex-col gap-6">
        <AuthHeading title={t('register.title.regular')} />
        <p role="alert" className="text-red-800">
          {t(`register.${problem}`)}
        </p>
        <div className="flex flex-col gap-2 text-sm">
          <AuthLink to={paths.auth.register.basic('regular')}>{t('register.startRegular')}</AuthLink>
          <AuthLink to={paths.auth.partner()}>{t('login.becomePartner')}</AuthLink>
        </div>
      </div>
    );
  }

  if (code && invitation.isPending) {
    return (
      <div className="flex flex-col gap-6" aria-busy="true">
        <AuthHeading title={t(`register.title.${type}`)} />
        <p role="status" className="text-stone-700">
          {t('invitation.checking')}
        </p>
      </div>
    );
  }
  const linkState = invitation.data?.state;
  if (code && linkState && linkState !== 'usable') {
    return (
      <div className="flex flex-col gap-6">
        <AuthHeading title={t(`register.title.${type}`)} />
        <InvitationProblem state={linkState} code={code} />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <AuthHeading title={t(`register.title.${type}`)}>{t(`register.subtitle.${type}`)}</AuthHeading>
      <StepIndicator current={STEP_OF_SEGMENT[segment]} done={{ basic: progress.basicDone, address: progress.addressDone, loginInfo: false }} />
      <Outlet />
      {type === 'regular' && (
        <p className="text-sm text-stone-700">
          {t('register.alreadyHaveAccount')} <AuthLink to={paths.auth.login}>{t('login.submit')}</AuthLink>
        </p>
      )}
    </div>
  );
}
