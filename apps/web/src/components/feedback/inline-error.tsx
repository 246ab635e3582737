import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';

/**
 * 'Oops an error occured' with Retry inside a panel or list (SPEC.md section 2), where the
 * full-page ErrorScreen with its own heading would be too much.
 */
export function InlineError({ onRetry, className }: { onRetry: () => unknown; className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={clsx('flex flex-col items-start gap-3', className)}>
      <p className="font-semibold text-ink">{t('feedback.errorTitle')}</p>
      <Button variant="secondary" onClick={() => void onRetry()}>
        {t('feedback.retry')}
      </Button>
    </div>
  );
}
