/**
 * The Vite build plugin that makes `/sw.js` (decision 0012): it adds the worker's source
 * as an entry of its own with a fixed name, and once the build's files are known, writes
 * their list (the precache manifest) into it in place of the placeholder. A new build
 * with any changed file therefore makes a byte-different worker, which is how browsers
 * notice an update.
 */
import type { Plugin } from 'vite';
import { PRECACHE_PLACEHOLDER, SHELL_URL, type PrecacheManifest } from './precache-manifest.ts';
import { SERVICE_WORKER_URL } from './register-service-worker.ts';

export type BuiltFile = { fileName: string; content: string | Uint8Array };

const WORKER_FILE = SERVICE_WORKER_URL.slice(1);
const SHELL_FILE = SHELL_URL.slice(1);

/** The shell: index.html and everything under assets/ (content-hashed); no source maps. */
export async function createPrecacheManifest(
  files: readonly BuiltFile[],
): Promise<PrecacheManifest> {
  const shell = files
    .filter(({ fileName }) => fileName === SHELL_FILE || fileName.startsWith('assets/'))
    .filter(({ fileName }) => !fileName.endsWith('.map'))
    .sort((a, b) => (a.fileName < b.fileName ? -1 : a.fileName > b.fileName ? 1 : 0));
  if (!shell.some(({ fileName }) => fileName === SHELL_FILE)) {
    throw new Error(`The build has no ${SHELL_FILE} to serve offline`);
  }
  const encoder = new TextEncoder();
  const parts = shell.flatMap(({ fileName, content }) => [
    encoder.encode(`${fileName}\0`),
    typeof content === 'string' ? encoder.encode(content) : content,
    encoder.encode('\0'),
  ]);
  const bytes = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  const version = Array.from(new Uint8Array(digest).slice(0, 8), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
  return { version, urls: shell.map(({ fileName }) => `/${fileName}`) };
}

/**
 * Writes the manifest into the worker's code. The placeholder is a string literal
 * (quoted either way after minifying) that the worker passes to JSON.parse, so it
 * becomes a string literal holding the manifest's JSON.
 */
export function injectPrecacheManifest(code: string, manifest: PrecacheManifest): string {
  const literal = new RegExp(`(["'\`])${PRECACHE_PLACEHOLDER}\\1`, 'g');
  const found = code.match(literal)?.length ?? 0;
  if (found !== 1) {
    throw new Error(`Expected the precache placeholder once in the service worker, found ${found}`);
  }
  return code.replace(literal, () => JSON.stringify(JSON.stringify(manifest)));
}

export function precacheServiceWorker({ entry }: { entry: string }): Plugin {
  return {
    name: 'karamu:precache-service-worker',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'chunk', id: entry, fileName: WORKER_FILE });
    },
    generateBundle: {
      // After Vite has emitted index.html, so the manifest can list it.
      order: 'post',
      async handler(_options, bundle) {
        const worker = bundle[WORKER_FILE];
        if (worker?.type !== 'chunk') throw new Error(`The build has no ${WORKER_FILE} chunk`);
        if (worker.imports.length > 0 || worker.dynamicImports.length > 0) {
          throw new Error(
            `${WORKER_FILE} must be one classic script, but it imports ${[...worker.imports, ...worker.dynamicImports].join(', ')}: do not share modules between the worker and the app`,
          );
        }
        const files = Object.values(bundle)
          .filter((file) => file.fileName !== WORKER_FILE)
          .map((file) => ({
            fileName: file.fileName,
            content: file.type === 'chunk' ? file.code : file.source,
          }));
        worker.code = injectPrecacheManifest(worker.code, await createPrecacheManifest(files));
      },
    },
  };
}
