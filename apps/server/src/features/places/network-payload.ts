import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { NetworkGeoJson } from '../../geo/index';

/** The street network as it goes over the wire: serialised and gzipped once, with its ETag. */
export interface NetworkPayload {
  json: Buffer;
  gzip: Buffer;
  etag: string;
}

/**
 * A pure memo, kept at module level on purpose (decision 047): the payload is a function of the
 * network object alone, which its provider builds once and never changes, so it cannot go stale
 * and two apps can never see each other's (each app's provider has its own network object). The
 * WeakMap lets it go with that object when the app closes.
 */
const payloads = new WeakMap<NetworkGeoJson, NetworkPayload>();

/**
 * The demo city's network is about 470 KB of JSON and 80 KB gzipped, the same for the whole life of
 * its provider: it is prepared on the first request and then only sent.
 */
export function networkPayload(network: NetworkGeoJson): NetworkPayload {
  let payload = payloads.get(network);
  if (!payload) {
    const json = Buffer.from(JSON.stringify(network));
    payload = { json, gzip: gzipSync(json), etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"` };
    payloads.set(network, payload);
  }
  return payload;
}

/** Whether the client takes gzip (`Accept-Encoding: gzip, br` but not `gzip;q=0`). */
export function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [coding, ...params] = part.trim().split(';');
    if (coding?.trim().toLowerCase() !== 'gzip') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}
