/**
 * Playwright's `test`, failing any test whose pages threw an uncaught error or left a
 * promise rejection unhandled: the browser layer's share of "an unhandled error anywhere in
 * a run is a failure". Every spec imports `test` and `expect` from here.
 */
import { expect, test as base, type Page } from '@playwright/test';

export const test = base.extend<{ failOnPageErrors: void }>({
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
