import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18n from 'i18next';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from './app/router';
import de from './locales/de/index';
import en from './locales/en/index';
import fi from './locales/fi/index';

export const PRERENDER_LANGUAGES = ['en', 'de', 'fi'] as const;

let ready: Promise<unknown> | undefined;

/**
 * Renders a public page to HTML at build time, as a visitor first sees it, so the landing page
 * paints before any JavaScript runs. The browser then renders the same screen over it.
 */
export async function render(url: string, lng: (typeof PRERENDER_LANGUAGES)[number]): Promise<string> {
  ready ??= i18n.use(initReactI18next).init({
    resources: { en, de, fi },
    lng,
    fallbackLng: 'en',
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  await ready;
  await i18n.changeLanguage(lng);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) throw new Error(`prerender of ${url} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </QueryClientProvider>,
  );
}
