import { useState } from 'react';

/** The browser's own midnight as an ISO instant: "today" is the viewer's day, not the server's. */
export function localMidnight(now = new Date()): string {
  const midnight = new Date(now);
  midnight.setHours(0, 0, 0, 0);
  return midnight.toISOString();
}

/** Fixed for the life of the page, so the overview's query key does not change on each render. */
export function useLocalMidnight(): string {
  const [midnight] = useState(localMidnight);
  return midnight;
}
