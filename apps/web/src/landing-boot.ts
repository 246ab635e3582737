/**
 * Entry of the prerendered landing page (index.<lng>.html; every other page keeps main.tsx). The
 * page is already in the HTML, so the app's code (~400 KB) is fetched and run only once the browser
 * has painted it: the first paint never waits for it, on a slow phone or a slow network.
 */
function startApp() {
  void import('./main');
}

// The frame is painted after the animation frame's callbacks; the timeout runs just after it.
if (document.visibilityState === 'hidden') startApp();
else requestAnimationFrame(() => setTimeout(startApp, 0));
