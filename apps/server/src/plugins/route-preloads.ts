import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX } from '../lib/constants';
import type { RouteScripts } from './route-scripts';

/** The chosen delivery address of this browser: a placeId (SPEC.md section 3). */
const ADDRESS_COOKIE = 'av.add';
/** The widths GET /load/image/{id}?w= serves, and the ones FoodImage offers for a 640 px picture. */
const IMAGE_WIDTHS = [160, 320, 640, 960];
/** The `sizes` of the pictures each page shows first (restaurant-card.tsx, menu-header.tsx). */
const CARD_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw';
const HEADER_SIZES = '(min-width: 768px) 320px, 100vw';
/** The first cards the list loads eagerly (restaurant-list.tsx gives them priority). */
const EAGER_CARDS = 2;
/** The client asks for 20 a page (SPEC.md section 9). */
const PAGE_SIZE = 20;

interface Point {
  latitude: number;
  longitude: number;
}

/**
 * Link headers that let a phone fetch, while the app's code is still on its way, what the
 * restaurant list and a menu will ask for once it runs: the route's code, the address, the list or
 * menu, and the first pictures (issue 11: their largest paint was a picture found only after code, then data).
 * The URLs are exactly the app's own, so the browser uses the preloaded answers; any failure
 * means no hints, never a different page.
 */
export async function routePreloads(app: FastifyInstance, request: FastifyRequest, pathname: string, scripts: RouteScripts): Promise<string[]> {
  const placeId = request.cookies[ADDRESS_COOKIE];
  if (!placeId) return [];
  const menu = /^\/details\/menu\/(\d{1,9})\/?$/.exec(pathname);
  if (pathname.replace(/\/+$/, '') !== '/details' && !menu) return [];
  const ask = async <T>(url: string): Promise<T | undefined> => {
    const res = await app.inject({ method: 'GET', url: `${API_PREFIX}${url}`, remoteAddress: request.ip });
    return res.statusCode === 200 ? (res.json() as T) : undefined;
  };
  const placeUrl = `/places/${encodeURIComponent(placeId)}`;
  const place = await ask<{ location?: Point }>(placeUrl);
  if (!place?.location) return [];
  const at = `latitude=${place.location.latitude}&longitude=${place.location.longitude}`;
  const links = [...scripts.links(menu ? 'menu' : 'list', request.cookies.locale), data(placeUrl)];
  if (menu) {
    const id = menu[1]!;
    const overviewUrl = `/restaurant/${id}/overview?${at}`;
    links.push(data(`/restaurant/menu/${id}`), data(`/restaurant/extra/${id}`), data(overviewUrl));
    const overview = await ask<{ imageId?: number | null }>(overviewUrl);
    if (overview?.imageId) links.push(picture(overview.imageId, HEADER_SIZES));
    return links;
  }
  const listUrl = `/paged-restaurants?limit=${PAGE_SIZE}&${at}`;
  links.push(data(listUrl));
  const list = await ask<{ results?: { imageId?: number | null }[] }>(listUrl);
  for (const card of list?.results?.slice(0, EAGER_CARDS) ?? []) if (card.imageId) links.push(picture(card.imageId, CARD_SIZES));
  return links;
}

/** The app's fetch sends cookies (credentials: 'include'), so the preload must too to be used. */
function data(url: string): string {
  return `<${API_PREFIX}${url}>; rel=preload; as=fetch; crossorigin=use-credentials`;
}

function picture(imageId: number, sizes: string): string {
  const url = (w: number) => `${API_PREFIX}/load/image/${imageId}?w=${w}`;
  const srcset = IMAGE_WIDTHS.map((w) => `${url(w)} ${w}w`).join(', ');
  return `<${url(640)}>; rel=preload; as=image; imagesrcset="${srcset}"; imagesizes="${sizes}"; fetchpriority=high`;
}
