import { defineConfig } from 'vitest/config';

// One runner for the unit, component and server-integration layers; each workspace
// keeps its own environment in its own config.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
  },
});
