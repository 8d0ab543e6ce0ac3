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

A batch of ${n(report.messages)} personalised messages (each guest's name, the event's date, time and venue, and the guest's own answer link, which each guest has had since they were stored, decision 0053) to one event's guests. **Queue** is \`POST /api/message-batches\` through the app (list the guests, render, check the daily cap, one transaction with one \`INSERT … SELECT FROM unnest(…)\` of the messages and an audit entry). **Bulk INSERT** is the same rendered rows inserted again by that one statement alone, in the same run: the floor for writing them. **Dispatch** is the delivery worker, started once the batch is queued, until the batch is completed: claims with \`FOR UPDATE SKIP LOCKED\` (up to 32 sends in flight), the answers recorded in groups (one transaction for those that arrive within 10 ms or while the previous group is written), no rate limit; the providers are local (an HTTP server speaking Africa's Talking's format, an \`smtp-server\`) and run in the same process, so their CPU is in the figures. Figures are one run each on a shared machine: read them as orders of magnitude.

| Database | Channel | Queue | Bulk INSERT | Queue ÷ INSERT | Dispatch | Messages/s | CPU ms/message | Sent / at provider |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

Run again: \`npm run bench:messaging -w @karamu/bench\` (\`-- --db postgres|pglite|both\`, \`--messages N\`).
`;
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, 'messaging.md');
  writeFileSync(file, text);
  console.log(text);
  return file;
}
