/**
 * Serves the built web app from one process with the API: files from its dist folder,
 * and index.html for any other non-API GET so the client router can take the path.
 * The build writes a brotli and a gzip copy of each text file (decision 0020); the one the
 * browser's Accept-Encoding allows is sent, with `Vary: Accept-Encoding`.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from '../modules/auth/auth-plugin';

/** Cache for good: Vite names everything under assets/ by its content's hash. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The file a precompressed copy (`x.js.br`, `x.js.gz`) stands for. */
const uncompressedPath = (filePath: string) => filePath.replace(/\.(?:br|gz)$/, '');

export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const hasBuild = fs.existsSync(path.join(distDir, 'index.html'));
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

  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(urlPath);
    if (wantsPage && hasBuild && urlPath.startsWith('/assets/')) {
      // A chunk of an older build: index.html in its place would fail as a script anyway,
      // and a plain 404 lets the page's error screen offer a reload.
      return reply.status(404).send({ message: `No file ${urlPath}` });
    }
    if (wantsPage && hasBuild) {
      // Without `cacheControl: false` the static plugin's own header would replace this one.
      return reply
        .header('cache-control', 'no-cache')
        .sendFile('index.html', { cacheControl: false });
    }
    if (wantsPage) {
      return reply.status(404).send({
        message: 'The web app is not built: run `npm run build`, or `npm start` which builds it',
      });
    }
    return reply.status(404).send({ message: `No route ${request.method} ${urlPath}` });
  });
}
