import { useEffect } from 'react';

export const TITLE_FLASH_MS = 1_000;

/**
 * Alternates the tab's title with `flash` (e.g. "(2) New orders") while it is set, so a kitchen on
 * another tab sees it; the page's own title comes back when it is cleared. The normal title is read
 * again on each tick, so a page that changes it meanwhile keeps its new one.
 */
export function useTitleFlash(flash: string | undefined): void {
  useEffect(() => {
    if (!flash) return;
    let normal = document.title;
    const timer = setInterval(() => {
      if (document.title === flash) {
        document.title = normal;
      } else {
        normal = document.title;
        document.title = flash;
      }
    }, TITLE_FLASH_MS);
    document.title = flash;
    return () => {
      clearInterval(timer);
      if (document.title === flash) document.title = normal;
    };
  }, [flash]);
}
