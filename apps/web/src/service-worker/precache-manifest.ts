/**
 * What the build tells the service worker: the app shell's files and a version that
 * changes whenever any of them does. The worker's source carries a placeholder string;
 * the build plugin (precache-plugin.ts) replaces it with the manifest as JSON text.
 */
export type PrecacheManifest = {
  /** Changes with the content of any precached file: names the cache. */
  version: string;
  /** Same-origin paths: `/index.html` and every file under `/assets/`. */
  urls: string[];
};

/** The app shell served for navigations while offline. */
export const SHELL_URL = '/index.html';

/** Stands in the worker's source for the manifest until the build replaces it. */
export const PRECACHE_PLACEHOLDER = '__KARAMU_PRECACHE_MANIFEST__';
