// `npm run lighthouse`: Lighthouse's mobile performance audit (its defaults: a mid-range
// phone on a slow 4G link, simulated) of each public page, on an up-to-date build served by
// the real server on a fresh embedded database, with an event whose guest has an answer link
// and a card (decision 0020). Prints performance, LCP, TBT and CLS per page. Exits
// non-zero when a page's layout shifts (CLS >= 0.1) or the script-size budget
// (scripts/bundle-budget.mjs) is broken; timings are printed only, as a loaded machine
// makes them noisy. The builds are remade only when stale, so the browser tests after it in
// CI reuse them; one Chromium audits the pages one after another, each from a cold cache
// and empty storage (cleared before each page) (decision 0028).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import sharp from 'sharp';
import { ensureServerBuild, ensureWebBuild } from '../../apps/server/scripts/builds.mjs';
import { E2E_ADMIN_PASSWORD } from '../../e2e/support/credentials.mjs';
import { repositoryRoot, spawnServer } from '../../e2e/support/spawn-server.mjs';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3317);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CLS_LIMIT = 0.1;
const MAX_ATTEMPTS = 3;
// Where to write each page's full Lighthouse report (JSON), to see what a figure is made of.
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
// Only these pages (comma-separated names as printed, `/create-event,/i/:token`), while
// working on one; all of them by default.
const ONLY_PAGES = process.env.LIGHTHOUSE_PAGES?.split(',');
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function chromiumPath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  const found = spawnSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).stdout.trim();
  if (!found) throw new Error('No chromium on PATH (apt-get install chromium), nor CHROME_PATH');
  return found;
}

/**
 * The API as the web app calls it: JSON (or a file's bytes, a Buffer, sent as image/jpeg),
 * the CSRF header, the session cookie.
 */
function apiClient() {
  let cookie = '';
  return async (method, url, body) => {
    const raw = Buffer.isBuffer(body);
    const response = await fetch(`${ORIGIN}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': raw ? 'image/jpeg' : 'application/json' }),
        'x-requested-with': 'XMLHttpRequest',
        ...(cookie ? { cookie } : {}),
      },
      body: body === undefined || raw ? body : JSON.stringify(body),
    });
    // The session cookie (a sign-in also sets the device cookie, decision 0016).
    const session = response.headers.getSetCookie().find((c) => c.startsWith('karamu_session='));
    if (session) cookie = session.split(';')[0];
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text}`);
    return text ? JSON.parse(text) : undefined;
  };
}

async function waitForServer() {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${ORIGIN}/api/event-templates`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not answer at ${ORIGIN}`);
}

/** An event with a card design and a guest with an answer link: the link's path. */
async function seedGuestLink() {
  const api = apiClient();
  await api('POST', '/api/login', { username: 'admin', password: E2E_ADMIN_PASSWORD });
  const event = await api('POST', '/api/events', {
    name: 'Harusi ya Amina na Baraka',
    startsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    timeZone: 'Africa/Nairobi',
    defaultCountry: 'KE',
    venue: 'Safari Park, Nairobi',
    hosts: 'The Otieno family',
  });
  const artwork = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1680"><rect width="1200" height="1680" fill="#f7efe2"/><rect x="40" y="40" width="1120" height="1600" fill="none" stroke="#b08d57" stroke-width="12"/></svg>`;
  const card = await api('PUT', `/api/events/${event.id}/invitation-card/artwork`, {
    artwork: `data:image/svg+xml;base64,${Buffer.from(artwork).toString('base64')}`,
  });
  const field = (kind, y, extra = {}) => ({
    id: `${kind}-${y}`,
    kind,
    x: 0.1,
    y,
    width: 0.8,
    fontSize: 0.05,
    font: 'serif',
    color: '#5a3e1b',
    align: 'center',
    ...extra,
  });
  await api('PATCH', `/api/events/${event.id}/invitation-card`, {
    fields: [
      field('guestName', 0.15, { font: 'script', fontSize: 0.08 }),
      field('qr', 0.5, { x: 0.3, width: 0.4 }),
    ],
    version: card.version,
  });
  const guest = await api('POST', `/api/events/${event.id}/guests`, {
    name: 'Wanjiku Kamau',
    cardType: 'double',
    admissions: 2,
  });
  const link = await api('POST', `/api/events/${event.id}/guests/${guest.id}/link`);
  return link.path;
}

