import sharp from 'sharp';
import { IMAGE_WIDTHS } from '@forkly/contracts';
import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../plugins/deps';
import { ImageCache, type CachedImage } from './image-cache';
import { findImage } from './images.repo';

export interface LoadedImage {
  data: Buffer;
  mimeType: string;
  /** Strong validator: an image's bytes never change under its id, so id and width name them. */
  etag: string;
}

/** About 200 phone-sized pictures; resized variants and originals alike. */
const CACHE_BYTES = 48 * 1024 * 1024;

/** The app's picture cache (`deps.images`, built in app.ts): one per app, never shared through the module. */
export function createImageCache(): ImageCache {
  return new ImageCache(CACHE_BYTES);
}

/** Drops a deleted image's cached variants on this instance (ids are never reused). */
export function forgetImage(deps: AppDeps, id: number): void {
  for (const width of [0, ...IMAGE_WIDTHS]) deps.images.delete(`${id}:${width}`);
}

export function imageEtag(id: number, width?: number): string {
  return `"img-${id}-${width ?? 'o'}"`;
}

async function render(deps: AppDeps, id: number, width?: number): Promise<CachedImage> {
  const image = await findImage(deps.db, id);
  if (!image) throw new AppError('notFound');
  // Never enlarge: a request wider than the picture gets the picture as stored.
  if (!width || width >= image.width) return { data: image.data, mimeType: image.mimeType };
  const data = await sharp(image.data).resize({ width, withoutEnlargement: true }).webp({ quality: 78, effort: 3 }).toBuffer();
  return { data, mimeType: 'image/webp' };
}

/**
 * GET /load/image/{id}?w=: the stored WebP, resized to one of the allowed widths. Variants are
 * kept in an in-memory LRU; two requests for the same new variant share one resize.
 */
export async function loadImage(deps: AppDeps, { id, width }: { id: number; width?: number }): Promise<LoadedImage> {
  const image = await deps.images.load(`${id}:${width ?? 0}`, () => render(deps, id, width));
  return { ...image, etag: imageEtag(id, width) };
}
