import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for the unit, component and server-integration layers; each workspace
// keeps its own environment in its own config.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web', 'apps/web/vitest.prerender.config.ts'],
    // Vitest leaves a core free by default, which is one worker on a two-core machine. One
    // worker more than the cores: the server's files spend much of their time waiting (on
    // servers they start and kill, on timers, on their database's thread), and the extra
    // worker fills those waits (decision 0070).
    maxWorkers: availableParallelism() + 1,
  },
});
