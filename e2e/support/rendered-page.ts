import { expect, type APIRequestContext } from '@playwright/test';

/** How many times to ask before giving up on a rendered page. */
const ATTEMPTS = 5;

/**
 * A public page's HTML as the server renders it with its data (decision 0032). A render
 * that misses its budget is sent as the plain app instead (`RENDER_BUDGET_MS` in
 * apps/server/src/plugins/web-app.ts), as designed, and a machine busy with other test
 * workers can cause that; these checks are about what a render contains, so they ask again.
 * Answers the last HTML either way, for the caller's assertions to show.
 */
export async function fetchRenderedPage(request: APIRequestContext, url: string): Promise<string> {
  let html = '';
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    html = await (await request.get(url)).text();
    if (html.includes('<div id="root" inert>')) return html;
  }
  return html;
}

/**
 * A rendered page's HTML starts the app through `/start-app.js` (decisions 0055, 0058): the
 * loader stands in for the build's module script and its preloads, which it adds itself once
 * the page has painted.
 */
export function expectAppStartedByLoader(html: string): void {
  expect(html).toMatch(/<script src="\/start-app\.js" data-entry="\/assets\/index-[^"]+\.js"/);
  expect(html).not.toContain('<script type="module"');
  expect(html).not.toContain('rel="modulepreload"');
}
