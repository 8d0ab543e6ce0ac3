/**
 * A public page's first paint without JavaScript (decision 0032). The build renders the
 * pages that need no data into HTML files; the server renders the guest's answer page and
 * the design gallery per request, with their data, which travels along in the HTML. A
 * phone on a slow link shows the page while the app's script is still on its way; the app
 * then takes the page over.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/routes';
import { loadPageData, type ApiGet, type ApiWarm } from './page-data';
import { queryStateElement } from './query-state';

export { PAGES_WITH_DATA, type ApiGet, type ApiWarm } from './page-data';

const ROOT_ELEMENT = '<div id="root"></div>';
const CHARSET = '<meta charset="UTF-8" />';

/**
 * A preload, from the top of the head, of the page's largest image: the one the page marks
 * `fetchpriority="high"` (the guest's card, the first result's photo). In the body it is
 * found after the head's scripts and stylesheet, and on a slow link it shares the
 * connections with them: most of the guest page's LCP was the card waiting (decision 0035).
 * (React's own preload of it lands at the start of the root, after those scripts.)
 * The attributes are copied as React wrote them, already escaped.
 */
function largestImagePreload(markup: string): string {
  // React writes some attribute names in camel case (`fetchPriority`, `srcSet`): HTML's
  // names are not case-sensitive, so neither is the search.
  const image = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i.exec(markup)?.[0];
  if (!image) return '';
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(image)?.[1];
  const src = attribute('src');
  if (!src) return '';
  const srcset = attribute('srcset');
  const sizes = attribute('sizes');
  const responsive = srcset
    ? ` imagesrcset="${srcset}"${sizes ? ` imagesizes="${sizes}"` : ''}`
    : '';
  return `<link rel="preload" as="image" href="${src}"${responsive} fetchpriority="high" />`;
}

/**
 * The shell's app script and its preloads, replaced by `/start-app.js`, which asks for them
 * once the page's largest image has arrived (decision 0055), or on a page without one just
 * after its first paint (decision 0058). The shell is returned as it is when its tags are
 * not the build's.
 */
function appAfterFirstPaint(shell: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(shell);
  if (!entry) return shell;
  const preloads: string[] = [];
  const withoutPreloads = shell.replace(
    /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g,
    (_tag, href: string) => {
      preloads.push(href);
      return '';
    },
  );
  return fillOnce(
    withoutPreloads,
    entry[0],
    `<script src="/start-app.js" data-entry="${entry[1]}" data-preload="${preloads.join(' ')}" defer></script>`,
  );
}

/**
 * `text` with its first `marker` replaced by `content`, taken as it is. A replacement string
 * would read `$&`, `` $` `` and `$'` in a vendor's or a guest's name as the marker and the
 * text around it: the whole shell, repeated inside the page (issue 27).
 */
function fillOnce(text: string, marker: string, content: string): string {
  return text.replace(marker, () => content);
}

/**
 * `shell` (the built index.html) with the page at `pathAndQuery` rendered into its root, as
 * a signed-out visitor first sees it. With `api`, the page's data (page-data.ts) is asked
 * first and put in the HTML for the app; answers null when the page has no data to ask.
 * `warm` starts on what the browser asks for after the page (nothing without it).
 */
export async function renderDocument(
  shell: string,
  pathAndQuery: string,
  api?: ApiGet,
  warm: ApiWarm = () => {},
): Promise<string | null> {
  if (!shell.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
  const url = new URL(pathAndQuery, 'http://localhost');
  const queryClient = createQueryClient();
  if (api && !(await loadPageData(url, api, queryClient, warm))) return null;
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url.pathname} answers a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    // React moves a large finished Suspense boundary out of its place, hidden, for an inline
    // script to put back once painted: the CSP refuses that script (issue 27), and the page
    // kept its fallback. Every boundary stays where it belongs.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  const markup = Buffer.concat(chunks).toString('utf8');
  const state = api ? queryStateElement(dehydrate(queryClient)) : '';
  // `inert` until the app takes the page over (main.tsx removes it): a form on the
  // rendered page must not submit natively, with a password in the URL.
  const imagePreload = largestImagePreload(markup);
  const head = fillOnce(appAfterFirstPaint(shell), CHARSET, `${CHARSET}${imagePreload}`);
  return fillOnce(head, ROOT_ELEMENT, `<div id="root" inert>${markup}</div>${state}`);
}
