import { describe, expect, it, vi } from 'vitest';
import { ImageCache } from './image-cache';

const image = (bytes: number) => ({ data: Buffer.alloc(bytes), mimeType: 'image/webp' });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('ImageCache', () => {
  it('evicts the least recently used entries beyond its byte budget', () => {
    const cache = new ImageCache(10);
    cache.set('a', image(4));
    cache.set('b', image(4));
    expect(cache.get('a')).toBeDefined();
    cache.set('c', image(4));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.totalBytes).toBe(8);
    cache.set('huge', image(11));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('renders a variant once for requests that come while it is being made, and keeps it', async () => {
    const cache = new ImageCache(100);
    const render = vi.fn(async () => image(4));
    const [a, b] = await Promise.all([cache.load('1:320', render), cache.load('1:320', render)]);
    expect(a).toBe(b);
    expect(await cache.load('1:320', render)).toBe(a);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('serves an image larger than the budget without keeping it, and keeps no failed render', async () => {
    const cache = new ImageCache(10);
    expect((await cache.load('big', async () => image(11))).data.length).toBe(11);
    expect(cache.size).toBe(0);
    await expect(cache.load('gone', () => Promise.reject(new Error('notFound')))).rejects.toThrow('notFound');
    expect((await cache.load('gone', async () => image(2))).data.length).toBe(2);
  });

  it('answers a request whose image was deleted while it rendered, and does not keep that render', async () => {
    const cache = new ImageCache(100);
    const slow = deferred<ReturnType<typeof image>>();
    const pending = cache.load('1:0', () => slow.promise);
    cache.delete('1:0');
    slow.resolve(image(3));
    expect((await pending).data.length).toBe(3);
    expect(cache.size).toBe(0);
  });
});
