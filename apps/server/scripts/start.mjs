// `npm start`: brings the two builds up to date (scripts/builds.mjs), then runs the compiled
// server (decision 0021). The server is bundled with esbuild (tsx's own dependency) into
// dist/main.js, so a start compiles nothing; the web app is built with Vite.
import { pathToFileURL } from 'node:url';
import { ensureServerBuild, ensureWebBuild, serverMain } from './builds.mjs';

ensureWebBuild();
await ensureServerBuild();
await import(pathToFileURL(serverMain).href);
