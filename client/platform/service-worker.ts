/**
 * The service worker (`sw.js` beside this file, written into the build by vite.config.ts) keeps
 * the app's code and its last page, so a reload while offline opens the page and the write queue
 * (write-queue.ts) goes on. Production builds only: in development Vite serves changing modules.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // After the page has loaded: its own files first. A refusal (a private window) only means no
  // offline reload.
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {});
  });
}

/** Signing out: the kept page (its user, its token) and kept reads are forgotten. */
export function forgetKeptPages(): void {
  navigator.serviceWorker?.controller?.postMessage('forget');
}
