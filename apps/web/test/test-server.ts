import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';

export type RecordedRequest = {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
};

type TestServer = {
  origin: string;
  requests: RecordedRequest[];
  close: () => Promise<void>;
};

export type Handler = (request: RecordedRequest, response: ServerResponse) => void;

/**
 * jsdom's page lives on another origin (http://localhost:3000), so its XMLHttpRequest
 * enforces CORS like a browser: answer preflights and allow any origin.
 */
function allowCors(res: ServerResponse): void {
  res.setHeader('access-control-allow-origin', '*');
  res.setHeader('access-control-allow-headers', 'content-type, x-requested-with');
  res.setHeader('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE');
}

/**
 * A real HTTP server on 127.0.0.1 and a free port, recording every request it gets
 * (CORS preflights are answered here and not recorded).
 */
async function startTestServer(handler: Handler): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    allowCors(res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      handler(recorded, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/**
 * Starts a test server and points the app's HTTP client at it; `close` points it back
 * at the app's own origin.
 */
async function startApiServer(handler: Handler): Promise<TestServer> {
  const { setApiOrigin } = await import('@/lib/http');
  const server = await startTestServer(handler);
  setApiOrigin(server.origin);
  return {
    ...server,
    close: async () => {
      setApiOrigin('');
      await server.close();
    },
  };
}

export type ApiServer = {
  readonly origin: string;
  /** What the app has asked since the test began. */
  readonly requests: RecordedRequest[];
  /** Answers the app's requests; a test may set its own. */
  route: Handler;
};

/**
 * A test file's API: one test server for all its tests, the app's HTTP client pointed at
 * it. Before each test it forgets the requests it got and, when the file gives `serve`,
 * answers with `serve` again, whatever the test before set `route` to.
 */
export function setupApiServer(serve?: Handler): ApiServer {
  let server: TestServer | undefined;
  const started = (): TestServer => {
    if (!server) throw new Error('The API server starts before the first test.');
    return server;
  };
  const api: ApiServer = {
    get origin() {
      return started().origin;
    },
    get requests() {
      return started().requests;
    },
    route:
      serve ??
      ((request) => {
        throw new Error(`No route answers ${request.method} ${request.url}.`);
      }),
  };
  beforeAll(async () => {
    server = await startApiServer((request, res) => api.route(request, res));
  });
  afterAll(() => started().close());
  beforeEach(() => {
    started().requests.length = 0;
    if (serve) api.route = serve;
  });
  return api;
}
