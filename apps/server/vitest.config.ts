import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // `*.postgres.test.ts` test what only a PostgreSQL server does (its connections closed
    // under the app, decision 0017): they run in the pass on TEST_DATABASE_URL, and the
    // embedded database has nothing for them to test. `pglite-*.test.ts` are the mirror
    // image (the embedded database's worker thread and template file), so that pass skips them.
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.TEST_DATABASE_URL
        ? ['src/**/pglite-*.test.ts', 'test/**/pglite-*.test.ts']
        : ['test/**/*.postgres.test.ts']),
    ],
    // Each file opens its own database (PGlite in memory, or a fresh PostgreSQL database),
    // a copy of the migrated template made once per run here.
    globalSetup: ['./test/global-setup.ts'],
    // Each worker imports the server once and runs its files one after another, instead of
    // importing it again for every file (decision 0033). Sound because no module keeps
    // state between apps: each file builds its own app on its own database.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
