import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress-plugin.ts';
import { prerender } from './build/prerender-plugin.ts';
import { precacheServiceWorker } from './src/service-worker/precache-plugin.ts';

// In development the API runs as its own process; the proxy keeps the app same-origin
// so the session cookie and the CSRF rule behave as in production.
const apiTarget = process.env.KARAMU_API_PROXY_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // Builds /sw.js, which keeps the app shell for reloads without a network (decision 0012).
    precacheServiceWorker({
      entry: fileURLToPath(new URL('./src/service-worker/sw.ts', import.meta.url)),
    }),
    // The public pages that need no data, painted from the HTML alone (decision 0032).
    prerender({
      entry: 'src/app/prerender/render-document.tsx',
      pages: [
        '/',
        '/login',
        '/sign-up',
        '/create-event',
        '/event-templates',
        '/list-your-business',
      ],
    }),
    // Brotli and gzip copies of the built text files, served by the server (decision 0020).
    precompress(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/logout': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: each chunk's imports, read by scripts/bundle-budget.mjs.
    manifest: true,
  },
});
