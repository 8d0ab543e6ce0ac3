/**
 * How the service worker answers a request (decision 0012). Pure, so it is tested
 * without a worker:
 * - `shell`: a page navigation. Network first; without a network, the cached app shell,
 *   whose router then shows the page (the check-in screen reads its kit from IndexedDB).
 * - `cache-first`: a precached, content-hashed file. It never changes under its name.
 * - `network`: everything else, including every API call, is left to the browser as if
 *   there were no worker. API answers are never cached here.
 */
export type FetchStrategy = 'shell' | 'cache-first' | 'network';

export type RequestFacts = { method: string; mode: RequestMode; url: string };

/** The server's own paths that are not the web app (its `isApiPath`). */
const isServerPath = (path: string) =>
  path === '/api' || path.startsWith('/api/') || path === '/logout';

export function chooseFetchStrategy(
  request: RequestFacts,
  origin: string,
  precached: ReadonlySet<string>,
): FetchStrategy {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin || isServerPath(url.pathname)) return 'network';
  if (request.mode === 'navigate') return 'shell';
  return precached.has(url.pathname) ? 'cache-first' : 'network';
}
