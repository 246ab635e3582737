import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { jobsEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { auditKeys } from '../../../lib/query-keys';
import { platformRecordKeys } from './platform-records-keys';

type JobsQuery = Record<string, string | number>;

/**
 * GET /jobs (ADMIN): the job queue, soonest due first. The list's sort keys are left out: the
 * server refuses parameters it does not take.
 */
export function getJobs({ orderBy: _orderBy, sortBy: _sortBy, ...query }: JobsQuery, signal?: AbortSignal) {
  return callEndpoint(jobsEndpoints.listJobs, { query }, { signal });
}

export const jobsQueryOptions = (query: JobsQuery) =>
  queryOptions({ queryKey: platformRecordKeys.jobList(query), queryFn: ({ signal }) => getJobs(query, signal) });

export function useJobs(query: JobsQuery) {
  return useQuery({ ...jobsQueryOptions(query), placeholderData: keepPreviousData });
}

/** POST /jobs/{id}/retry: a dead job is queued again now, with fresh attempts (recorded in the audit log). */
export function retryJob(id: number) {
  return callEndpoint(jobsEndpoints.retryJob, { params: { id } });
}

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: platformRecordKeys.jobs() }), queryClient.invalidateQueries({ queryKey: auditKeys.all() })]),
  });
}
