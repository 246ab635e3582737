import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../ui/button';

interface UnauthorizedProps {
  /** Defaults to 'You are not authorized to access this page'. */
  message?: string;
  /** Where Exit goes; without it Exit goes back (or home when there is no history). */
  exitTo?: string;
  hideExit?: boolean;
}

export function Unauthorized({ message, exitTo, hideExit = false }: UnauthorizedProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const exit = () => {
    if (exitTo) void navigate(exitTo);
    // 'default' is the key of the first entry: going back would leave the app.
    else if (location.key !== 'default') void navigate(-1);
    else void navigate('/');
  };
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-stone-100">
        <Lock className="h-7 w-7 text-ink" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold text-ink">{message ?? t('feedback.unauthorized')}</h1>
      {!hideExit && (
        <Button variant="secondary" onClick={exit}>
          {t('feedback.exit')}
        </Button>
      )}
    </section>
  );
}
