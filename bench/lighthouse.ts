import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/** Lighthouse performance score (0–100) of a page, mobile preset, in Debian's Chromium. */
export async function lighthousePerformance(url: string): Promise<number> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
    return Math.round((result?.lhr.categories.performance?.score ?? 0) * 100);
  } finally {
    await chrome.kill();
  }
}
