import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../stores/toast-store';
import { useResendVerification } from '../api/resend-verification';

/**
 * Shown when login was refused because the e-mail is not verified yet: asks for a new link for
 * the username or e-mail that was typed (decision 016).
 */
export function ResendVerification({ loginId }: { loginId: string }) {
  const { t } = useTranslation(['auth', 'errors']);
  const resend = useResendVerification();
  const [sent, setSent] = useState(false);

  const onClick = async () => {
    try {
      await resend.mutateAsync(loginId);
    } catch (error) {
      toast.error(errorMessage(t, error));
      return;
    }
    setSent(true);
    toast.success(t('auth:login.resendSent'));
  };

  return (
    <div className="flex flex-col gap-3">
      <Button variant="secondary" size="lg" loading={resend.isPending} onClick={onClick}>
        {t('auth:login.resendLink')}
      </Button>
      {sent && (
        <p role="status" className="flex items-start gap-2 text-sm text-green-800">
          <MailCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{t('auth:login.resendSent')}</span>
        </p>
      )}
    </div>
  );
}
