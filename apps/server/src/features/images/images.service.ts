import sharp from 'sharp';
import { IMAGE_WIDTHS } from '@forkly/contracts';
import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../plugins/deps';
import { ImageCache } from './image-cache';
import { findImage } from './images.repo';

export interface LoadedImage {
  data: Buffer;
  mimeType: string;
  /** Strong validator: an image's bytes never change under its id, so id and width name them. */
  etag: string;
}

/** About 200 phone-sized pictures; resized variants and originals alike. */
const CACHE_BYTES = 48 * 1024 * 1024;
const caches = new WeakMap<AppDeps, ImageCache>();
const inFlight = new Map<string, Promise<LoadedImage>>();

function cacheOf(deps: AppDeps): ImageCache {
  let cache = caches.get(deps);
  if (!cache) caches.set(deps, (cache = new ImageCache(CACHE_BYTES)));
  return cache;
}

/** Drops a deleted image's cached variants on this instance (ids are never reused). */
export function forgetImage(deps: AppDeps, id: number): void {
  const cache = caches.get(deps);
  if (!cache) return;
  for (const width of [0, ...IMAGE_WIDTHS]) cache.delete(`${id}:${width}`);
}

export function imageEtag(id: number, width?: number): string {
  return `"img-${id}-${width ?? 'o'}"`;
}

async function render(deps: AppDeps, id: number, width?: number): Promise<LoadedImage> {
  const image = await findImage(deps.db, id);
  if (!image) throw new AppError('notFound');
  // Never enlarge: a request wider than the picture gets the picture as stored.
  const data =
    width && width < image.width ? await sharp(image.data).resize({ width, withoutEnlargement: true }).webp({ quality: 78, effort: 3 }).toBuffer() : image.data;
  const mimeType = width && width < image.width ? 'image/webp' : image.mimeType;
  return { data, mimeType, etag: imageEtag(id, width) };
}

/**
 * GET /load/image/{id}?w=: the stored WebP, resized to one of the allowed widths. Variants are
 * kept in an in-memory LRU; two requests for the same new variant share one resize.
 */
export async function loadImage(deps: AppDeps, { id, width }: { id: number; width?: number }): Promise<LoadedImage> {
  const key = `${id}:${width ?? 0}`;
  const cache = cacheOf(deps);
  const hit = cache.get(key);
  if (hit) return { data: hit, mimeType: mimeOf(hit), etag: imageEtag(id, width) };
  let pending = inFlight.get(key);
  if (!pending) {
    pending = render(deps, id, width).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  const loaded = await pending;
  cache.set(key, loaded.data);
  return loaded;
}

/** Stored images are WebP; the cache keeps bytes only, so the type is read back from them. */
function mimeOf(data: Buffer): string {
  if (data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  if (data[0] === 0xff && data[1] === 0xd8) return 'image/jpeg';
  if (data[0] === 0x89 && data.subarray(1, 4).toString('latin1') === 'PNG') return 'image/png';
  return 'application/octet-stream';
}
