import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './index.css';
import { AppProviders } from './app/providers';
import { createRouter } from './app/router';
import { initI18n } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { restoreSession } from './lib/session';
import { readPageData, seedPageData } from './page-data';

const router = createRouter();

/** Resolves once the first route's lazy modules are loaded. */
function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

const sessionRestored = restoreSession();
// A page the server rendered (the restaurant list or a menu) brings the answers it was rendered
// with: the first render uses them, so it draws the same screen, not a loading state in between.
const pageData = readPageData();
if (pageData) seedPageData(queryClient, pageData);

// The first render waits for the language chunk and the route's code, so no screen flashes
// untranslated keys, and a prerendered page is replaced in one commit with nothing blank between.
// As a transition it renders in slices between which the browser stays responsive (the
// prerendered page, already on screen, stays until the commit).
const container = document.getElementById('root')!;
// Only a prerendered page (the landing) holds fields a visitor may have typed into already; a page
// rendered on the server is adopted (hydrated), its fields with it.
const takeover =
  container.hasChildNodes() && !pageData
    ? import('./app/keep-typed-input').then(({ KeepTypedInput, watchPrerendered }) => ({ KeepTypedInput, watched: watchPrerendered(container) }))
    : undefined;

// The server renders for a visitor who is not logged in; the first render waits for the session
// to be read, or it would draw the customer area's loading state over the rendered page.
void Promise.all([initI18n(), routerReady(), takeover, pageData && sessionRestored]).then(([, , keep]) => {
  const app = <AppProviders router={router} />;
  if (pageData) {
    // The same tree as entry-prerender.tsx's renderPage: React adopts the nodes on screen instead
    // of replacing them (no second layout of the page). Should anything differ, React renders
    // the page afresh, as createRoot would.
    startTransition(() => void hydrateRoot(container, <StrictMode>{app}</StrictMode>));
    return;
  }
  const root = createRoot(container);
  startTransition(() => root.render(<StrictMode>{keep ? <keep.KeepTypedInput from={keep.watched}>{app}</keep.KeepTypedInput> : app}</StrictMode>));
});
