import { useCallback, useState, type ComponentType, type HTMLAttributes, type ReactElement } from 'react';

/** What a deferred menu receives: open at once if the stand-in was clicked, focus if it had focus. */
export interface DeferredMenuProps {
  defaultOpen?: boolean;
  autoFocus?: boolean;
}

interface DeferredMenuOptions {
  load: () => Promise<ComponentType<DeferredMenuProps>>;
  /** A button that looks exactly like the real trigger. */
  placeholder: (props: HTMLAttributes<HTMLButtonElement>) => ReactElement;
}

/**
 * Radix menus with floating-ui weigh about 25 KB gzip, too much for the landing page's first
 * load (DESIGN.md section 8). A stand-in trigger renders first; the real menu loads as soon as the
 * person shows intent (hover, touch, focus, click) and takes over open and focus state. It is not
 * preloaded on idle: most visits never open it, and the download would compete with the page.
 */
export function DeferredMenu({ load, placeholder }: DeferredMenuOptions) {
  const [Menu, setMenu] = useState<ComponentType<DeferredMenuProps>>();
  const [intent, setIntent] = useState({ open: false, focus: false });
  const start = useCallback(() => {
    void load().then((component) => setMenu(() => component));
  }, [load]);

  if (Menu) return <Menu defaultOpen={intent.open} autoFocus={intent.focus} />;
  return placeholder({
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: start,
    onTouchStart: start,
    onFocus: () => {
      setIntent((i) => ({ ...i, focus: true }));
      start();
    },
    onBlur: () => setIntent((i) => ({ ...i, focus: false })),
    onClick: () => {
      setIntent({ open: true, focus: true });
      start();
    },
  });
}
