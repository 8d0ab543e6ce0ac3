/**
 * Paths that belong to the API (the rest is the web app and its assets): the auth hook
 * guards them, the web app answers the others.
 */
export const isApiPath = (url: string) =>
  url.startsWith('/api/') || url === '/api' || url === '/logout';
