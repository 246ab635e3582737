import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Job } from '@forkly/contracts';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../stores/toast-store';
import { useRetryJob } from '../api/get-jobs';

/** Queues a dead job again now (ADMIN); the list refreshes and the audit log records it. */
export function JobRetryButton({ job, label }: { job: Job; label: string }) {
  const { t } = useTranslation(['platformRecords', 'errors']);
  const retry = useRetryJob();
  const run = async () => {
    try {
      await retry.mutateAsync(job.id);
      toast.success(t('platformRecords:jobs.retried', { kind: label }));
    } catch (err) {
      toast.error(errorMessage(t, err));
    }
  };
  return (
    <Button
      size="sm"
      variant="secondary"
      disabled={retry.isPending}
      onClick={() => void run()}
      aria-label={t('platformRecords:jobs.retryJob', { kind: label, id: job.id })}
    >
      <RotateCcw aria-hidden className="size-4" />
      {t('platformRecords:jobs.retry')}
    </Button>
  );
}
