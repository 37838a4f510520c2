/* The service worker (issue 38.5): keeps the app's code so a reload while offline opens the page.
 * The build writes it to dist/client/sw.js (vite.config.ts): VERSION is a hash of the built files'
 * names (which hold their contents' hashes), FILES those files. Served from /sw.js with no-cache
 * (server/platform/http/static-files.ts), so the browser sees a deploy's new worker at once. */
const VERSION = '__VERSION__';
const FILES = __FILES__;
const CODE = `loadout-code-${VERSION}`;
/** The last page the server drew for this browser (the app's one page, with its user and token). */
const PAGE = 'loadout-page';
/** The pull screen's last read of each pull, for a reload while offline (issue 38.5). */
const DATA = 'loadout-data';
const PAGE_KEY = '/__page';
const PULL_VIEW = /^\/show-pulls\/\d+$/;

self.addEventListener('install', (event) => {
  // skipWaiting: a deploy's worker takes over at once instead of when every tab is closed, so the
  // next reload or navigation gets the new build, never the old code from this cache.
  // The page is kept too, drawn for this build (it names the build's entry files): the first
  // visit's own page came before the worker did.
  event.waitUntil(
    (async () => {
      await (await caches.open(CODE)).addAll(FILES);
      const page = await fetch('/', { headers: { Accept: 'text/html' } }).catch(() => null);
      if (page?.ok && (page.headers.get('content-type') ?? '').startsWith('text/html'))
        await (await caches.open(PAGE)).put(PAGE_KEY, page);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // An open tab still runs the build before (claim takes it over at once) and may yet load one
      // of its screens' chunks, gone from the server: that build's cache stays; older ones go.
      const code = (await caches.keys()).filter((k) => k.startsWith('loadout-code-') && k !== CODE);
      for (const old of code.slice(0, -1)) await caches.delete(old);
      await self.clients.claim();
    })(),
  );
});

/** The network first; what it answered is kept for when there is none. */
async function networkFirst(request, cacheName, key) {
  try {
    const answer = await fetch(request);
    const type = answer.headers.get('content-type') ?? '';
    const keep = request.mode === 'navigate' ? type.startsWith('text/html') : type.includes('json');
    if (answer.ok && keep) {
      const copy = answer.clone();
      caches.open(cacheName).then((c) => c.put(key, copy));
    }
    return answer;
  } catch (e) {
    const kept = await caches.match(key, { cacheName });
    if (kept) return kept;
    throw e;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  // Every screen is the same page (the router draws it): the last one is kept for any address.
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request, PAGE, PAGE_KEY));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(caches.match(request).then((kept) => kept ?? fetch(request)));
    return;
  }
  // Other reads (and every write) are the network's: no one else's answer is ever kept here.
  if (PULL_VIEW.test(url.pathname)) event.respondWith(networkFirst(request, DATA, url.pathname));
});

// Signing out forgets the kept page and reads (service-worker.ts).
self.addEventListener('message', (event) => {
  if (event.data === 'forget') event.waitUntil(Promise.all([caches.delete(PAGE), caches.delete(DATA)]));
});
