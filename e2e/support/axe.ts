/**
 * Minimal stand-in (issue 16): another helper is writing the project's own; the lead keeps
 * one on merge. Runs axe-core in the page and fails on serious or critical findings and on
 * heading order.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

type Violation = { id: string; impact: string | null; help: string; nodes: { target: unknown }[] };

export async function expectAxeClean(page: Page): Promise<void> {
  // Evaluated rather than added as a <script>: the app's Content-Security-Policy refuses inline scripts.
  await page.evaluate(axeSource);
  const violations = (await page.evaluate(
    'axe.run(document, { resultTypes: ["violations"] }).then((r) => r.violations)',
  )) as Violation[];
  const failing = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'heading-order')
    .map(
      (v) => `${v.id} (${v.impact}): ${v.help} at ${JSON.stringify(v.nodes.map((n) => n.target))}`,
    );
  expect(failing, `axe findings on ${page.url()}`).toEqual([]);
}
