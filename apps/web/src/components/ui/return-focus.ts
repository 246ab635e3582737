import { useRef } from 'react';

/**
 * A dialog opened without a Radix trigger (from a table row, after a form) has nowhere to send the
 * focus when it closes, so it would land on the page's body. This remembers what had the focus
 * when the dialog opened and gives it back on closing, if that control is still on the page;
 * otherwise Radix's own default applies.
 */
export function useReturnFocus(known?: HTMLElement | null) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    /**
     * Call from onOpenAutoFocus: nothing has moved the focus yet. A dialog that takes over from
     * another (add → "start a new basket?") opens while the focus is inside the closing one, so its
     * opener is passed in as `known`.
     */
    remember() {
      const active = document.activeElement;
      opener.current = known ?? (active instanceof HTMLElement && active !== document.body ? active : null);
    },
    /** Call from onCloseAutoFocus; true when it placed the focus. */
    restore(event: Event): boolean {
      const target = opener.current;
      opener.current = null;
      if (!target?.isConnected) return false;
      event.preventDefault();
      target.focus();
      return true;
    },
  };
}
