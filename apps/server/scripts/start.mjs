// `npm start`: brings the two builds up to date, then runs the compiled server (decision 0021).
// The server is bundled with esbuild (tsx's own dependency) into dist/main.js, so a start
// compiles nothing; the web app is built with Vite. Each is rebuilt when a source file is
// newer than its output, not only when the output is missing: a `git pull` must not leave
// an old build running.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

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
if (isStale(webIndex, webSources)) {
  const first = !existsSync(webIndex);
  console.log(first ? 'Building the web app (first start)...' : 'Rebuilding the web app...');
  execSync('npm run build -w @karamu/web', { stdio: 'inherit', cwd: repoDir });
}

const serverMain = path.join(serverDir, 'dist/main.js');
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

await import(pathToFileURL(serverMain).href);
