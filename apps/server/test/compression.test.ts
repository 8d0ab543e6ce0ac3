/**
 * Compression (decision 0020): the web app's text files go out as the brotli or gzip copy
 * the build wrote, as the browser's Accept-Encoding allows; API JSON above 1 kB is
 * compressed per request; small answers and streamed downloads are sent as they are.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, inDays } from './api-client';
import { ADMIN_PASSWORD, asWebApp, createTestApp, loginCookie, type TestApp } from './test-app';

const PAGE = '<!doctype html><title>Karamu</title><div id="root"></div>\n';
/** Renders the API's answer into the page; a token `broken` makes it throw. */
const RENDERER = `export async function renderDocument(shell, pathAndQuery, api) {
  if (pathAndQuery.startsWith('/i/broken')) throw new Error('broken');
  const templates = await api('/event-templates?size=1');
  return shell.replace('<div id="root"></div>',
    '<div id="root" inert>' + pathAndQuery + ' ' + templates.total + ' designs ' + 'x'.repeat(2000) + '</div>');
}
`;
const LOGIN_PAGE =
  '<!doctype html><title>Karamu</title><div id="root" inert><h1>Sign in</h1></div>\n';
const WORKER = "self.addEventListener('fetch', () => {});\n";
const SCRIPT = `export const words = ${JSON.stringify('celebrate '.repeat(300))};\n`;
const BROWSER = 'gzip, deflate, br, zstd';

/** A file and the two copies the build's precompress plugin writes beside it. */
function writeWithCopies(file: string, content: string) {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

let t: TestApp;
let distDir: string;
let cookie: string;
beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'karamu-web-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeWithCopies(path.join(distDir, 'index.html'), PAGE);
  writeWithCopies(path.join(distDir, 'sw.js'), WORKER);
  mkdirSync(path.join(distDir, 'prerendered'));
  writeWithCopies(path.join(distDir, 'prerendered', 'login.html'), LOGIN_PAGE);
  // A renderer of the shape the build writes (decision 0032): the page with its data.
  mkdirSync(path.join(distDir, '.ssr'));
  writeFileSync(path.join(distDir, '.ssr', 'render-document.mjs'), RENDERER);
  writeFileSync(
    path.join(distDir, 'prerendered', 'pages.json'),
    JSON.stringify({
      files: { '/login': 'login.html' },
      withData: ['/i/:token', '/event-templates'],
      renderer: '.ssr/render-document.mjs',
    }),
  );
  writeWithCopies(path.join(distDir, 'assets', 'index-AbC123.js'), SCRIPT);
  t = await createTestApp({ WEB_DIST_DIR: distDir });
  cookie = await loginCookie(t.app, 'admin', ADMIN_PASSWORD);
});
afterAll(async () => {
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...headers, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

describe("the web app's files", () => {
  it('sends a hashed script as brotli to a browser, cached for good, varying by encoding', async () => {
    const response = await get('/assets/index-AbC123.js', BROWSER);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
  });

  it('sends gzip to a client without brotli, and the plain file to one without either', async () => {
    const gzipped = await get('/assets/index-AbC123.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  it('compresses index.html for any page path, which is never cached without asking', async () => {
    const response = await get('/dashboard/events', BROWSER);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(PAGE);
  });

  it('sends the page the build prerendered for its path (decision 0032), compressed', async () => {
    const response = await get('/login', BROWSER);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(LOGIN_PAGE);
    // Its query string does not change the page; other paths keep index.html.
    const withQuery = await get('/login?next=%2Fevents', 'gzip');
    expect(gunzipSync(withQuery.rawPayload).toString()).toBe(LOGIN_PAGE);
    expect((await get('/login/other')).body).toBe(PAGE);
  });

  it('renders a page with its data, asked from the API, compressed', async () => {
    const response = await get('/event-templates?q=roses', BROWSER);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    const page = brotliDecompressSync(response.rawPayload).toString();
    const total = (await get('/api/event-templates?size=1')).json<{ total: number }>().total;
    expect(page).toContain(`<div id="root" inert>/event-templates?q=roses ${total} designs`);
    const gzipped = await get('/event-templates', 'br;q=0, gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toContain(
      `/event-templates ${total} designs`,
    );
  });

  it('sends the plain app when rendering fails, and never serves the renderer', async () => {
    expect((await get('/i/broken-link')).body).toBe(PAGE);
    expect((await get('/.ssr/render-document.mjs')).body).toBe(PAGE);
  });

  it('compresses the service worker and keeps its headers (decision 0012)', async () => {
    const response = await get('/sw.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['service-worker-allowed']).toBe('/');
    expect(gunzipSync(response.rawPayload).toString()).toBe(WORKER);
  });

  it('answers 404, not the page, for an asset the build does not have', async () => {
    const response = await get('/assets/index-Old999.js', BROWSER);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('API answers', () => {
  it('compresses JSON above 1 kB', async () => {
    const response = await get('/api/docs/json', BROWSER);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    const document = JSON.parse(brotliDecompressSync(response.rawPayload).toString());
    expect(document.openapi).toMatch(/^3\./);

    const gzipped = await get('/api/docs/json', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString()).openapi).toMatch(/^3\./);
  });

  it('sends small JSON and every answer to a client that asks for none as it is', async () => {
    const small = await get('/api/me', BROWSER);
    expect(small.statusCode).toBe(401);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toHaveProperty('message');

    const plain = await get('/api/docs/json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().openapi).toMatch(/^3\./);
  });

  it('compresses a streamed CSV download, and leaves XLSX (a zip already) as it is', async () => {
    const admin = apiAs(t, cookie);
    const created = await admin('POST', '/api/events', {
      name: 'Compression export',
      startsAt: inDays(30),
      timeZone: 'Africa/Nairobi',
      defaultCountry: 'KE',
    });
    expect(created.status).toBe(201);
    const exportUrl = (format: string) =>
      `/api/events/${created.body.id}/guests/export?format=${format}`;

    const csv = await get(exportUrl('csv'), BROWSER, asWebApp(cookie));
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/^attachment;/);
    expect(csv.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(csv.rawPayload).toString().split('\n')[0]).toMatch(/Name/);

    const xlsx = await get(exportUrl('xlsx'), BROWSER, asWebApp(cookie));
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-encoding']).toBeUndefined();
    // A zip archive's signature: the bytes arrive as the exporter wrote them.
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
