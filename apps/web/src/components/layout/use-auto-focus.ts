import { useEffect, useRef } from 'react';

/** Focuses the element when asked: a loaded menu replaces a stand-in that had focus. */
export function useAutoFocus<T extends HTMLElement>(enabled: boolean | undefined) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus();
  }, [enabled]);
  return ref;
}
