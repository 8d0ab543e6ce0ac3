/**
 * The head of a page the web app serves, with the tags of its link preview (decision 0040).
 * The previews themselves are the link-previews module's, given to registerWebApp by app.ts:
 * the web app only says what it needs of them.
 */

export type LinkPreviews = {
  /**
   * The head tags of the page at `urlPath` (no query), URLs absolute on PUBLIC_BASE_URL or
   * else `requestOrigin`; null for a page that keeps the build's tags.
   */
  headTagsFor: (urlPath: string, requestOrigin: string) => Promise<string | null>;
};

/** What `tags` replaces: the page's own title, description and any preview tags of the build. */
const REPLACED = [
  /<title\b[^>]*>[\s\S]*?<\/title>\s*/gi,
  /<meta\b[^>]*\b(?:name|property)\s*=\s*["'](?:description|og:[^"']*|twitter:[^"']*)["'][^>]*>\s*/gi,
];

/**
 * `html` with `tags` at the end of its `<head>`, instead of the tags they replace there. A
 * page's body is left alone (a `<title>` inside an SVG or the app's markup is not the
 * page's). Without a `</head>` the head is what comes before the body (as a browser reads it).
 */
export function withHeadTags(html: string, tags: string): string {
  const found = html.search(/<\/head>|<body\b|<div\b/i);
  const headEnd = found === -1 ? html.length : found;
  let head = html.slice(0, headEnd);
  for (const pattern of REPLACED) head = head.replace(pattern, '');
  return `${head.trimEnd()}\n    ${tags}\n  ${html.slice(headEnd)}`;
}
