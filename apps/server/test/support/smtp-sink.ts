/**
 * A real SMTP server (smtp-server) on 127.0.0.1 that keeps what it receives, for tests
 * and the benchmark. Recipients can be refused with a permanent (5xx) or temporary (4xx)
 * reply, and a Message-ID seen before is counted as a repeat rather than kept twice.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

type ReceivedMail = { to: string; messageId: string; subject: string; raw: string };

export type SmtpSink = {
  url: string;
  received: ReceivedMail[];
  repeats: number;
  /** Answers RCPT TO for `address` with this reply code (550: permanent, 451: temporary), `times` times. */
  refuse(address: string, code: 451 | 550, times?: number): void;
  close(): Promise<void>;
};

/** The header's value, unfolded (RFC 5322 2.2.3). */
function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : '';
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const refusals = new Map<string, { code: number; times: number }>();
  const seen = new Set<string>();
  const sink: SmtpSink = {
    url: '',
    received: [],
    repeats: 0,
    refuse(address, code, times = Number.POSITIVE_INFINITY) {
      refusals.set(address.toLowerCase(), { code, times });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = refusals.get(address.address.toLowerCase());
      if (refusal && refusal.times > 0) {
        refusal.times -= 1;
        const error = new Error(
          refusal.code === 550 ? 'No such user here' : 'Mailbox busy, try later',
        ) as Error & {
          responseCode: number;
        };
        error.responseCode = refusal.code;
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const messageId = header(raw, 'Message-ID');
        if (seen.has(messageId)) sink.repeats += 1;
        else {
          seen.add(messageId);
          sink.received.push({
            to: session.envelope.rcptTo.map((r) => r.address).join(','),
            messageId,
            subject: header(raw, 'Subject'),
            raw,
          });
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  sink.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return sink;
}
