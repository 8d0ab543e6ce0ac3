/**
 * Serves the built web app from one process with the API: files from its dist folder,
 * and index.html for any other non-API GET so the client router can take the path (or the
 * page prerendered for that path).
 * The build writes a brotli and a gzip copy of each text file (decision 0020); the one the
 * browser's Accept-Encoding allows is sent, with `Vary: Accept-Encoding`. The pages people
 * share get their link preview in the head (decision 0040), and are compressed per request.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from '../lib/api-paths';
import { withHeadTags, type LinkPreviews } from './page-head';

/** Cache for good: Vite names everything under assets/ by its content's hash. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The file a precompressed copy (`x.js.br`, `x.js.gz`) stands for. */
const uncompressedPath = (filePath: string) => filePath.replace(/\.(?:br|gz)$/, '');

/** dist/prerendered/pages.json, as apps/web/build/prerender-plugin.ts writes it. */
type PrerenderedPages = {
  files: Record<string, string>;
  withData: readonly string[];
  renderer: string;
};

type RenderDocument = (
  shell: string,
  pathAndQuery: string,
  api: <T>(apiPath: string) => Promise<T>,
  warm: (apiPath: string) => void,
) => Promise<string | null>;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encodings an `Accept-Encoding` header allows (a `q=0` refuses one). */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q=0(?:\.0*)?\s*$/.test(param));
    if (name && !refused) accepted.add(name);
  }
  return accepted;
}

/**
 * A page made per request (rendered with its data, or given its link preview), brotli or
 * gzip as the browser allows. By hand: the page comes from the not-found handler, which is
 * no route, so the compression plugin (whose hook is set per route) does not see it. Its
 * ETag is the page's hash, weak as it covers every encoding: a browser that has the page
 * is answered 304 without compressing anything.
 */
async function sendCompressedHtml(request: FastifyRequest, reply: FastifyReply, html: string) {
  const etag = `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
  reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding').header('etag', etag);
  const known = request.headers['if-none-match']?.split(',').map((tag) => tag.trim());
  if (known?.includes(etag)) return reply.status(304).send();
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  if (accepted.has('br')) {
    // A middle quality: compressed once per visit, not once per build.
    const body = await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (accepted.has('gzip')) {
    return reply.header('content-encoding', 'gzip').send(await gzipAsync(html));
  }
  return reply.send(html);
}

/** A React Router pattern (`/i/:token`) as a regular expression over a path. */
const patternToRegExp = (pattern: string) =>
  new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}/?$`);

/**
 * The public pages' first paint (decision 0032): the files the build prerendered, and the
 * pages rendered per request with their data, by the renderer the build wrote. An older
 * build without them serves index.html everywhere, as before.
 */
