import { useTranslation } from 'react-i18next';
import { LoadingOverlay } from '../../../components/feedback/loading-overlay';
import { Button } from '../../../components/ui/button';

/**
 * Loading and failure inside a profile page. Not the shared ErrorScreen: that one brings its own
 * h1, and these pages already have theirs.
 */
export function LoadState({ error, onRetry }: { error?: boolean; onRetry: () => void }) {
  const { t } = useTranslation('account');
  if (!error) return <LoadingOverlay fullScreen={false} />;
  return (
    <div role="alert" className="flex flex-col items-start gap-3 py-10">
      <p className="text-ink">{t('loadFailed')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
