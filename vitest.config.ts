import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for the unit, component and server-integration layers; each workspace
// keeps its own environment in its own config.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web', 'apps/web/vitest.prerender.config.ts'],
    // Vitest leaves a core free by default, which is one worker on a two-core machine;
    // the test files spend much of their time waiting on their database, so use them all.
    maxWorkers: availableParallelism(),
  },
});
