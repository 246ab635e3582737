import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18n, { type i18n as I18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from './app/router';
import { RenderRequestContext, type RenderRequest } from './lib/render-request';
import { visitorSession } from './lib/session';
import de from './locales/de/index';
import en from './locales/en/index';
import fi from './locales/fi/index';
import { seedPageData, type PageData } from './page-data';

export const PRERENDER_LANGUAGES = ['en', 'de', 'fi'] as const;
type Language = (typeof PRERENDER_LANGUAGES)[number];
export type { PageData };

let ready: Promise<unknown> | undefined;
const translators = new Map<Language, Promise<I18n>>();

function initialised(lng: Language) {
  ready ??= i18n.use(initReactI18next).init({
    resources: { en, de, fi },
    lng,
    fallbackLng: 'en',
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  return ready;
}

/**
 * One i18next per language, sharing the messages: pages rendered at request time for visitors of
 * different languages may overlap, and a shared instance's language would change under them.
 */
function translator(lng: Language): Promise<I18n> {
  let instance = translators.get(lng);
  if (!instance) {
    instance = initialised(lng).then(async () => {
      const clone = i18n.cloneInstance({ lng });
      await clone.changeLanguage(lng);
      return clone;
    });
    translators.set(lng, instance);
  }
  return instance;
}

/**
 * Stands where the browser's AppProviders (app/providers.tsx) has its live-events stream, which
 * renders nothing: with the same number of children the browser's tree matches this one, useId's
 * ids included, and can adopt the rendered page (main.tsx hydrates it).
 */
function LiveEventsSlot() {
  return null;
}

async function staticRouter(url: string) {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) throw new Error(`rendering ${url} answered a redirect`);
  return { router: createStaticRouter(handler.dataRoutes, context), context };
}

/**
 * Renders a public page to HTML at build time, as a visitor first sees it, so the landing page
 * paints before any JavaScript runs. The browser then renders the same screen over it.
 */
export async function render(url: string, lng: Language): Promise<string> {
  await initialised(lng);
  await i18n.changeLanguage(lng);
  const { router, context } = await staticRouter(url);
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </QueryClientProvider>,
  );
}

/**
 * Renders the restaurant list or a menu at request time (the server's plugins/page-render.ts), with
 * the API answers the app will start from (`data`, also written into the page) and the request's
 * cookies (the chosen address), for a visitor who is not logged in (issue 11, decisions 031, 047). React
 * escapes every text it renders: names and descriptions are partner-supplied.
 */
export async function renderPage(url: string, lng: string, cookies: Record<string, string | undefined>, data: PageData): Promise<string> {
  const language = (PRERENDER_LANGUAGES as readonly string[]).includes(lng) ? (lng as Language) : 'en';
  const translation = await translator(language);
  const { router, context } = await staticRouter(url);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  seedPageData(client, data);
  // This request's cookies and session go down the tree as context (decision 047): nothing global
  // is set, so pages rendered at once never see each other's visitor. The page is the one a
  // visitor who is not logged in sees. The provider has one child, so useId's ids still match the
  // browser's tree.
  const request: RenderRequest = { cookies, session: visitorSession() };
  return renderToString(
    <RenderRequestContext value={request}>
      <I18nextProvider i18n={translation}>
        <QueryClientProvider client={client}>
          <LiveEventsSlot />
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </I18nextProvider>
    </RenderRequestContext>,
  );
}
