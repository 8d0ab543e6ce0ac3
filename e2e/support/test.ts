/**
 * Playwright's `test`, with what every spec shares (every spec imports `test` and `expect`
 * from here):
 * - each worker's own server, on its own port and fresh embedded database, which `page`
 *   and `request` reach through `baseURL`: workers share no state, so spec files run in
 *   parallel (decision 0028);
 * - on request, a test's own server beside the local SMS provider stand-in (`serverBesideSms`);
 * - a test whose pages threw an uncaught error or left a promise rejection unhandled
 *   fails: the browser layer's share of "an unhandled error anywhere in a run is a failure".
 */
import {
  expect,
  test as base,
  type BrowserContext,
  type Page,
  type Response,
} from '@playwright/test';
import {
  startFakeSmsProvider,
  type FakeSmsProvider,
} from '../../apps/server/test/support/fake-sms-provider';
import { createOwnServer, type OwnServer } from './own-server';

/**
 * A page the server rendered (decision 0032) is inert until the app takes it over; a test
 * that typed into it first would lose its input when the app replaces it. After `goto` and
 * `reload`, wait for the app, as a person would wait for the page to respond.
 */
function waitForAppAfterNavigation(page: Page) {
  const untilAppTakesOver = async (response: Response | null) => {
    if (!response?.headers()['content-type']?.startsWith('text/html')) return;
    await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
  };
  const goto = page.goto.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await untilAppTakesOver(response);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (...args) => {
    const response = await reload(...args);
    await untilAppTakesOver(response);
    return response;
  };
}

/**
 * What the `page` fixture's context gets, for a context a test opens itself (another
 * person's browser): navigations wait for the app to take the page over.
 */
export function waitForAppInContext(context: BrowserContext) {
  context.pages().forEach(waitForAppAfterNavigation);
  context.on('page', waitForAppAfterNavigation);
}

/**
 * The uncaught errors and unhandled rejections of the context's pages, as they happen: the
 * `page` fixture's context fails the test with any; a context a test opens checks its own.
 */
export function collectPageErrors(context: BrowserContext): string[] {
  const errors: string[] = [];
  const watch = (page: Page) =>
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.stack ?? error}`));
  context.pages().forEach(watch);
  context.on('page', watch);
  return errors;
}

export const test = base.extend<
  {
    failOnPageErrors: void;
    appTakesOver: void;
    serverBesideSms: { server: OwnServer; provider: FakeSmsProvider };
  },
  { workerServer: OwnServer }
>({
  workerServer: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await createOwnServer(
        {
          // Schedules fire within a second of their time, so a test can wait for one to run.
          SCHEDULER_INTERVAL_MS: '1000',
          // Every test signs in from 127.0.0.1; the per-address limit (30 in 15 minutes) is
          // for strangers, and the server tests check it.
          LOGIN_MAX_ATTEMPTS_PER_IP: '10000',
        },
        { echo: true },
      );
      await server.start();
      await use(server);
      await server.dispose();
    },
    // A first start migrates a fresh database: slow on a busy machine.
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ workerServer }, use) => use(workerServer.url),
  /**
   * The test's own server, started as a fresh clone's is (no SMS provider), and the local
   * provider stand-in (Africa's Talking's format) beside it: `server.stop()` then
   * `server.start(provider.env)` is the operator configuring the provider on the same data.
   */
  serverBesideSms: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const provider = await startFakeSmsProvider('africastalking');
      const server = await createOwnServer({});
      try {
        await server.start();
        await use({ server, provider });
      } finally {
        await server.dispose();
        await provider.close();
      }
    },
    // Its own time, apart from the test's: a first start migrates a fresh database.
    { timeout: 240_000 },
  ],
  appTakesOver: [
    async ({ context }, use) => {
      waitForAppInContext(context);
      await use();
    },
    { auto: true },
  ],
  failOnPageErrors: [
    async ({ context }, use) => {
      const errors = collectPageErrors(context);
      await use();
      expect(errors, 'uncaught errors in the browser').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
