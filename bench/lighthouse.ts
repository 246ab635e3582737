import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { launchChromium } from './chromium';

/** BENCH_LIGHTHOUSE_DIR=<dir> keeps each run's report (lhr JSON), e.g. to see which picture was the LCP and its bytes. */
const REPORT_DIR = process.env.BENCH_LIGHTHOUSE_DIR;
let reports = 0;

function keepReport(url: string, lhr: unknown) {
  if (!REPORT_DIR) return;
  mkdirSync(REPORT_DIR, { recursive: true });
  const name = `${String(++reports).padStart(2, '0')}-${new URL(url).pathname.replace(/\W+/g, '_')}.json`;
  writeFileSync(path.join(REPORT_DIR, name), JSON.stringify(lhr));
}

/** Attempts per run: now and then Lighthouse loses its trace (NO_NAVSTART) and has no score. */
const ATTEMPTS = 3;

export interface LighthouseFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  /** What the largest contentful paint was, as Lighthouse names it. */
  lcpElement?: string;
}

async function once(url: string, cookies: Record<string, string>): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt++) {
    const chromium = await launchChromium();
    try {
      // Really in the browser's cookie store, as a returning customer's are (Lighthouse keeps cookies).
      for (const [name, value] of Object.entries(cookies)) await chromium.setCookie(url, name, value);
      const result = await lighthouse(url, { port: chromium.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
      const lhr = result?.lhr;
      keepReport(url, lhr);
      const score = lhr?.categories.performance?.score;
      if (typeof score === 'number' || attempt === ATTEMPTS) {
        const element = lhr?.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
        return {
          score: Math.round((score ?? 0) * 100),
          fcpMs: lhr?.audits['first-contentful-paint']?.numericValue ?? 0,
          lcpMs: lhr?.audits['largest-contentful-paint']?.numericValue ?? 0,
          lcpElement: element?.items?.[0]?.items?.[0]?.node?.snippet?.slice(0, 80),
        };
      }
    } finally {
      await chromium.close();
    }
  }
}

/**
 * Lighthouse performance (0–100) of a page, mobile preset, in Debian's Chromium: the run with the
 * median score of `runs`. Lighthouse simulates a slow phone from one real page load, so a busy
 * machine moves a single score by 10 points and more; the median of three is steadier.
 */
export async function lighthouseMobile(url: string, cookies: Record<string, string> = {}, runs = 3): Promise<LighthouseFigures> {
  const results: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i++) results.push(await once(url, cookies));
  return results.sort((a, b) => a.score - b.score)[Math.floor(results.length / 2)]!;
}
