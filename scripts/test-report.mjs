// Adds up the JSON reports of every test layer into the one closing line CI reads:
// `N passed, N failed`. Usage: node scripts/test-report.mjs report.json [...]
import { existsSync, readFileSync } from 'node:fs';

/** Vitest's JSON reporter and Playwright's, reduced to counts. */
export function countReport(report) {
  if (report.stats && 'expected' in report.stats) {
    const { expected, unexpected, flaky, skipped } = report.stats;
    return { passed: expected + flaky, failed: unexpected, skipped };
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0),
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

export function summarize(files) {
  const total = { passed: 0, failed: 0, skipped: 0 };
  for (const file of files) {
    if (!existsSync(file)) {
      // A layer that wrote no report crashed before running: count it as a failure.
      console.error(`missing test report: ${file}`);
      total.failed += 1;
      continue;
    }
    const counts = countReport(JSON.parse(readFileSync(file, 'utf8')));
    console.log(
      `${file}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`,
    );
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.skipped += counts.skipped;
  }
  return total;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const total = summarize(process.argv.slice(2));
  const skipped = total.skipped > 0 ? `, ${total.skipped} skipped` : '';
  console.log(`${total.passed} passed, ${total.failed} failed${skipped}`);
  process.exit(total.failed > 0 || total.passed === 0 ? 1 : 0);
}
