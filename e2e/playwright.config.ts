import { execSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';

/** Debian's Chromium: Playwright's own browser download is not possible here. */
function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execSync('command -v chromium', { encoding: 'utf8' }).trim();
  } catch {
    throw new Error(
      'Chromium not found: install it (apt-get install -y chromium) or set CHROMIUM_PATH',
    );
  }
}

export default defineConfig({
  testDir: './tests',
  // Builds the web app and the server bundle once, before the workers start.
  globalSetup: './support/global-setup.mjs',
  // Each worker has its own server and database (support/test.ts), so spec files run in
  // parallel, two at a time (CI's machine has two cores, and much of a browser test is
  // waiting; `--workers` overrides it); the tests of one file run in order, unless the file
  // asks for parallel mode (mobile-overflow.spec.ts, whose walks both workers share).
  workers: 2,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // npm test asks for a JSON report (PLAYWRIGHT_JSON_OUTPUT_NAME) to add up the layers.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    // A trace of a failed test, where someone can open it. CI's clone is thrown away with its
    // traces, and recording costs every test about a quarter more processor time, so CI
    // records none: a failure there is read from its message and run again here with the
    // trace (decision 0070).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      // Without these, Chromium keeps dialling Google's hosts on this closed network.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
