/**
 * The service worker (decision 0012): it keeps the built app shell so that the app,
 * and with it the check-in screen, loads on a reload without a network. Built into
 * `/sw.js` by precache-plugin.ts, which also writes the shell's file list in place of
 * the placeholder. It imports nothing the app imports, so the build emits it as one
 * classic script.
 */
import { chooseFetchStrategy } from './fetch-strategy';
import { PRECACHE_PLACEHOLDER, SHELL_URL, type PrecacheManifest } from './precache-manifest';

// The web project's types are the DOM library's; lib.webworker conflicts with it, so the
// few worker types used here are declared here rather than for the whole app.
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & {
  request: Request;
  respondWith(response: Promise<Response>): void;
};
type WorkerScope = {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
};
declare const self: WorkerScope;

const manifest = JSON.parse(PRECACHE_PLACEHOLDER) as PrecacheManifest;
const CACHE_PREFIX = 'karamu-shell-';
const CACHE_NAME = `${CACHE_PREFIX}${manifest.version}`;
const precached = new Set(manifest.urls);

async function precache(): Promise<void> {
  const cache = await caches.open(CACHE_NAME);
  // `reload` skips the HTTP cache: the shell must be this build's files, not older ones.
  await cache.addAll(manifest.urls.map((url) => new Request(url, { cache: 'reload' })));
}

/** Earlier builds' shells; the open pages take this worker at once (the build is one bundle). */
async function dropOldShells(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME)
      .map((name) => caches.delete(name)),
  );
  await self.clients.claim();
}

async function networkThenShell(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match(SHELL_URL, { cacheName: CACHE_NAME });
    if (shell) return shell;
    throw error;
  }
}

async function cacheThenNetwork(request: Request): Promise<Response> {
  const cached = await caches.match(request, { cacheName: CACHE_NAME });
  return cached ?? fetch(request);
}

self.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(dropOldShells());
});

self.addEventListener('fetch', (event) => {
  const strategy = chooseFetchStrategy(event.request, self.location.origin, precached);
  if (strategy === 'shell') event.respondWith(networkThenShell(event.request));
  else if (strategy === 'cache-first') event.respondWith(cacheThenNetwork(event.request));
  // 'network': no respondWith, the browser fetches as if there were no worker.
});
