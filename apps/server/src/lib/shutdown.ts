export interface ShutdownOptions {
  /** Closes everything in order: stop taking requests, finish those in flight, close the database. */
  drain: () => Promise<void>;
  /** How long the drain may take before the process gives up on it. */
  deadlineMs: number;
  exit: (code: number) => void;
  log: (message: string) => void;
}

/**
 * What SIGTERM and SIGINT do (issue 23): the first drains, and exits 0 when the drain is done, or
 * 1 if it fails or is not done within the deadline (a database close that never returns must not
 * keep a stopped instance alive, holding its memory). A second signal exits 1 at once: an operator
 * pressing Ctrl+C twice means now.
 */
export function createShutdown(options: ShutdownOptions): (signal: string) => void {
  let draining = false;
  return (signal) => {
    if (draining) {
      options.log(`${signal} again: exiting now`);
      options.exit(1);
      return;
    }
    draining = true;
    options.log(`${signal}: shutting down (at most ${Math.round(options.deadlineMs / 1000)} s)`);
    const deadline = setTimeout(() => {
      options.log(`the shutdown did not finish within ${Math.round(options.deadlineMs / 1000)} s: exiting`);
      options.exit(1);
    }, options.deadlineMs);
    options.drain().then(
      () => {
        clearTimeout(deadline);
        options.exit(0);
      },
      (error: unknown) => {
        clearTimeout(deadline);
        options.log(`the shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
        options.exit(1);
      },
    );
  };
}
