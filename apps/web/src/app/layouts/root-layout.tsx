import { useRef } from 'react';
import { Outlet, ScrollRestoration, useRouteError } from 'react-router';
import { ErrorScreen } from '../../components/feedback/error-screen';
import { Footer } from '../../components/layout/footer';
import { Header } from '../../components/layout/header';
import { LogoMark, Wordmark } from '../../components/layout/logo';
import { useRouteFocus } from '../../components/layout/use-route-focus';

/** The frame of every screen: header (with the one toast), the page, footer and scroll restoration. */
export function Component() {
  const main = useRef<HTMLElement>(null);
  useRouteFocus(main);
  return (
    <div className="flex min-h-dvh flex-col">
      <Header />
      <main ref={main} id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}

/**
 * Anything a page throws ends here. The shell is kept minimal on purpose: the header itself might
 * be what failed. Retry reloads, which also fixes a chunk that vanished after a new deployment.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center px-4 sm:px-6">
          <a href="/" className="inline-flex items-center gap-2">
            <LogoMark />
            <Wordmark />
          </a>
        </div>
      </header>
      <main id="main" className="flex-1">
        <ErrorScreen onRetry={() => window.location.reload()} />
      </main>
    </div>
  );
}
