import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { PRERENDER_TESTS } from './vitest.prerender.config.ts';

export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      // Server-rendering tests run in a project of their own (vitest.prerender.config.ts).
      exclude: [PRERENDER_TESTS],
      setupFiles: ['./test/setup.ts'],
      restoreMocks: true,
      // The files of a worker share one module graph (React, Radix, TanStack, the routes
      // imported once, not once a file): back to back, the web project's run fell from
      // 663 s to 194 s, its imports from 206 s to 16 s (decision 0028). What keeps the files apart instead: test/setup.ts unmounts and
      // clears storage and toasts after every test, each render gets its own QueryClient,
      // and a test file keeps no state in app modules (a stubbed global is unstubbed, a
      // test server's origin is reset on close).
      isolate: false,
      // A screen test may walk several steps, each waiting on a test server (setup.ts).
      testTimeout: 30_000,
    },
  }),
);
