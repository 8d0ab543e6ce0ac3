import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'shared',
    include: ['src/**/*.test.ts'],
    // The property tests run hundreds of cases: on a shared, loaded machine the default 5 s
    // was reached by tests that pass in well under a second alone. A timeout only guards
    // against a hang; no test asserts on time.
    testTimeout: 30_000,
  },
});
