/** The figures of a run as bench/results/payments.md (the latest run) and on stdout. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { resultsDir, type describeMachine } from '../list-api/report';
import type { CallbackSummary, Totals } from './steps';

export type DatabaseRun = {
  database: 'postgres' | 'pglite';
  version: string;
  promptsPerSecond: number;
  baseline: CallbackSummary;
  callbacks: CallbackSummary;
  /** How the route answered each callback: counted, repeated, settled (declined)... */
  outcomes: Record<string, number>;
  totals: Totals;
};

export type PaymentsReport = {
  date: string;
  machine: ReturnType<typeof describeMachine> & { busyBeforeRun: number; loadAverage: number };
  callbacks: number;
  payments: number;
  inFlight: number;
  runs: DatabaseRun[];
};

const n = (value: number) => value.toLocaleString('en');
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
const kes = (minor: number) =>
  `KES ${(minor / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`;

export function writeReport(report: PaymentsReport): string {
  const { machine } = report;
  const figures = report.runs.flatMap((run) => [
    `| ${run.version} | Callbacks (query + settle) | ${n(run.callbacks.perSecond)} | ${run.callbacks.p50Ms} | ${run.callbacks.p95Ms} | ${run.callbacks.p99Ms} | ${run.callbacks.failures} |`,
    `| | Baseline (keep only) | ${n(run.baseline.perSecond)} | ${run.baseline.p50Ms} | ${run.baseline.p95Ms} | ${run.baseline.p99Ms} | ${run.baseline.failures} |`,
    `| | Callbacks ÷ baseline | ${ratio(run.callbacks.perSecond, run.baseline.perSecond)} | ${ratio(run.callbacks.p50Ms, run.baseline.p50Ms)} | ${ratio(run.callbacks.p95Ms, run.baseline.p95Ms)} | ${ratio(run.callbacks.p99Ms, run.baseline.p99Ms)} | |`,
  ]);
  const totals = report.runs.map(
    (run) =>
      `| ${run.version} | ${n(run.promptsPerSecond)} | ${Object.entries(run.outcomes)
        .sort()
        .map(([outcome, count]) => `${outcome} ${n(count)}`)
        .join(
          ', ',
        )} | ${kes(run.totals.providerPaidMinor)} (${n(run.totals.providerSuccessful)}) | ${kes(run.totals.contributionsMinor)} (${n(run.totals.contributions)}) | ${kes(run.totals.membersPaidMinor)} |`,
  );
  const text = `# Payments benchmark

Run ${report.date} on ${machine.cores} cores (${machine.cpu}), ${machine.memoryGb} GB, Node ${machine.node}; machine ${Math.round(machine.busyBeforeRun * 100)}% busy before the run (load average ${machine.loadAverage.toFixed(1)} at the end).

${n(report.payments)} payments of one occasion's members (KES 100 to 4,999 each), prompted through the payments core to a local Flutterwave (HTTP on 127.0.0.1, v3 formats, in the same process); nine in ten payers approve, one in ten declines. Then ${n(report.callbacks)} \`charge.completed\` webhooks, one per payment and ${n(report.callbacks - report.payments)} repeats of random ones (30%), in a seeded shuffled order, ${report.inFlight} in flight, posted over HTTP to \`POST /api/payments/flutterwave/webhook\`: hash check, the raw callback kept, the status asked of Flutterwave (\`verify_by_reference\`), and the payment settled once under its row lock with its contribution. **Baseline**, in the same run and on the same route: the same ${n(report.callbacks)} bodies as \`transfer.completed\`, which the route checks and keeps (one INSERT) without asking or settling. Latencies are per webhook, in ms. Figures are one run each on a shared machine: read them as orders of magnitude.

| Database | | Callbacks/s | p50 | p95 | p99 | Not 200 |
| --- | --- | --- | --- | --- | --- | --- |
${figures.join('\n')}

Totals at the end (the run fails unless the rows equal the provider's successful charges):

| Database | Prompts/s | Webhook outcomes | Provider's successful (count) | Contributions (count) | Members' paid |
| --- | --- | --- | --- | --- | --- |
${totals.join('\n')}

Run again: \`npm run bench:payments -w @karamu/bench\` (\`-- --db postgres|pglite|both\`, \`--callbacks N\`).
`;
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, 'payments.md');
  writeFileSync(file, text);
  console.log(text);
  return file;
}
