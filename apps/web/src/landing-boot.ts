/**
 * Entry of the prerendered landing page (index.<lng>.html). The page is already in the HTML, so
 * the app's own tags (its entry and module preloads, as app.html has them) wait in
 * <template id="app-scripts"> and are added once the page is on screen: the first paint never
 * waits for ~400 KB of JavaScript being downloaded and run, on a slow phone or a slow network.
 * Written into the page by scripts/prerender.ts; this file imports nothing, so it changes no chunk.
 */
let started = false;
function startApp() {
  if (started) return;
  started = true;
  const template = document.getElementById('app-scripts');
  if (template instanceof HTMLTemplateElement) document.head.append(document.importNode(template.content, true));
}

/** Without paint timing, or if it never reports, the app starts after this long all the same. */
const LATEST_START_MS = 1000;

if (document.visibilityState === 'hidden' || performance.getEntriesByName('first-contentful-paint').length > 0) {
  startApp();
} else {
  // The paint entry arrives once the frame is presented, later than an animation frame callback.
  try {
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      startApp();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing in this browser: the timeout below starts the app.
  }
  setTimeout(startApp, LATEST_START_MS);
}
