/** The figures of a run as bench/results/messaging.md (the latest run) and on stdout. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { resultsDir, type describeMachine } from '../list-api/report';

type ChannelRun = {
  channel: 'sms' | 'email';
  queueSeconds: number;
  bulkInsertSeconds: number;
  /** Time to queued divided by the bulk INSERT's. */
  queueToInsert: number;
  dispatchSeconds: number;
  messagesPerSecond: number;
  /** CPU of this process (server, worker and the local providers) per message delivered. */
  cpuMsPerMessage: number;
  sent: number;
  atProvider: number;
};

export type DatabaseRun = {
  database: 'postgres' | 'pglite';
  version: string;
  channels: ChannelRun[];
};

export type MessagingReport = {
  date: string;
  machine: ReturnType<typeof describeMachine> & { busyBeforeRun: number; loadAverage: number };
  messages: number;
  runs: DatabaseRun[];
};

const n = (value: number) => value.toLocaleString('en');

/** Issue 14: queuing a batch within twice the time of a bulk INSERT of its rows. */
const QUEUE_TO_INSERT_TARGET = 2;

function targetLine(runs: readonly DatabaseRun[]): string {
  const all = runs.flatMap((run) =>
    run.channels.map((c) => ({ label: `${run.database} ${c.channel}`, ratio: c.queueToInsert })),
  );
  const over = all.filter((c) => c.ratio > QUEUE_TO_INSERT_TARGET);
  return over.length === 0
    ? `Target met: every batch queued within ${QUEUE_TO_INSERT_TARGET}× of its bulk INSERT.`
    : `Target not met: queued in more than ${QUEUE_TO_INSERT_TARGET}× of the bulk INSERT for ${over.map((c) => `${c.label} (${c.ratio}×)`).join(', ')}.`;
}

export function writeReport(report: MessagingReport): string {
  const { machine } = report;
  const rows = report.runs.flatMap((run) =>
    run.channels.map(
      (c) =>
        `| ${run.version} | ${c.channel === 'sms' ? "SMS (Africa's Talking format)" : 'E-mail (SMTP)'} | ${c.queueSeconds} s | ${c.bulkInsertSeconds} s | ${c.queueToInsert}× | ${c.dispatchSeconds} s | ${n(c.messagesPerSecond)} | ${c.cpuMsPerMessage} | ${n(c.sent)} / ${n(c.atProvider)} |`,
    ),
  );
  const text = `# Messaging benchmark

Run ${report.date} on ${machine.cores} cores (${machine.cpu}), ${machine.memoryGb} GB, Node ${machine.node}; machine ${Math.round(machine.busyBeforeRun * 100)}% busy before the run (load average ${machine.loadAverage.toFixed(1)} at the end).

A batch of ${n(report.messages)} personalised messages (each guest's name, the event's date, time and venue, and the guest's own answer link, which each guest has had since they were stored, decision 0053) to one event's guests. **Queue** is \`POST /api/message-batches\` through the app (list the guests, render, check the daily cap, one transaction with one \`INSERT … SELECT FROM unnest(…)\` of the messages and an audit entry), timed after one untimed batch of each channel to a smaller event, as a running server has queued before. **Bulk INSERT** is the same rendered rows inserted again by that one statement alone, in the same run: the floor for writing them. **Dispatch** is the delivery worker, started once the batch is queued, until the batch is completed: claims with \`FOR UPDATE SKIP LOCKED\` (up to 32 sends in flight), the answers recorded in groups (one transaction for those that arrive within 10 ms or while the previous group is written), no rate limit; the providers are local (an HTTP server speaking Africa's Talking's format, an \`smtp-server\`) and run in the same process, so their CPU is in the figures. Figures are one run each on a shared machine: read them as orders of magnitude.

| Database | Channel | Queue | Bulk INSERT | Queue ÷ INSERT | Dispatch | Messages/s | CPU ms/message | Sent / at provider |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

${targetLine(report.runs)}

Run again: \`npm run bench:messaging -w @karamu/bench\` (\`-- --db postgres|pglite|both\`, \`--messages N\`).
`;
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, 'messaging.md');
  writeFileSync(file, text);
  console.log(text);
  return file;
}
