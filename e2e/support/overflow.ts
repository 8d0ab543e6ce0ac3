/**
 * Minimal stand-in (issue 16): another helper is writing the project's own; the lead keeps
 * one on merge. Fails when the page scrolls sideways: its content is wider than the window.
 */
import { expect, type Page } from '@playwright/test';

export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = (await page.evaluate(
    '({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth })',
  )) as { scrollWidth: number; clientWidth: number };
  expect(scrollWidth, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}
