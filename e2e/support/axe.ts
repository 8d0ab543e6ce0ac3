/**
 * Accessibility check (issue 16): axe-core run in the page, failing on serious or critical
 * violations and on heading order (a moderate rule, but skipped levels lose screen-reader
 * users who navigate by headings).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
/** Read once per worker; evaluated rather than added as a <script>, so the CSP does not refuse it. */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type AxeViolation = {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
};

const FAILING_IMPACTS = new Set(['serious', 'critical']);
const ALWAYS_FAILING_RULES = new Set(['heading-order']);

/** Fails on serious or critical axe violations, and on heading-order, naming `where`. */
export async function expectAxeClean(page: Page, where: string = page.url()) {
  // axe measures colours as drawn: a toast still fading in reads as faint text on its
  // background. So the finite animations and transitions finish first (endless ones, such
  // as a spinner's, never do, nor do paused ones, and are left as they are).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity,
        )
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const loaded = await page.evaluate('typeof window.axe === "object"');
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const violations = (await page.evaluate(
    `window.axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations)`,
  )) as AxeViolation[];
  const failing = violations.filter(
    (v) => FAILING_IMPACTS.has(v.impact ?? '') || ALWAYS_FAILING_RULES.has(v.id),
  );
  const report = failing.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n` +
      v.nodes
        .slice(0, 5)
        .map(
          (n) =>
            `    ${JSON.stringify(n.target)} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`,
        )
        .join('\n'),
  );
  expect(report, `axe violations on ${where}`).toEqual([]);
}
