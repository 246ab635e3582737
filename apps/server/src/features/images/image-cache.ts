import { LRUCache } from 'lru-cache';

export interface CachedImage {
  data: Buffer;
  mimeType: string;
}

/**
 * Encoded images, least recently used dropped first once they pass `maxBytes` together (lru-cache):
 * resized variants are costly to make (sharp) and cheap to keep, and an image never changes under
 * its id. Requests for a variant that is still being made share that one render; a render that
 * fails (no such image) is not kept.
 */
export class ImageCache {
  private readonly cache: LRUCache<string, CachedImage, () => Promise<CachedImage>>;

  constructor(maxBytes: number) {
    this.cache = new LRUCache({
      maxSize: maxBytes,
      // lru-cache wants a positive size; an image larger than the whole budget is served, not kept.
      sizeCalculation: (image) => Math.max(1, image.data.length),
      fetchMethod: (_key, _stale, { context }) => context(),
      // An image deleted while a request is rendering it: that request still gets its answer, and
      // it is not kept (lru-cache would otherwise reject the waiting requests).
      ignoreFetchAbort: true,
    });
  }

  /** The image under `key`, made by `render` unless kept or already being made. */
  async load(key: string, render: () => Promise<CachedImage>): Promise<CachedImage> {
    return (await this.cache.fetch(key, { context: render }))!;
  }

  get(key: string): CachedImage | undefined {
    return this.cache.get(key);
  }

  set(key: string, value: CachedImage): void {
    this.cache.set(key, value);
  }

  delete(key: string): void {
    this.cache.delete(key);
  }

  get size(): number {
    return this.cache.size;
  }

  get totalBytes(): number {
    return this.cache.calculatedSize;
  }
}
