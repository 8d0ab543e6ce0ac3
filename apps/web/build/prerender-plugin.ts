/**
 * The Vite build plugin that prerenders the public pages that need no data (decision 0032):
 * after the browser build, it builds src/prerender/render-page.tsx for Node, renders each
 * page as a signed-out visitor sees it, and writes it into a copy of index.html under
 * dist/prerendered/, listed in dist/prerendered/pages.json for the server. A phone then
 * paints the page from the HTML alone, before the app's script has arrived.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';

type Options = {
  /** The module exporting `renderPage(pathname): Promise<string>`. */
  entry: string;
  /** Each page's path, as the router matches it. */
  pages: readonly string[];
};

export const PRERENDERED_DIR = 'prerendered';

/** The file name of a page path: `/` is `index.html`, `/create-event` is `create-event.html`. */
const fileNameOf = (page: string) => `${page.slice(1).replaceAll('/', '--') || 'index'}.html`;

const ROOT_ELEMENT = '<div id="root"></div>';

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
      // Inside the package, so that Node resolves the bundle's imports from node_modules.
      const serverBuildDir = path.join(config.root, 'node_modules/.cache/karamu-prerender');
      await build({
        configFile: false,
        root: config.root,
        logLevel: 'warn',
        plugins: [react()],
        resolve: { alias: config.resolve.alias },
        build: { ssr: entry, outDir: serverBuildDir, emptyOutDir: true },
      });
      const moduleName = `${path.basename(entry, path.extname(entry))}.js`;
      const { renderPage } = (await import(
        pathToFileURL(path.join(serverBuildDir, moduleName)).href
      )) as { renderPage: (pathname: string) => Promise<string> };

      const outDir = path.resolve(config.root, config.build.outDir);
      const shell = await readFile(path.join(outDir, 'index.html'), 'utf8');
      if (!shell.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
      const pagesDir = path.join(outDir, PRERENDERED_DIR);
      await mkdir(pagesDir, { recursive: true });
      const written: Record<string, string> = {};
      for (const page of pages) {
        const markup = await renderPage(page);
        // `inert` until the app takes the page over (main.tsx removes it): a form on the
        // prerendered page must not submit natively, with a password in the URL.
        const html = shell.replace(ROOT_ELEMENT, `<div id="root" inert>${markup}</div>`);
        await writeFile(path.join(pagesDir, fileNameOf(page)), html);
        written[page] = fileNameOf(page);
      }
      await writeFile(path.join(pagesDir, 'pages.json'), JSON.stringify(written));
      await rm(serverBuildDir, { recursive: true, force: true });
    },
  };
}
