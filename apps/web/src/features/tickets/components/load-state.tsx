import { useTranslation } from 'react-i18next';
import { LoadingOverlay } from '../../../components/feedback/loading-overlay';
import { Button } from '../../../components/ui/button';

/** Loading and failure inside a tickets panel (the page around it already has its h1). */
export function LoadState({ error, onRetry }: { error?: boolean; onRetry: () => void }) {
  const { t } = useTranslation('tickets');
  if (!error) return <LoadingOverlay fullScreen={false} />;
  return (
    <div role="alert" className="flex flex-col items-start gap-3 py-6">
      <p className="text-ink">{t('loadFailed')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
