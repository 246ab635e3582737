/** A job's life (decision 019): queued (due at runAt), running (claimed by one instance), dead (gave up). */
export const JOB_STATES = ['queued', 'running', 'dead'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** The kinds of work the queue runs; the ADMIN screen names each one. */
export const JOB_KINDS = ['mail.send', 'order.refund', 'order.partial-refund', 'orders.sweep', 'dispatch.round', 'order.escalate'] as const;

/**
 * The ADMIN screen's filters: due (queued, runAt passed), scheduled (queued for later), running,
 * retrying (queued again after a failure), dead, and refund-due (a refund retrying or dead).
 */
export const JOB_VIEWS = ['due', 'scheduled', 'running', 'retrying', 'dead', 'refund-due'] as const;
export type JobView = (typeof JOB_VIEWS)[number];
