// Bundles the server's TypeScript, and @karamu/shared's, into dist/main.js (decision 0021),
// and the maker of the PGlite template into dist/make-pglite-template.js. Packages from
// node_modules stay imports (but see BUNDLED): they are installed, and some (sharp, PGlite,
// argon2) carry native or WebAssembly parts that cannot be bundled.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.resolve(import.meta.dirname, '..');
const dependenciesOf = (file) => {
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  return Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
};

// Bundled rather than imported: @karamu/shared (TypeScript source), and date-fns, whose
// index imports each of its hundreds of functions as a module of its own (about half a
// second of a start on a busy machine); bundled, only the few functions we call are kept.
const BUNDLED = new Set(['@karamu/shared', 'date-fns', '@date-fns/tz']);

export async function buildServer() {
  const external = [
    ...dependenciesOf(path.join(serverDir, 'package.json')),
    ...dependenciesOf(path.join(serverDir, '../../packages/shared/package.json')),
  ].filter((name) => !BUNDLED.has(name));
  await build({
    entryPoints: {
      main: path.join(serverDir, 'src/main.ts'),
      'make-pglite-template': path.join(serverDir, 'src/db/make-pglite-template.ts'),
    },
    outdir: path.join(serverDir, 'dist'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    sourcemap: true,
    // `--enable-source-maps` keeps each map in memory from the start: without the sources
    // inside it, stack traces still point at src/ lines, in about a third of the bytes.
    sourcesContent: false,
    logLevel: 'warning',
  });
}

// `npm run build -w @karamu/server`
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildServer();
