import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { preloadWhenIdle } from './lazy-schema';

/**
 * A component whose code is not part of its page's first load: for what appears only after a
 * click or once data has arrived (an edit form, a dialog, the rating form of a delivered order),
 * whose form library or dialog primitives would otherwise weigh on every visit of the page.
 *
 * The download starts when the browser is first idle, so the part is normally there before it
 * is needed and then renders at once, as a static import would. Shown before that, `fallback`
 * (nothing by default) stands in until the code arrives; a failed download reaches the route's
 * error screen, whose Retry reloads. (No Suspense on purpose: a suspended first render holds
 * back the effects of the whole page until the code arrives.)
 */
export function deferredComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> & { preload: () => Promise<unknown> } {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  preloadWhenIdle(start, start);

  function Deferred(props: P) {
    const [state, setState] = useState<{ Component?: ComponentType<P>; error?: unknown }>(() => ({ Component: loaded }));
    useEffect(() => {
      if (state.Component || state.error) return;
      let live = true;
      start().then(
        (Component) => live && setState({ Component }),
        (error: unknown) => live && setState({ error }),
      );
      return () => {
        live = false;
      };
    }, [state]);
    if (state.error) throw state.error;
    return state.Component ? <state.Component {...props} /> : fallback;
  }
  /** Starts the download now, e.g. to show a dialog and the form inside it together. */
  Deferred.preload = start;
  return Deferred;
}
