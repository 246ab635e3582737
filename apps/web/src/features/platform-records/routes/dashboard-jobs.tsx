import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { JOB_VIEWS, type Job } from '@forkly/contracts';
import { DataTable, SelectFilter, useListParams, type Column } from '../../../components/data-table';
import { paths } from '../../../config/paths';
import { useDateTimeFormat } from '../../../lib/date-format';
import { useJobs } from '../api/get-jobs';
import { JobRetryButton } from '../components/job-retry-button';
import { jobStatus, refundOrderId, STATUS_STYLES } from '../lib/job-state';

const FILTER_KEYS = ['view'] as const;

/**
 * /dashboard/jobs (ADMIN): the job queue (decision 019) — mail waiting to go out, refunds the
 * payment provider has not taken yet, the unpaid-order sweeper — and a retry for a dead job.
 */
export function Component() {
  const { t } = useTranslation('platformRecords');
  const formatDate = useDateTimeFormat();
  const list = useListParams(FILTER_KEYS);
  const query = useJobs(list.apiQuery);
  const kindLabel = (job: Job) => t(`jobs.kinds.${job.kind}`, { defaultValue: job.kind });
  const columns: Column<Job>[] = [
    {
      id: 'kind',
      header: t('jobs.columns.kind'),
      cell: (job) => {
        const orderId = refundOrderId(job);
        return (
          <div className="flex flex-col">
            <span className="font-semibold">{kindLabel(job)}</span>
            {orderId && (
              <Link className="text-sm text-brand-700 underline" to={`${paths.dashboard.orders}?order=${encodeURIComponent(orderId)}`}>
                {t('jobs.order', { id: orderId })}
              </Link>
            )}
          </div>
        );
      },
    },
    {
      id: 'state',
      header: t('jobs.columns.state'),
      cell: (job) => {
        const status = jobStatus(job);
        return (
          <span className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[status]}`}>
            {t(`jobs.states.${status}`)}
          </span>
        );
      },
    },
    { id: 'runAt', header: t('jobs.columns.runAt'), cell: (job) => <span className="whitespace-nowrap">{formatDate(job.runAt)}</span> },
    { id: 'attempts', header: t('jobs.columns.attempts'), cell: (job) => t('jobs.attemptsOf', { attempts: job.attempts, max: job.maxAttempts }) },
    { id: 'lastError', header: t('jobs.columns.lastError'), cell: (job) => <span className="break-words text-sm">{job.lastError ?? '—'}</span> },
    {
      id: 'action',
      header: t('jobs.columns.action'),
      cell: (job) => (job.state === 'dead' ? <JobRetryButton job={job} label={kindLabel(job)} /> : null),
    },
  ];
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">{t('jobs.title')}</h1>
        <p className="mt-1 text-stone-700">{t('jobs.intro')}</p>
      </div>
      <DataTable
        caption={t('jobs.title')}
        columns={columns}
        rowKey={(job) => job.id}
        query={query}
        list={list}
        empty={<p>{t('jobs.empty')}</p>}
        toolbar={
          <SelectFilter
            label={t('jobs.filters.view')}
            value={list.filters.view}
            onChange={(value) => list.setFilter('view', value)}
            allLabel={t('jobs.filters.all')}
            options={JOB_VIEWS.map((view) => ({ value: view, label: t(`jobs.views.${view}`) }))}
          />
        }
      />
    </div>
  );
}
