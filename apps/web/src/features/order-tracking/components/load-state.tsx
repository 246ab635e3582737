import { useTranslation } from 'react-i18next';
import { LoadingOverlay } from '../../../components/feedback/loading-overlay';
import { Button } from '../../../components/ui/button';

/** Loading and failure inside a profile tab, under the page's own heading. */
export function LoadState({ error, message, onRetry }: { error?: boolean; message?: string; onRetry: () => void }) {
  const { t } = useTranslation('tracking');
  if (!error) return <LoadingOverlay fullScreen={false} />;
  return (
    <div role="alert" className="flex flex-col items-start gap-3 py-10">
      <p className="text-ink">{message ?? t('loadFailed')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
