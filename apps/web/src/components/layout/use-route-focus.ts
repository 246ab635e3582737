import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a full page load waits for its main heading (the data behind it may still load). */
const HEADING_WAIT_MS = 5000;

/**
 * A new screen often removes the control that had the focus (the login form, a menu's dialog), and
 * the browser then drops the focus on <body>: the next Tab starts wherever the old control was, and
 * a screen reader says nothing. After each change of path, if the focus is lost, it goes to the
 * page's <main> (tabIndex -1), so Tab continues with the new page's content and Shift+Tab reaches
 * the header. A focus something else placed on purpose (a dialog giving it back) is left alone.
 *
 * A full page load (a link from a mail, the way back from the payment page) starts with the focus
 * on <body>, where a screen reader announces nothing of the page: it goes to the main heading once
 * the page shows it, unless the visitor has moved on already (issue 25).
 */
export function useRouteFocus(main: React.RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      const container = main.current;
      return container ? focusHeadingWhenShown(container) : undefined;
    }
    // After the commit: a closing dialog hands the focus back in its own effect first.
    const timer = window.setTimeout(() => {
      if (focusIsLost()) main.current?.focus({ preventScroll: true });
    }, 50);
    return () => window.clearTimeout(timer);
  }, [pathname, main]);
}

function focusIsLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

/** Focuses the container's first <h1> when it appears; gives up on any key, tap or timeout. */
function focusHeadingWhenShown(container: HTMLElement): () => void {
  let done = false;
  const stop = () => {
    done = true;
    observer.disconnect();
    window.clearTimeout(timer);
    window.removeEventListener('keydown', stop, true);
    window.removeEventListener('pointerdown', stop, true);
  };
  const attempt = () => {
    if (done) return;
    const heading = container.querySelector('h1');
    if (!heading) return;
    stop();
    if (!focusIsLost() || window.location.hash) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.classList.add('outline-none');
    heading.focus({ preventScroll: true });
  };
  const observer = new MutationObserver(attempt);
  const timer = window.setTimeout(stop, HEADING_WAIT_MS);
  window.addEventListener('keydown', stop, true);
  window.addEventListener('pointerdown', stop, true);
  observer.observe(container, { childList: true, subtree: true });
  attempt();
  return stop;
}
