// Vitest prints unhandled errors and rejections ("Unhandled Errors") but its JSON report
// has no field for them, so a run could read "0 failed" with errors in its output. This
// reporter writes them next to the JSON report, and test-report.mjs counts each one as a
// failure. The file is written even when there are none, so its absence means the run
// never finished.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export default class UnhandledErrorsReporter {
  onTestRunEnd(_testModules, unhandledErrors) {
    const file = process.env.VITEST_UNHANDLED_OUTPUT;
    if (!file) return;
    mkdirSync(path.dirname(file), { recursive: true });
    const errors = unhandledErrors.map((error) => ({
      name: error.name ?? 'Error',
      message: String(error.message ?? error),
      stack: error.stack ?? error.stackStr ?? '',
    }));
    writeFileSync(file, JSON.stringify({ unhandledErrors: errors }, null, 2));
  }
}
