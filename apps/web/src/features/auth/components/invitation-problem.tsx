import { useTranslation } from 'react-i18next';
import type { InvitationLinkState } from '@forkly/contracts';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-message';
import { useRenewInvitation } from '../api/check-invitation';
import { AuthLink } from './auth-links';

type Problem = Exclude<InvitationLinkState, 'usable'>;

/**
 * What an invitation link that cannot make an account says on the first step (issue 22), instead
 * of a form that would be refused at the last: used (log in), expired or replaced (ask for a new
 * link, mailed to the invited address), unknown (open the link from the mail again).
 */
export function InvitationProblem({ state, code }: { state: Problem; code: string }) {
  const { t } = useTranslation(['auth', 'errors']);
  const renewal = useRenewInvitation();
  const renewable = state === 'expired' || state === 'replaced';
  return (
    <div className="flex flex-col gap-4">
      <div role="alert" className="flex flex-col gap-1 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200">
        <p className="font-semibold text-ink">{t(`auth:invitation.${state}.title`)}</p>
        <p className="text-stone-800">{t(`auth:invitation.${state}.text`)}</p>
      </div>
      {renewable &&
        (renewal.isSuccess ? (
          <p role="status" className="rounded-2xl bg-emerald-50 p-4 text-emerald-900 ring-1 ring-emerald-200">
            {t('auth:invitation.renewed')}
          </p>
        ) : (
          <div className="flex flex-col items-start gap-2">
            <Button onClick={() => renewal.mutate(code)} disabled={renewal.isPending}>
              {t('auth:invitation.renew')}
            </Button>
            {renewal.isError && (
              <p role="alert" className="text-sm font-medium text-red-700">
                {errorMessage(t, renewal.error)}
              </p>
            )}
          </div>
        ))}
      <div className="flex flex-col gap-2 text-sm">
        {state === 'used' ? (
          <AuthLink to={paths.auth.login}>{t('auth:invitation.login')}</AuthLink>
        ) : (
          <AuthLink to={paths.auth.partner()}>{t('auth:login.becomePartner')}</AuthLink>
        )}
      </div>
    </div>
  );
}
