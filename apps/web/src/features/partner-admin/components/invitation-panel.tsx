import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PartnerRequestDetail } from '@forkly/contracts';
import { Button } from '../../../components/ui/button';
import { useDateTimeFormat } from '../../../lib/date-format';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../stores/toast-store';
import { useResendInvitation } from '../api/resend-invitation';

/** The invitation of an approved request: when it went out, whether its link still works, and a resend. */
export function InvitationPanel({ request }: { request: PartnerRequestDetail }) {
  const { t } = useTranslation(['partnerAdmin', 'errors']);
  const formatDate = useDateTimeFormat();
  const resend = useResendInvitation();
  const { invitation } = request;
  const canResend = request.status === 'APPROVED';
  if (!invitation && !canResend) return null;

  const onResend = async () => {
    try {
      await resend.mutateAsync(request.id);
      toast.success(t('partnerAdmin:toasts.invitation'));
    } catch (err) {
      toast.error(errorMessage(t, err));
    }
  };

  return (
    <section aria-labelledby="partner-invitation-heading" className="flex flex-col gap-2">
      <h3 id="partner-invitation-heading" className="text-base font-bold text-ink">
        {t('partnerAdmin:invitation.heading')}
      </h3>
      {invitation && (
        <p className="text-sm text-stone-800">
          <span className="font-semibold">{t(`partnerAdmin:invitation.state.${invitation.state}`)}</span>
          {' · '}
          {t('partnerAdmin:invitation.sentAt', { date: formatDate(invitation.invitedAt), until: formatDate(invitation.expiresAt) })}
        </p>
      )}
      {canResend && (
        <div className="flex flex-col gap-1">
          <Button variant="secondary" loading={resend.isPending} onClick={() => void onResend()} className="self-start">
            <Send aria-hidden className="size-4" />
            {t('partnerAdmin:invitation.resend')}
          </Button>
          <p className="text-xs text-stone-600">{t('partnerAdmin:invitation.resendHint')}</p>
        </div>
      )}
    </section>
  );
}
