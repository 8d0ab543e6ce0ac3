/**
 * Playwright's `test`, failing any test whose pages threw an uncaught error or left a
 * promise rejection unhandled: the browser layer's share of "an unhandled error anywhere in
 * a run is a failure". Every spec imports `test` and `expect` from here.
 */
import { expect, test as base, type Page, type Response } from '@playwright/test';

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

export const test = base.extend<{ failOnPageErrors: void; appTakesOver: void }>({
  appTakesOver: [
    async ({ context }, use) => {
      context.pages().forEach(waitForAppAfterNavigation);
      context.on('page', waitForAppAfterNavigation);
      await use();
    },
    { auto: true },
  ],
  failOnPageErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      const watch = (page: Page) =>
        page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.stack ?? error}`));
      context.pages().forEach(watch);
      context.on('page', watch);
      await use();
      expect(errors, 'uncaught errors in the browser').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
