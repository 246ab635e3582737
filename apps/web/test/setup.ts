import { configure } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterAll, afterEach, beforeAll } from 'vitest';
import de from '../src/locales/de/index';
import en from '../src/locales/en/index';
import fi from '../src/locales/fi/index';
import { server } from './msw';

// Pages load their code and schemas lazily; on a busy machine (CI runs every tier at once) that
// can take longer than Testing Library's 1 s default for findBy and waitFor.
configure({ asyncUtilTimeout: 10_000 });

// Component tests get every language at once, so they can switch without waiting for a chunk.
await i18n.use(initReactI18next).init({
  resources: { en, de, fi },
  lng: 'en',
  fallbackLng: 'en',
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});

// The app downloads the contracts' schemas on demand (lib/lazy-schema.ts). Loaded here once per
// file, so a test's first form or answer check does not spend its waiting time compiling them.
await import('@forkly/contracts/schemas');

// The API is MSW's (test/msw.ts): a request no handler expects fails at once, and fails the test
// that made it, even when the screen shrugs the failed request off.
const unexpected: string[] = [];
beforeAll(() =>
  server.listen({
    onUnhandledRequest: (request, print) => {
      unexpected.push(`${request.method} ${new URL(request.url).pathname}`);
      print.error();
    },
  }),
);
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  const seen = unexpected.splice(0);
  if (seen.length) throw new Error(`Requests no handler expected: ${[...new Set(seen)].join(', ')}`);
});
afterAll(() => server.close());