function readPrerenderedPages(app: FastifyInstance, distDir: string, renderBudgetMs: number) {
  const listFile = path.join(distDir, 'prerendered', 'pages.json');
  const list: PrerenderedPages = fs.existsSync(listFile)
    ? (JSON.parse(fs.readFileSync(listFile, 'utf8')) as PrerenderedPages)
    : { files: {}, withData: [], renderer: '' };
  const files = new Map(
    Object.entries(list.files).map(([page, file]) => [page, `prerendered/${file}`]),
  );
  const withData = list.withData.map(patternToRegExp);
  const shell = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  // Loaded on the first page that needs it (decision 0040): bundled, it loads in a tenth of a
  // second, and a server whose pages nobody asks for keeps its memory.
  let renderer: Promise<RenderDocument> | undefined;
  const loadRenderer = () =>
    (renderer ??= import(pathToFileURL(path.join(distDir, list.renderer)).href).then(
      (module: { renderDocument: RenderDocument }) => module.renderDocument,
    ));

  /** The page for `request` with its data in it, or null to send the plain app. */
  async function renderWithData(request: FastifyRequest): Promise<string | null> {
    const urlPath = request.url.split('?')[0] ?? '/';
    if (!withData.some((pattern) => pattern.test(urlPath))) return null;
    // The page's data as a visitor from the same address would get it from the API.
    const get = (apiPath: string) =>
      app.inject({ method: 'GET', url: `/api${apiPath}`, remoteAddress: request.ip });
    const api = async <T>(apiPath: string): Promise<T> => {
      const response = await get(apiPath);
      if (response.statusCode !== 200)
        throw new Error(`GET /api${apiPath}: ${response.statusCode}`);
      return response.json<T>();
    };
    // Only its side effect counts (a card drawn into its cache, decision 0035); a failure
    // shows again when the browser asks.
    const warm = (apiPath: string) => void get(apiPath).catch(() => undefined);
    let timer: NodeJS.Timeout | undefined;
    try {
      // Loading the renderer, once, is outside the budget: it would fail every first visit.
      const render = await loadRenderer();
      return await Promise.race([
        render(shell, request.url, api, warm),
        new Promise<null>((resolve) => {
          timer = setTimeout(() => resolve(null), renderBudgetMs);
        }),
      ]);
    } catch (error) {
      // An invalid link or a failed render: the app asks for the data itself and says why.
      request.log.debug({ err: error }, 'page rendered without its data');
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  const fileOf = (urlPath: string) => files.get(urlPath) ?? 'index.html';
  // A build's pages do not change while it is served; a few files, read on first use.
  const htmlOfFile = new Map<string, Promise<string>>([['index.html', Promise.resolve(shell)]]);
  /** The HTML the build made for `urlPath`: its prerendered page, or the app's index.html. */
  const htmlOf = (urlPath: string) => {
    const file = fileOf(urlPath);
    let html = htmlOfFile.get(file);
    if (!html) {
      html = fs.promises.readFile(path.join(distDir, file), 'utf8');
      htmlOfFile.set(file, html);
    }
    return html;
  };

  return { fileOf, htmlOf, renderWithData };
}

/**
 * `linkPreviews` gives the pages people share their preview tags (decision 0040); the
 * other pages keep the build's.
 */
export async function registerWebApp(
  app: FastifyInstance,
  { distDir, renderBudgetMs }: { distDir: string; renderBudgetMs: number },
  linkPreviews?: LinkPreviews,
): Promise<void> {
  const hasBuild = fs.existsSync(path.join(distDir, 'index.html'));
  const pages = hasBuild ? readPrerenderedPages(app, distDir, renderBudgetMs) : undefined;
  const serviceWorkerFile = path.join(distDir, 'sw.js');
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const served = uncompressedPath(filePath);
        if (served.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', IMMUTABLE);
        }
        if (served === serviceWorkerFile) {
          // The service worker (decision 0012): checked for a new build on every visit, and
          // allowed to control the whole app, not only the folder it is served from.
          reply.header('cache-control', 'no-cache');
          reply.header('service-worker-allowed', '/');
        }
      },
    });
  }

  /** The page's link preview, or null to keep the build's tags (also when it failed). */
  const headTagsOf = async (request: FastifyRequest, urlPath: string) =>
    linkPreviews
      ?.headTagsFor(urlPath, `${request.protocol}://${request.host}`)
      .catch((error: unknown) => {
        request.log.warn({ err: error }, 'the link preview failed: the page keeps its own tags');
        return null;
      }) ?? null;

  app.setNotFoundHandler(async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(urlPath);
    if (wantsPage && pages && urlPath.startsWith('/assets/')) {
      // A chunk of an older build: index.html in its place would fail as a script anyway,
      // and a plain 404 lets the page's error screen offer a reload.
      return reply.status(404).send({ message: `No file ${urlPath}` });
    }
    if (wantsPage && pages) {
      reply.header('cache-control', 'no-cache');
      const [rendered, headTags] = await Promise.all([
        pages.renderWithData(request),
        headTagsOf(request, urlPath),
      ]);
      const html = headTags
        ? withHeadTags(rendered ?? (await pages.htmlOf(urlPath)), headTags)
        : rendered;
      if (html) return sendCompressedHtml(request, reply, html);
      // Without `cacheControl: false` the static plugin's own header would replace this one.
      return reply.sendFile(pages.fileOf(urlPath), { cacheControl: false });
    }
    if (wantsPage) {
      return reply.status(404).send({
        message: 'The web app is not built: run `npm run build`, or `npm start` which builds it',
      });
    }
    return reply.status(404).send({ message: `No route ${request.method} ${urlPath}` });
  });
}
