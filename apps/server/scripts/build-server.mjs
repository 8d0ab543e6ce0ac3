// Bundles the server's TypeScript, and @karamu/shared's, into dist/main.js (decision 0021).
// Packages from node_modules stay imports: they are installed, and some (sharp, PGlite,
// argon2) carry native or WebAssembly parts that cannot be bundled. @karamu/shared is
// bundled because it is TypeScript source, which Node does not run.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.resolve(import.meta.dirname, '..');
const dependenciesOf = (file) => {
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  return Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
};

export async function buildServer() {
  const external = [
    ...dependenciesOf(path.join(serverDir, 'package.json')),
    ...dependenciesOf(path.join(serverDir, '../../packages/shared/package.json')),
  ].filter((name) => name !== '@karamu/shared');
  await build({
    entryPoints: [path.join(serverDir, 'src/main.ts')],
    outfile: path.join(serverDir, 'dist/main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    sourcemap: true,
    logLevel: 'warning',
  });
}

// `npm run build -w @karamu/server`
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildServer();
