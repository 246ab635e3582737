import { useEffect, useState } from 'react';

/**
 * The current time, moving on every `everyMs` (default 30 s): what a screen that says "in 4 min"
 * re-renders with. Nothing else ticks.
 */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
