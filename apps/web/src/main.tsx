import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { AppProviders } from './app/providers';
import { createRouter } from './app/router';
import { initI18n } from './lib/i18n';
import { restoreSession } from './lib/session';

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

void restoreSession();

// The first render waits for the language chunk and the route's code, so no screen flashes
// untranslated keys, and a prerendered page is replaced in one commit with nothing blank between.
void Promise.all([initI18n(), routerReady()]).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders router={router} />
    </StrictMode>,
  );
});
