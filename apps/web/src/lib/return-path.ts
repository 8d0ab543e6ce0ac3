/**
 * A page the user steps out of for a moment, such as a send lacking its template (issue 29),
 * is where they come back to. The way back travels in `?back=`, and only a path of this app
 * is followed, so a crafted link cannot send the user to another site.
 */
const RETURN_PARAM = 'back';

export function readReturnPath(params: URLSearchParams): string | null {
  const path = params.get(RETURN_PARAM);
  return path && /^\/(?![/\\])/.test(path) ? path : null;
}

/** `to` carrying the way back to `back`. */
export const withReturnPath = (to: string, back: string) =>
  `${to}${to.includes('?') ? '&' : '?'}${RETURN_PARAM}=${encodeURIComponent(back)}`;

/** The way back with `name=value` in its query: what was made meanwhile, to preselect it. */
export function returnWith(back: string, name: string, value: string): string {
  const url = new URL(back, 'http://app.invalid');
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}`;
}
