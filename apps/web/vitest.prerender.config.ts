import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// The tests that render pages with React's server renderer, apart from the web project:
// that project's files share one module graph (isolate: false), and a context provider
// rendered by both the server and the client renderer in one graph makes React report
// "multiple renderers concurrently rendering the same context provider" in every later
// screen test of the worker (each renderer marks the context as its own and never unmarks it).
export const PRERENDER_TESTS = 'src/app/prerender/**/*.test.{ts,tsx}';

export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web-prerender',
      environment: 'jsdom',
      include: [PRERENDER_TESTS],
      setupFiles: ['./test/setup.ts'],
      restoreMocks: true,
    },
  }),
);
