import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/** Attempts per run: now and then Lighthouse loses its trace (NO_NAVSTART) and has no score. */
const ATTEMPTS = 3;

async function once(url: string): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
    try {
      const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
      const score = result?.lhr.categories.performance?.score;
      if (typeof score === 'number' || attempt === ATTEMPTS) return Math.round((score ?? 0) * 100);
    } finally {
      await chrome.kill();
    }
  }
}

/**
 * Lighthouse performance score (0–100) of a page, mobile preset, in Debian's Chromium: the median
 * of `runs` runs. Lighthouse simulates a slow phone from one real page load, so a busy machine
 * moves a single score by 10 points and more; the median of three is steadier.
 */
export async function lighthousePerformance(url: string, runs = 3): Promise<number> {
  const scores: number[] = [];
  for (let i = 0; i < runs; i++) scores.push(await once(url));
  return scores.sort((a, b) => a - b)[Math.floor(scores.length / 2)]!;
}
