/**
 * The Vite build plugin behind the public pages' first paint (decision 0032). After the
 * browser build it builds src/app/prerender/render-document.tsx for Node into dist/.ssr/
 * (a dot folder: never served), renders each page that needs no data into
 * dist/prerendered/, and lists in dist/prerendered/pages.json those files and the pages the
 * server renders per request with their data.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type AliasOptions, type Plugin, type ResolvedConfig } from 'vite';

type Options = {
  /** The module exporting `renderDocument` and `PAGES_WITH_DATA`. */
  entry: string;
  /** The paths of the pages rendered once, at build time. */
  pages: readonly string[];
};

type RenderModule = {
  renderDocument: (shell: string, pathAndQuery: string) => Promise<string>;
  PAGES_WITH_DATA: readonly string[];
};

/** dist/prerendered/pages.json, read by the server (apps/server/src/plugins/web-app.ts). */
type PrerenderedPages = {
  /** Page path -> its file under dist/prerendered/. */
  files: Record<string, string>;
  /** React Router patterns of the pages the server renders per request. */
  withData: readonly string[];
  /** The Node module that renders them, relative to dist/. */
  renderer: string;
};

/** `/` is `index.html`, `/create-event` is `create-event.html`. */
const fileNameOf = (page: string) => `${page.slice(1).replaceAll('/', '--') || 'index'}.html`;

/**
 * Builds `entry` for Node into `outDir` (emptied first); answers the built module's path.
 * The build's own step, and what the server's tests render real pages with.
 */
export async function buildRenderer(options: {
  root: string;
  entry: string;
  outDir: string;
  alias: AliasOptions;
}): Promise<string> {
  const { root, entry, outDir, alias } = options;
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react()],
    publicDir: false,
    resolve: { alias },
    build: { ssr: entry, outDir, emptyOutDir: true },
    // Every package bundled and tree-shaken, as for the browser: left as imports, Node
    // loads whole packages (lucide-react's 1.3 MB file of every icon, radix-ui's primitives,
    // date-fns's index), 67 MB and a second for what 23 MB and 80 ms hold (decision 0040).
    ssr: { noExternal: true },
  });
  return path.join(outDir, `${path.basename(entry, path.extname(entry))}.js`);
}

export function prerender({ entry, pages }: Options): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'karamu:prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    // After the files are written (index.html among them), before closeBundle's compression.
    async writeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const rendererFile = await buildRenderer({
        root: config.root,
        entry,
        outDir: path.join(outDir, '.ssr'),
        alias: config.resolve.alias,
      });
      const renderer = path.relative(outDir, rendererFile).split(path.sep).join('/');
      const { renderDocument, PAGES_WITH_DATA } = (await import(
        pathToFileURL(rendererFile).href
      )) as RenderModule;

      const shell = await readFile(path.join(outDir, 'index.html'), 'utf8');
      const pagesDir = path.join(outDir, 'prerendered');
      await mkdir(pagesDir, { recursive: true });
      const files: Record<string, string> = {};
      for (const page of pages) {
        files[page] = fileNameOf(page);
        await writeFile(path.join(pagesDir, files[page]), await renderDocument(shell, page));
      }
      const list: PrerenderedPages = { files, withData: PAGES_WITH_DATA, renderer };
      await writeFile(path.join(pagesDir, 'pages.json'), JSON.stringify(list));
    },
  };
}
