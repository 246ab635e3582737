import { useRef } from 'react';

/**
 * A dialog opened without a Radix trigger (from a table row, after a form) has nowhere to send the
 * focus when it closes, so it would land on the page's body. This remembers what had the focus
 * when the dialog opened and gives it back on closing, if that control is still on the page.
 *
 * The action may have taken the control away (a cancelled order leaves the "at risk" table with its
 * buttons): then the focus goes to the heading of the section the control was in, so a keyboard or
 * screen reader user goes on from where they were, not from the top of the page. Without such a
 * section, Radix's own default applies.
 */
export function useReturnFocus(known?: HTMLElement | null) {
  const opener = useRef<HTMLElement | null>(null);
  const sections = useRef<HTMLElement[]>([]);
  return {
    /**
     * Call from onOpenAutoFocus: nothing has moved the focus yet. A dialog that takes over from
     * another (add → "start a new basket?") opens while the focus is inside the closing one, so its
     * opener is passed in as `known`.
     */
    remember() {
      const active = document.activeElement;
      opener.current = known ?? (active instanceof HTMLElement && active !== document.body ? active : null);
      sections.current = enclosingSections(opener.current);
    },
    /** Call from onCloseAutoFocus; true when it placed the focus. */
    restore(event: Event): boolean {
      const control = opener.current;
      const home = sections.current;
      opener.current = null;
      sections.current = [];
      const target = control?.isConnected ? control : sectionHeading(home);
      if (!target) return false;
      event.preventDefault();
      target.focus();
      if (target === control && home.length) followRemoval(control, home);
      return true;
    },
  };
}

/** How long after closing a list may still take the control away (its refetch after the action). */
const REMOVAL_WATCH_MS = 10_000;

/**
 * The action's list is read again after the dialog closed, and the control the focus went back to
 * may go with it: then, unless the user has moved on, the focus goes to its section's heading.
 */
function followRemoval(control: HTMLElement, home: HTMLElement[]) {
  const observer = new MutationObserver(() => {
    if (control.isConnected) return;
    stop();
    const active = document.activeElement;
    if (!active || active === document.body) sectionHeading(home)?.focus();
  });
  const timer = setTimeout(() => observer.disconnect(), REMOVAL_WATCH_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(home.at(-1)!, { childList: true, subtree: true });
}

/**
 * A control about to take itself away (a basket line's Remove): once it is gone, the focus goes to
 * its section's heading instead of falling to the page's body. Call before the removal.
 */
export function focusSectionAfterRemoval(control: HTMLElement) {
  const sections = enclosingSections(control);
  requestAnimationFrame(() => {
    if (control.isConnected) return;
    const active = document.activeElement;
    if (!active || active === document.body) sectionHeading(sections)?.focus();
  });
}

/** The sections around an element, innermost first. */
function enclosingSections(element: HTMLElement | null): HTMLElement[] {
  const found: HTMLElement[] = [];
  for (let at = element?.parentElement?.closest('section'); at; at = at.parentElement?.closest('section')) found.push(at as HTMLElement);
  return found;
}

/**
 * The heading of the innermost section still on the page that has one (a table's own section has
 * only a caption), else that section itself; made focusable by script if it is not already.
 */
function sectionHeading(sections: HTMLElement[]): HTMLElement | null {
  const present = sections.filter((section) => section.isConnected);
  if (!present.length) return null;
  const target = present.map((section) => section.querySelector<HTMLElement>('h1, h2, h3, h4')).find(Boolean) ?? present[0]!;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  return target;
}
