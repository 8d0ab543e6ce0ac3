// Before any worker starts its server: the web app and the server bundle, built once for
// the whole run (skipped when already newer than their sources, as after CI's Lighthouse
// step), so that each worker's server and each test's own server only start.
import { ensureServerBuild, ensureWebBuild } from '../../apps/server/scripts/builds.mjs';

export default async function globalSetup() {
  ensureWebBuild();
  await ensureServerBuild();
}
