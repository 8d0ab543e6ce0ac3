/**
 * The Vite build plugin that writes a brotli (`.br`) and a gzip (`.gz`) copy beside every
 * text file of the build (decision 0020). The server's static files plugin picks the copy
 * the browser's `Accept-Encoding` allows, so the app's JavaScript, CSS and index.html are
 * never compressed per request and never sent uncompressed to a browser that can take less.
 * Fonts (woff2 is compressed already) and images are left as they are.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Every file under `dir`, as paths relative to it. */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** Writes `<file>.br` and `<file>.gz` for each text file under `dir`; answers their names. */
async function precompressDir(dir: string): Promise<string[]> {
  const files = (await listFiles(dir)).filter(
    // Dot folders (.vite's manifest, .ssr's renderer) are read on the server, never served.
    (file) => TEXT_FILE.test(file) && !file.startsWith('.'),
  );
  await Promise.all(
    files.map(async (file) => {
      const full = path.join(dir, file);
      const content = await readFile(full);
      // Built once, served many times: the slowest, smallest settings are worth it here.
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
    }),
  );
  return files;
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'karamu:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After every file, sw.js with its precache list included, is on disk.
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
