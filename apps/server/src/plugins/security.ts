/**
 * Security headers on every response, and the CSRF rule: a state-changing request must
 * carry a JSON body or the X-Requested-With header, neither of which a cross-site form or
 * a CORS-less fetch can send. GET /logout ends a session, so it needs the header too.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { HttpError } from '../lib/http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const WEBHOOKS_PREFIX = '/api/webhooks/';

function isSameSiteRequest(
  headers: Record<string, string | string[] | undefined>,
  allowJson: boolean,
) {
  if (headers['x-requested-with']) return true;
  const contentType = String(headers['content-type'] ?? '').toLowerCase();
  return allowJson && contentType.startsWith('application/json');
}

const applyHelmet = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Radix positions popovers with inline styles.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'"],
      // The app's service worker, /sw.js (decision 0012); said outright rather than left
      // to the script-src fallback.
      workerSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  // Served over plain http on localhost by default; HSTS belongs to the https proxy.
  strictTransportSecurity: false,
});

/**
 * The headers Helmet sets, collected once at start-up: they are the same for every
 * answer, and building them per request cost more than the rest of GET /api/me (issue 14).
 */
function collectHelmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    // Helmet removes X-Powered-By, which Fastify never sets.
    removeHeader: () => {},
  };
  applyHelmet({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

const SECURITY_HEADERS: Readonly<Record<string, string>> = collectHelmetHeaders();

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(SECURITY_HEADERS);
    done();
  });

  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0];
    // Providers' delivery receipts: no cookie rides on them, and each is verified by its
    // signature or secret instead (modules/platform/messaging/webhooks).
    if (path?.startsWith(WEBHOOKS_PREFIX)) return;
    const changesState = !SAFE_METHODS.has(request.method) || path === '/logout';
    if (changesState && !isSameSiteRequest(request.headers, request.method !== 'GET')) {
      throw new HttpError(
        403,
        'Cross-site request refused: send a JSON body or the X-Requested-With header',
      );
    }
  });
}
