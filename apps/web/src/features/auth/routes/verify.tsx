import { CircleCheck, CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { paths, restorePlus } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-message';
import { useVerifyEmail } from '../api/verify-email';
import { AuthHeading } from '../components/auth-heading';
import { AuthLink } from '../components/auth-links';

/** /auth/verify?verificationCode=: confirms the e-mail of a regular sign-up. */
export function Component() {
  const { t } = useTranslation(['auth', 'errors']);
  const [search] = useSearchParams();
  const raw = search.get('verificationCode') ?? search.get('verificationcode');
  const code = raw ? restorePlus(raw) : undefined;
  const verification = useVerifyEmail(code);

  let body;
  if (!code) body = <Outcome ok={false} text={t('auth:verify.missingCode')} />;
  else if (verification.isPending) {
    body = (
      <p role="status" className="flex items-center gap-3 text-stone-700">
        <Spinner size={20} /> {t('auth:verify.pending')}
      </p>
    );
  } else if (verification.isError) body = <Outcome ok={false} text={errorMessage(t, verification.error)} />;
  else body = <Outcome ok text={t('auth:verify.success')} />;

  return (
    <div className="flex flex-col gap-6">
      <AuthHeading title={t('auth:verify.title')} />
      {body}
      <AuthLink to={paths.auth.login}>{t('auth:verify.login')}</AuthLink>
    </div>
  );
}

function Outcome({ ok, text }: { ok: boolean; text: string }) {
  const Icon = ok ? CircleCheck : CircleX;
  return (
    <p role={ok ? 'status' : 'alert'} className={`flex items-start gap-3 ${ok ? 'text-green-800' : 'text-red-800'}`}>
      <Icon aria-hidden className="size-6 shrink-0" />
      <span>{text}</span>
    </p>
  );
}
