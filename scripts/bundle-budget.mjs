// `npm run budget`, after `npm run build`: the JavaScript a public page downloads before it
// shows anything, gzipped, per route (decision 0020). That is the entry chunk and its static
// imports, plus the route's lazy chunk and its static imports, read from Vite's build
// manifest, and the loader every rendered page starts the app with (`start-app.js`,
// decisions 0055 and 0058). Exits non-zero when a route is over the budget or a route's
// module is missing from the build (renamed: update ROUTES below).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGET_BYTES = 150 * 1024;

/** Each public route and the source modules its lazy route imports (app/public-routes.tsx). */
export const ROUTES = {
  // With the money card a guest whose card has a price gets at once (decision 0050).
  '/i/:token': [
    'src/features/events/invitations/components/invitation-page.tsx',
    'src/features/events/invitations/components/guest-money.tsx',
  ],
  '/review/:token': ['src/features/vendors/vendor-reviews/components/review-page.tsx'],
  '/p/:token': ['src/features/pledges/pay-links/components/pay-link-page.tsx'],
  '/event-templates': ['src/features/events/event-templates/components/event-templates-page.tsx'],
  '/create-event': ['src/features/events/create-event/components/create-event-page.tsx'],
  '/login': ['src/app/pages/login-page.tsx'],
  '/vendors': ['src/features/vendors/vendor-directory/directory-pages.ts'],
  '/vendors/:vendorId': ['src/features/vendors/vendor-directory/directory-pages.ts'],
  '/services': ['src/features/vendors/vendor-directory/directory-pages.ts'],
  '/services/:serviceId': ['src/features/vendors/vendor-directory/directory-pages.ts'],
  '/list-your-business': [
    'src/features/vendors/vendor-signup/components/list-your-business-page.tsx',
  ],
  // Not a route of its own: the landing page answers it (and `/`).
  '/sign-up': ['src/features/platform/public-site/components/landing-page.tsx'],
};

const distDir = path.resolve(process.argv[2] ?? 'apps/web/dist');
let manifest;
try {
  manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
} catch (error) {
  console.error(`No build manifest in ${distDir} (run \`npm run build\` first): ${error.message}`);
  process.exit(1);
}

const entryKey = Object.keys(manifest).find(
  (key) => manifest[key].isEntry && key.endsWith('.html'),
);
if (!entryKey) {
  console.error('The build manifest has no HTML entry');
  process.exit(1);
}

/** The chunks a module loads before it runs: itself and its static imports, transitively. */
function staticClosure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen].map((key) => manifest[key]);
}

/**
 * apps/web/public/start-app.js, copied to the build's root: every public page is rendered
 * (at build time or per request) and starts the app through it (decisions 0055, 0058).
 */
const START_APP_FILE = 'start-app.js';

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) {
    gzipCache.set(file, gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length);
  }
  return gzipCache.get(file);
}

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
let failed = false;
console.log(`Initial JavaScript per public route, gzip (budget ${kB(BUDGET_BYTES)}):`);
for (const [route, modules] of Object.entries(ROUTES)) {
  let chunks;
  try {
    chunks = staticClosure([entryKey, ...modules]);
  } catch (error) {
    console.error(`${route}: ${error.message}`);
    failed = true;
    continue;
  }
  const files = [...new Set([...chunks.map((chunk) => chunk.file), START_APP_FILE])];
  const js = files.reduce((total, file) => total + gzipSize(file), 0);
  const css = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
  const cssSize = css.reduce((total, file) => total + gzipSize(file), 0);
  const over = js > BUDGET_BYTES;
  if (over) failed = true;
  console.log(
    `${over ? 'OVER' : 'ok  '} ${route.padEnd(18)} ${kB(js).padStart(10)} JS in ${files.length} files, ${kB(cssSize)} CSS`,
  );
}
process.exit(failed ? 1 : 0);