/** A camera-like 1600 x 1067 JPEG of one colour with grain: a vendor's cover. */
const coverPhoto = (background) =>
  sharp({
    create: {
      width: 1600,
      height: 1067,
      channels: 3,
      background,
      noise: { type: 'gaussian', mean: 128, sigma: 20 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();

/**
 * A directory page's worth of published vendors (issue 17): a service category, twelve
 * vendors with prices, a cover photo and a service each, submitted and approved by the
 * administrator, so /vendors is measured with its cards' photos.
 */
async function seedVendors() {
  const api = apiClient();
  await api('POST', '/api/login', { username: 'admin', password: E2E_ADMIN_PASSWORD });
  // A fresh installation has its service categories (migration 0026): Catering among them.
  const categories = await api('GET', '/api/categories?size=1000');
  const category = categories.items.find((c) => c.name === 'Catering' && c.kind === 'service');
  const colours = ['#b8860b', '#3a5f8a', '#8a3a5f', '#5f8a3a'];
  for (let index = 1; index <= 12; index += 1) {
    const vendor = await api('POST', '/api/vendors', {
      businessName: `Mama Ntilie Catering ${index}`,
      categoryIds: [category.id],
      description: 'Pilau, nyama choma and chapati for weddings and send-offs.',
      city: 'Nairobi',
      phone: '+254712000100',
      currency: 'KES',
      priceMinMinor: 50_000_00,
      priceMaxMinor: 400_000_00,
    });
    await api('POST', '/api/vendor-services', {
      vendorId: vendor.id,
      title: 'Wedding buffet',
      categoryId: category.id,
      pricing: 'per_unit',
      priceMinor: 1_200_00,
      currency: 'KES',
      unit: 'guest',
      published: true,
    });
    const photo = await api(
      'POST',
      `/api/vendors/${vendor.id}/photos`,
      await coverPhoto(colours[index % colours.length]),
    );
    await api('PATCH', `/api/vendor-photos/${photo.id}`, { altText: 'A buffet of pilau' });
    const covered = await api('PATCH', `/api/vendors/${vendor.id}`, {
      coverPhotoId: photo.id,
      version: vendor.version,
    });
    const pending = await api('POST', `/api/vendors/${vendor.id}/submit`, {
      version: covered.version,
    });
    await api('POST', `/api/vendors/${vendor.id}/moderation`, {
      action: 'approve',
      version: pending.version,
    });
  }
}

/** One page's audit in the running Chromium, from a cold cache and empty storage. */
async function audit(url, port) {
  const result = await lighthouse(url, {
    port,
    // Everything the origin keeps, cleared before the page: Lighthouse's default list keeps
    // cookies, local storage and IndexedDB, which one Chromium for every page would
    // otherwise carry from page to page (a fresh Chromium per page had none).
    clearStorageTypes: ['all'],
    onlyCategories: ['performance'],
    output: 'json',
    logLevel: 'error',
  });
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  if (REPORT_DIR) {
    mkdirSync(REPORT_DIR, { recursive: true });
    const name = new URL(url).pathname.split('/')[1] || 'landing';
    writeFileSync(path.join(REPORT_DIR, `${name}.json`), result.report);
  }
  return {
    performance: lhr.categories.performance.score,
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
  };
}

const started = performance.now();
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(0)} s`;
ensureWebBuild();
await ensureServerBuild();
const budget = spawnSync('node', ['scripts/bundle-budget.mjs'], {
  cwd: repositoryRoot,
  stdio: 'inherit',
});

const chromePath = chromiumPath();
const dataDir = mkdtempSync(path.join(tmpdir(), 'karamu-lighthouse-'));
const server = spawnServer({ port: PORT, dataDir, stdio: ['ignore', 'ignore', 'inherit'] });
const rows = [];
let chrome;
let auditsStarted = started;
try {
  await waitForServer();
  const guestPath = await seedGuestLink();
  await seedVendors();
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  auditsStarted = performance.now();
  const pages = [
    ['/i/:token', guestPath],
    ['/event-templates', '/event-templates'],
    ['/vendors', '/vendors'],
    ['/create-event', '/create-event'],
    ['/login', '/login'],
    ['/sign-up', '/sign-up'],
  ];
  for (const [name, pagePath] of pages) {
    if (ONLY_PAGES && !ONLY_PAGES.includes(name)) continue;
    const url = `${ORIGIN}${pagePath}`;
    // Lighthouse sometimes loses the trace of a page load on a loaded machine (NO_NAVSTART,
    // "please run Lighthouse again"), and a second try in the same Chromium has failed as
    // well: up to three tries, each retry in a fresh Chromium.
    for (let attempt = 1; ; attempt += 1) {
      try {
        rows.push({ name, ...(await audit(url, chrome.port)) });
        break;
      } catch (error) {
        if (attempt === MAX_ATTEMPTS) throw error;
        console.log(`${name}: ${error.message}; trying again in a fresh Chromium`);
        await chrome.kill();
        chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
      }
    }
  }
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

console.log('\nLighthouse, mobile defaults (timings are noisy on a loaded machine):');
console.log('page               perf   LCP      TBT      CLS');
let shifted = false;
for (const row of rows) {
  const over = row.cls >= CLS_LIMIT;
  if (over) shifted = true;
  console.log(
    `${row.name.padEnd(18)} ${row.performance.toFixed(2)}  ${(row.lcpMs / 1000).toFixed(1).padStart(5)} s  ${Math.round(row.tbtMs).toString().padStart(5)} ms  ${row.cls.toFixed(3)}${over ? '  OVER (CLS >= 0.1)' : ''}`,
  );
}
console.log(
  `${rows.length} pages audited in ${seconds(auditsStarted)}; the whole step took ${seconds(started)}.`,
);
if (budget.status !== 0) console.log('The script-size budget is broken: see above.');
process.exit(shifted || budget.status !== 0 ? 1 : 0);
