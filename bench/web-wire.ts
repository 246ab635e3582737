import { launchChromium, type ChromiumPage } from './chromium';

/** Issue 11's goal for the scripts a route loads before it is usable. */
export const WIRE_BUDGET_KB = 170;
/** The network is quiet this long after the load event: the route has all it asked for. */
const QUIET_MS = 1500;
const TIMEOUT_MS = 30_000;
/** A phone's screen (Lighthouse's mobile preset emulates the same size). */
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, mobile: true };

export interface WireFigures {
  route: string;
  /** Bytes of script responses as they crossed the network, headers included. */
  scriptBytes: number;
  scriptRequests: number;
  requests: number;
}

/**
 * JavaScript on the wire per route, as a phone's first visit meets it: a fresh cache, and the
 * browser network panel's count (Network.loadingFinished.encodedDataLength: compressed body plus
 * response headers) of every script loaded until the network is quiet after the load event.
 * `cookies` are set in the browser's store before each visit (the chosen address, av.add).
 */
export async function scriptsOnTheWire(base: string, routes: { name: string; path: string }[], cookies: Record<string, string> = {}): Promise<WireFigures[]> {
  const chromium = await launchChromium();
  try {
    for (const [name, value] of Object.entries(cookies)) await chromium.setCookie(base, name, value);
    const figures: WireFigures[] = [];
    for (const route of routes) {
      const page = await chromium.newPage();
      try {
        figures.push({ route: route.name, ...(await visit(page, `${base}${route.path}`)) });
      } finally {
        await page.close();
      }
    }
    return figures;
  } finally {
    await chromium.close();
  }
}

async function visit(page: ChromiumPage, url: string) {
  const types = new Map<string, string>();
  let scriptBytes = 0;
  let scriptRequests = 0;
  let requests = 0;
  let lastActivity = Date.now();
  let loaded = false;
  const inFlight = new Set<string>();
  const stop = page.on((method, params) => {
    const requestId = params.requestId as string;
    if (method === 'Network.requestWillBeSent') {
      requests++;
      inFlight.add(requestId);
      types.set(requestId, String(params.type));
    } else if (method === 'Network.loadingFinished') {
      inFlight.delete(requestId);
      if (types.get(requestId) === 'Script') {
        scriptRequests++;
        scriptBytes += params.encodedDataLength as number;
      }
    } else if (method === 'Network.loadingFailed') inFlight.delete(requestId);
    else if (method === 'Page.loadEventFired') loaded = true;
    else return;
    lastActivity = Date.now();
  });
  try {
    await page.send('Network.enable');
    await page.send('Page.enable');
    await page.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.send('Emulation.setDeviceMetricsOverride', PHONE);
    await page.send('Page.navigate', { url });
    const started = Date.now();
    while (!(loaded && inFlight.size === 0 && Date.now() - lastActivity >= QUIET_MS)) {
      if (Date.now() - started > TIMEOUT_MS) throw new Error(`${url}: the network was not quiet within ${TIMEOUT_MS / 1000} s`);
      await new Promise((r) => setTimeout(r, 100));
    }
    return { scriptBytes, scriptRequests, requests };
  } finally {
    stop();
  }
}
