import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pagePaths, PICTURE_SIZES, srcsetWidths } from '@forkly/contracts';
import { API_PREFIX } from '../lib/constants';
import type { RouteScripts } from './route-scripts';

/** The chosen delivery address of this browser: a placeId (SPEC.md section 3). */
const ADDRESS_COOKIE = 'av.add';
/** The width the first pictures are shown at (FoodImage's maxWidth in restaurant-card.tsx and menu-header.tsx): their src. */
const FIRST_PICTURE_WIDTH = 640;
/** The first cards the list loads eagerly (restaurant-list.tsx gives them priority). */
const EAGER_CARDS = 2;
/** The client asks for 20 a page (SPEC.md section 9). */
const PAGE_SIZE = 20;
/** A menu page's path, its restaurant id captured. */
const MENU_PAGE = new RegExp(`^${pagePaths.menu('(\\d{1,9})')}/?$`);

interface Point {
  latitude: number;
  longitude: number;
}

/** What a list or menu page starts from: the API answers the app will ask for first (apps/web/src/page-data.ts). */
export interface PageAnswers {
  placeId: string;
  place: { location: Point };
  list?: unknown;
  menu?: { id: number; overview: unknown; menus: unknown; extras: unknown };
}

export interface RouteHints {
  /** Every Link preload value: the route's code, its API calls and first pictures. */
  links: string[];
  /** Only the first pictures' Link values: all a page rendered on the server still has to fetch. */
  pictures: string[];
  /** With `withAnswers`, every answer the page needs to be rendered, or undefined if one is missing. */
  answers?: PageAnswers;
}

/**
 * Link headers that let a phone fetch, while the app's code is still on its way, what the
 * restaurant list and a menu will ask for once it runs: the route's code, the address, the list or
 * menu, and the first pictures (issue 11: their largest paint was a picture found only after code, then data).
 * The URLs are exactly the app's own, so the browser uses the preloaded answers; any failure
 * means no hints, never a different page. `withAnswers` also collects the answers themselves
 * (the menu's dishes and extras too), for rendering the page on the server (page-render.ts).
 */
export async function routePreloads(
  app: FastifyInstance,
  request: FastifyRequest,
  pathname: string,
  scripts: RouteScripts,
  withAnswers = false,
): Promise<RouteHints> {
  const none = { links: [], pictures: [] };
  const placeId = request.cookies[ADDRESS_COOKIE];
  if (!placeId) return none;
  const menu = MENU_PAGE.exec(pathname);
  if (pathname.replace(/\/+$/, '') !== pagePaths.restaurants && !menu) return none;
  const ask = async <T>(url: string): Promise<T | undefined> => {
    const res = await app.inject({ method: 'GET', url: `${API_PREFIX}${url}`, remoteAddress: request.ip });
    return res.statusCode === 200 ? (res.json() as T) : undefined;
  };
  const placeUrl = `/places/${encodeURIComponent(placeId)}`;
  const place = await ask<{ location?: Point }>(placeUrl);
  if (!place?.location) return none;
  const at = `latitude=${place.location.latitude}&longitude=${place.location.longitude}`;
  const links = [...scripts.links(menu ? 'menu' : 'list', request.cookies.locale), data(placeUrl)];
  const pictures: string[] = [];
  const base = { placeId, place: place as PageAnswers['place'] };
  if (menu) {
    const id = Number(menu[1]);
    const overviewUrl = `/restaurant/${id}/overview?${at}`;
    const [menusUrl, extrasUrl] = [`/restaurant/menu/${id}`, `/restaurant/extra/${id}`];
    links.push(data(menusUrl), data(extrasUrl), data(overviewUrl));
    const [overview, menus, extras] = await Promise.all([
      ask<{ imageId?: number | null }>(overviewUrl),
      withAnswers ? ask(menusUrl) : undefined,
      withAnswers ? ask(extrasUrl) : undefined,
    ]);
    if (overview?.imageId) pictures.push(picture(overview.imageId, PICTURE_SIZES.menuHeader));
    const answers = overview && menus && extras ? { ...base, menu: { id, overview, menus, extras } } : undefined;
    return { links: [...links, ...pictures], pictures, answers };
  }
  const listUrl = `/paged-restaurants?limit=${PAGE_SIZE}&${at}`;
  links.push(data(listUrl));
  const list = await ask<{ results?: { imageId?: number | null }[] }>(listUrl);
  for (const card of list?.results?.slice(0, EAGER_CARDS) ?? []) if (card.imageId) pictures.push(picture(card.imageId, PICTURE_SIZES.card));
  return { links: [...links, ...pictures], pictures, answers: withAnswers && list ? { ...base, list } : undefined };
}

/** The app's fetch sends cookies (credentials: 'include'), so the preload must too to be used. */
function data(url: string): string {
  return `<${API_PREFIX}${url}>; rel=preload; as=fetch; crossorigin=use-credentials`;
}

/** The same srcset and sizes as FoodImage's `<img>` (shared through @forkly/contracts), or the browser fetches twice. */
function picture(imageId: number, sizes: string): string {
  const url = (w: number) => `${API_PREFIX}/load/image/${imageId}?w=${w}`;
  const srcset = srcsetWidths(FIRST_PICTURE_WIDTH)
    .map((w) => `${url(w)} ${w}w`)
    .join(', ');
  return `<${url(FIRST_PICTURE_WIDTH)}>; rel=preload; as=image; imagesrcset="${srcset}"; imagesizes="${sizes}"; fetchpriority=high`;
}
