import { lazy, Suspense, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { ToasterHost } from '../feedback/toaster-host';
import { useSession } from '../../lib/session';
import { CartButton } from './cart-button';
import { LanguageMenuSlot, VisitorMenuSlot } from './header-menus';
import { LogoMark, Wordmark } from './logo';

/** Loaded only for a logged-in person: it brings the active-user query and its schema (zod). */
const AccountActions = lazy(() => import('./account-actions').then((m) => ({ default: m.AccountActions })));

/**
 * SPEC.md section 2: inside the customer area the logo toggles between the restaurant list and
 * the landing page; everywhere else it goes home.
 */
export function logoTarget(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === paths.details.root) return paths.home;
  if (path.startsWith(`${paths.details.root}/`)) return paths.details.root;
  return paths.home;
}

/**
 * The header grows while a toast shows in it; what sticks below it (a menu's category row) reads
 * its height from `--header-height`, so the toast pushes that row down instead of covering it.
 */
function useHeaderHeightVariable() {
  const header = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const node = header.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--header-height', `${node.offsetHeight}px`));
    observer.observe(node);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--header-height');
    };
  }, []);
  return header;
}

export function Header() {
  const { t } = useTranslation();
  const header = useHeaderHeightVariable();
  const { pathname } = useLocation();
  const status = useSession((s) => s.status);
  return (
    <header ref={header} className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-800 focus:ring-2 focus:ring-brand-700"
      >
        {t('skipToContent')}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
        <Link
          to={logoTarget(pathname)}
          aria-label={t('header.home')}
          className="mr-auto inline-flex items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700"
        >
          <LogoMark />
          <Wordmark className="hidden min-[400px]:inline" />
        </Link>
        {/* While the stored session is read nothing account-specific is shown, to avoid a flash. */}
        {status === 'anonymous' && (
          <>
            <LanguageMenuSlot />
            <Link
              to={paths.auth.register.basic('regular')}
              className="inline-flex h-10 items-center rounded-full bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {t('header.register')}
            </Link>
          </>
        )}
        <CartButton />
        {status === 'authenticated' && (
          <Suspense fallback={<span className="h-10 w-10" />}>
            <AccountActions />
          </Suspense>
        )}
        {status === 'anonymous' && <VisitorMenuSlot />}
      </div>
      <ToasterHost />
    </header>
  );
}
