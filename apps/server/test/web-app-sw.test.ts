/**
 * The built web app as the server serves it, with the service worker of decision 0012:
 * /sw.js must be checked for updates on every visit and may control the whole app.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

const WORKER = "self.addEventListener('fetch', () => {});\n";

let t: TestApp;
let distDir: string;
beforeAll(async () => {
  // A small build of the shape Vite writes: index.html, sw.js and hashed assets.
  distDir = mkdtempSync(path.join(tmpdir(), 'karamu-web-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Karamu</title>');
  writeFileSync(path.join(distDir, 'sw.js'), WORKER);
  writeFileSync(path.join(distDir, 'assets', 'index-AbC123.js'), 'console.log(1);\n');
  t = await createTestApp({ WEB_DIST_DIR: distDir });
});
afterAll(async () => {
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('the service worker script', () => {
  it('is served at /sw.js as JavaScript, never cached without asking, with scope /', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(WORKER);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['service-worker-allowed']).toBe('/');
  });

  it('may run under the content security policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.headers['content-security-policy']).toContain("worker-src 'self'");
  });

  it('keeps its headers to itself: hashed assets stay immutable, pages are not workers', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['service-worker-allowed']).toBeUndefined();

    const page = await t.app.inject({ method: 'GET', url: '/dashboard/verify-guests' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['service-worker-allowed']).toBeUndefined();
  });
});
