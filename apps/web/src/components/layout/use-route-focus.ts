import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * A new screen often removes the control that had the focus (the login form, a menu's dialog), and
 * the browser then drops the focus on <body>: the next Tab starts wherever the old control was, and
 * a screen reader says nothing. After each change of path, if the focus is lost, it goes to the
 * page's <main> (tabIndex -1), so Tab continues with the new page's content and Shift+Tab reaches
 * the header. A focus something else placed on purpose (a dialog giving it back) is left alone.
 */
export function useRouteFocus(main: React.RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // After the commit: a closing dialog hands the focus back in its own effect first.
    const timer = window.setTimeout(() => {
      const active = document.activeElement;
      const lost = !active || active === document.body || !active.isConnected;
      if (lost) main.current?.focus({ preventScroll: true });
    }, 50);
    return () => window.clearTimeout(timer);
  }, [pathname, main]);
}
