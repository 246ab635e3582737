/**
 * Every LISTEN/NOTIFY channel in one place (issue 11). Each change has one notification path:
 * the triggers of migrations 0001-0003, 0015 and 0018 send user_changed, live_event, courier_moved and
 * catalogue_changed (their SQL spells the same names); the application sends session_revoked
 * and jobs_due itself, inside the transaction that makes the change, so they arrive on commit.
 */
export const CHANNELS = {
  /** Trigger on users and restaurants (0001): payload is the user id. */
  userChanged: 'user_changed',
  /** Triggers of 0015 and 0018 (decision 038): a row of live_events was written; payload is its id. */
  liveEvent: 'live_event',
  /** Trigger on courier_profiles (0002): payload is the courier's user id. */
  courierMoved: 'courier_moved',
  /** Trigger on the catalogue tables (0003): payload is the table name. */
  catalogueChanged: 'catalogue_changed',
  /** Application (features/auth): payload is the revoked session ids, comma-separated. */
  sessionRevoked: 'session_revoked',
  /** Application (features/jobs): a job became due now; payload is its kind. Wakes the workers. */
  jobsDue: 'jobs_due',
} as const;
