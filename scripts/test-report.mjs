// Adds up the reports of every test layer into the one closing line CI reads:
// `N passed, N failed`. Usage:
//   node scripts/test-report.mjs [--exit report.json=status ...] report.json [...]
// Besides failed tests, it counts as failures: each unhandled error or rejection (Vitest's,
// from the `<report>.unhandled.json` file next to its JSON report; Playwright's top-level
// `errors`), a missing report, and a runner that exited non-zero with no failure to show
// for it (a crash, a failed global setup, a coverage or type error).
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

/** Vitest's JSON reporter and Playwright's, reduced to counts. */
export function countReport(report) {
  if (report.stats && 'expected' in report.stats) {
    const { expected, unexpected, flaky, skipped } = report.stats;
    return {
      passed: expected + flaky,
      failed: unexpected,
      skipped,
      errors: (report.errors ?? []).map((error) => error.message ?? String(error)),
    };
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0),
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    errors: [],
  };
}

/** The unhandled errors a Vitest run left beside its report, or null when it left none. */
function unhandledErrorsOf(file) {
  const sibling = file.replace(/\.json$/, '.unhandled.json');
  if (!existsSync(sibling)) return null;
  return JSON.parse(readFileSync(sibling, 'utf8')).unhandledErrors.map(
    (error) => `${error.name}: ${error.message}\n${error.stack}`,
  );
}

// eslint-disable-next-line no-control-regex -- the runners colour their messages
const colourCodes = /\x1b\[[0-9;]*m/g;

/** Where and why each failed test failed, so a run's closing lines name them. */
export function failedTests(report) {
  const firstLine = (text) =>
    String(text ?? '')
      .replace(colourCodes, '')
      .split('\n')
      .find((line) => line.trim()) ?? '';
  if (isVitestReport(report)) {
    return (report.testResults ?? []).flatMap((file) =>
      (file.assertionResults ?? [])
        .filter((test) => test.status === 'failed')
        .map(
          (test) =>
            `${relative(process.cwd(), file.name)} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
        ),
    );
  }
  const fromSuite = (suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected')
        .map((test) => {
          const error = test.results.at(-1)?.error?.message;
          return `${spec.file} > ${spec.title}: ${firstLine(error)}`;
        }),
    ),
    ...(suite.suites ?? []).flatMap(fromSuite),
  ];
  return (report.suites ?? []).flatMap(fromSuite);
}

function isVitestReport(report) {
  return !(report.stats && 'expected' in report.stats);
}

export function summarize(files, exitStatuses = {}) {
  const total = { passed: 0, failed: 0, skipped: 0 };
  const fail = (why) => {
    console.error(`FAILURE: ${why}`);
    total.failed += 1;
  };
  for (const file of files) {
    if (!existsSync(file)) {
      // A layer that wrote no report crashed before running: count it as a failure.
      fail(`missing test report: ${file}`);
      continue;
    }
    const report = JSON.parse(readFileSync(file, 'utf8'));
    const counts = countReport(report);
    const errors = [...counts.errors];
    if (isVitestReport(report)) {
      const unhandled = unhandledErrorsOf(file);
      if (unhandled === null) errors.push(`no unhandled-error record beside ${file}`);
      else errors.push(...unhandled);
    }
    console.log(
      `${file}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped` +
        (errors.length > 0 ? `, ${errors.length} unhandled errors` : ''),
    );
    for (const test of failedTests(report)) console.log(`FAILED TEST: ${test}`);
    for (const error of errors) fail(`unhandled error in ${file}: ${error}`);
    // A runner that exited non-zero with nothing in its report to show for it.
    const status = exitStatuses[file] ?? 0;
    if (status !== 0 && counts.failed === 0 && errors.length === 0)
      fail(`the runner of ${file} exited with status ${status}`);
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.skipped += counts.skipped;
  }
  // Steps with no report of their own (CI's `npm run check`) count by their status alone.
  for (const [step, status] of Object.entries(exitStatuses)) {
    if (!files.includes(step) && status !== 0) fail(`${step} exited with status ${status}`);
  }
  return total;
}

/** `--exit report=status` pairs and report files, from the command line. */
export function parseArguments(args) {
  const exitStatuses = {};
  const files = [];
  for (let i = 0; i < args.length; i += 1) {
    if (args[i] === '--exit') {
      const pair = args[(i += 1)];
      const at = pair.lastIndexOf('=');
      exitStatuses[pair.slice(0, at)] = Number(pair.slice(at + 1));
    } else files.push(args[i]);
  }
  return { files, exitStatuses };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { files, exitStatuses } = parseArguments(process.argv.slice(2));
  const total = summarize(files, exitStatuses);
  const skipped = total.skipped > 0 ? `, ${total.skipped} skipped` : '';
  console.log(`${total.passed} passed, ${total.failed} failed${skipped}`);
  process.exit(total.failed > 0 || total.passed === 0 ? 1 : 0);
}
