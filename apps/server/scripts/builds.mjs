// The two builds `npm start` runs, brought up to date: the web app (Vite) and the server's
// bundle (esbuild, decision 0021). Each is rebuilt when a source file is newer than its
// output, not only when the output is missing: a `git pull` must not leave an old build
// running. The browser tests and the Lighthouse audit call the same functions, so one CI
// run builds each once and every later step finds it fresh (decision 0028).
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '..');
const repoDir = path.resolve(serverDir, '../..');
const at = (...parts) => path.join(repoDir, ...parts);

/** The newest modification time among files under `paths` (node_modules and builds skipped). */
function newestChange(paths) {
  let newest = 0;
  const visit = (file) => {
    if (!existsSync(file)) return;
    const stat = statSync(file);
    if (!stat.isDirectory()) {
      newest = Math.max(newest, stat.mtimeMs);
      return;
    }
    for (const entry of readdirSync(file)) {
      if (entry !== 'node_modules' && entry !== 'dist') visit(path.join(file, entry));
    }
  };
  paths.forEach(visit);
  return newest;
}

const isStale = (output, sources) =>
  !existsSync(output) || newestChange(sources) > statSync(output).mtimeMs;

const shared = [at('packages/shared/src'), at('packages/shared/package.json')];

/** The compiled server that `npm start` runs. */
export const serverMain = path.join(serverDir, 'dist/main.js');

/** Builds the web app into apps/web/dist unless that build is newer than its sources. */
export function ensureWebBuild() {
  const webIndex = at('apps/web/dist/index.html');
  const webSources = [
    at('apps/web/src'),
    at('apps/web/public'),
    at('apps/web/index.html'),
    at('apps/web/vite.config.ts'),
    at('apps/web/build'),
    at('apps/web/package.json'),
    ...shared,
  ];
  if (!isStale(webIndex, webSources)) return;
  const first = !existsSync(webIndex);
  console.log(first ? 'Building the web app (first start)...' : 'Rebuilding the web app...');
  execSync('npm run build -w @karamu/web', { stdio: 'inherit', cwd: repoDir });
}

/** Bundles the server into dist/main.js unless that bundle is newer than its sources. */
export async function ensureServerBuild() {
  const serverSources = [
    path.join(serverDir, 'src'),
    path.join(serverDir, 'package.json'),
    path.join(serverDir, 'scripts/build-server.mjs'),
    ...shared,
  ];
  if (isStale(serverMain, serverSources)) {
    const { buildServer } = await import('./build-server.mjs');
    await buildServer();
  }
  ensurePgliteTemplate();
}

/**
 * The migrated database a new PGlite data directory starts from (src/db/pglite-template.ts),
 * made again when the migrations or PGlite changed since. Its name holds a digest of both,
 * which the server checks, so a template from other migrations is never loaded.
 */
function ensurePgliteTemplate() {
  const dist = path.join(serverDir, 'dist');
  const sources = [path.join(serverDir, 'drizzle'), at('node_modules/@electric-sql/pglite')];
  const templates = readdirSync(dist).filter((name) => /^pglite-template-\w+\.tar$/.test(name));
  if (templates.some((name) => !isStale(path.join(dist, name), sources))) return;
  console.log('Making the database template for new data directories...');
  execFileSync(process.execPath, [path.join(dist, 'make-pglite-template.js')], {
    stdio: 'inherit',
  });
}
