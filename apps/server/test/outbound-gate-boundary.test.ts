/**
 * Decision 0059: every send passes the outbound gate. This file lists who calls the gate
 * and who queues through messaging's single-message and batch functions (a new caller
 * fails it, so someone decides whose allowance it spends) and who asks a payment provider
 * for a prompt, and proves that the lint rule of the repository's own eslint.config.js
 * refuses queuing or prompting past the gate.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '..');
const srcDir = path.join(serverDir, 'src');
const repoRoot = path.resolve(serverDir, '../..');

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter(
      (entry) => entry.isFile() && /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name),
    )
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Files under src (outside `exceptDir`) whose text matches `pattern`, relative to src. */
async function filesMatching(pattern: RegExp, exceptDir: string): Promise<string[]> {
  const found: string[] = [];
  for (const file of await sourceFiles(srcDir)) {
    const relative = path.relative(srcDir, file).split(path.sep).join('/');
    if (relative.startsWith(exceptDir)) continue;
    if (pattern.test(await readFile(file, 'utf8'))) found.push(relative);
  }
  return found.sort();
}

describe('the outbound gate’s callers', () => {
  it('are these files, each with a reason its spender is right', async () => {
    // Who imports the gate itself.
    const direct = {
      'modules/events/event-todos/todo-reminders.ts': 'the UTC day of "one reminder a day"',
      'modules/platform/messaging/messaging-routes.ts':
        "GET /api/outbound-use, the installation's use",
      'modules/platform/messaging/messaging.ts': 'builds the gate with the code transport',
      'modules/platform/messaging/queue-batch.ts': 'a batch: the sender spends',
      'modules/platform/messaging/queue-message.ts':
        'a single message: its caller names the spender',
      'modules/platform/messaging/send-plan.ts': 'the message type the gate queues',
      'modules/platform/messaging/skip-reasons.ts': 'the estimate names numbers abroad',
      'modules/platform/messaging/test-send.ts': 'a test send: the sender spends',
      'modules/pledges/pay-links/pay-links-service.ts':
        "a member's prompt text: the occasion's name",
      'modules/platform/payments/public-push.ts': 'the pay form offers at most what is owed',
      'modules/platform/payments/start-push.ts': 'every prompt admitted: amount, number, event',
      'modules/platform/phone-verification/phone-codes.ts': 'codes: admitted, sent by the gate',
      'modules/events/invitations/invitations-service.ts':
        "a guest's prompt text: the event's name",
      'modules/vendors/vendor-enquiries/vendor-enquiries-service.ts':
        'the UTC day of the notice bound',
    };
    expect(
      await filesMatching(
        /from '(\.\.\/)+(platform\/)?outbound-gate'/,
        'modules/platform/outbound-gate/',
      ),
    ).toEqual(Object.keys(direct).sort());
  });

  it('queue through messaging in these files, each spending for the account it names', async () => {
    const queuing = {
      'modules/events/event-todos/todo-reminders.ts':
        "the event owner's (proven phone of the team)",
      'modules/platform/message-schedules/scheduler.ts': "the schedule's creator's",
      'modules/platform/messaging/index.ts': 'the public face',
      'modules/platform/messaging/messaging-routes.ts': "the signed-in sender's",
      'modules/platform/messaging/queue-batch.ts': 'defines queueBatch',
      'modules/platform/messaging/queue-message.ts': 'defines queueSingleMessage',
      'modules/platform/messaging/test-send.ts': 'defines sendTestMessage',
      'modules/pledges/pay-links/payment-thank-you.ts': "the occasion owner's",
      'modules/vendors/vendor-enquiries/vendor-enquiries-service.ts':
        "the installation's, bounded per vendor",
      'modules/vendors/vendor-reviews/review-invitations.ts': "the vendor owner's",
    };
    expect(
      await filesMatching(
        /\b(queueSingleMessage|queueNoticeUnlessRefused|queueBatch|sendTestMessage)\b/,
        'modules/platform/outbound-gate/',
      ),
    ).toEqual(Object.keys(queuing).sort());
  });

  it('ask a payment provider for a prompt in one file, after the gate admitted it', async () => {
    expect(await filesMatching(/\.requestPayment\(/, 'modules/platform/outbound-gate/')).toEqual([
      'modules/platform/payments/start-push.ts',
    ]);
  });
});

const eslint = new ESLint({ cwd: repoRoot });

/** The outbound-gate rule's messages for `code` placed at `file` (a path under apps/server/src). */
async function gateErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `apps/server/src/${file}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'karamu/outbound-gate')
    .map((message) => message.message);
}

// Loading the config (typescript-eslint and its parser) takes seconds on a busy machine.
describe('the outbound gate lint rule', { timeout: 60_000 }, () => {
  const TODOS = 'modules/events/event-todos/some-notice.ts';

  it('refuses a module reaching a provider’s transport', async () => {
    const code = [
      "import { createSmsTransport } from '../../platform/messaging/channels';",
      "import { twilioTransport } from '../../platform/messaging/channels/twilio';",
    ].join('\n');
    const errors = await gateErrors(TODOS, code);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain('only the delivery worker reaches the providers');
  });

  it('refuses queuing code in messaging reaching a transport, but not the worker', async () => {
    const code = "import { createTransports } from './channels';";
    expect(await gateErrors('modules/platform/messaging/queue-batch.ts', code)).toHaveLength(1);
    expect(await gateErrors('modules/platform/messaging/worker.ts', code)).toEqual([]);
  });

  it('refuses an insert into the outbox outside the gate, through Drizzle or SQL', async () => {
    const code = [
      "import { sql } from 'drizzle-orm';",
      "import { messageBatches, messages as outbox } from '../../../db/schema';",
      'export async function sneak(db) {',
      '  await db.insert(messageBatches).values({});',
      '  await db.execute(sql`insert into ${outbox} (id) values (1)`);',
      '}',
    ].join('\n');
    const errors = await gateErrors(TODOS, code);
    expect(errors).toHaveLength(2);
    expect(errors.every((error) => error.includes('Only the outbound gate writes'))).toBe(true);
  });

  it('refuses a prompt asked of a payment provider outside the payments core’s start', async () => {
    const code = 'export const sneak = (provider, request) => provider.requestPayment(request);';
    const errors = await gateErrors('modules/pledges/pay-links/pay-links-service.ts', code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('start it through the payments core (startPush)');
    expect(await gateErrors('modules/platform/payments/start-push.ts', code)).toEqual([]);
  });

  it('refuses the gate’s internals and lets the gate itself write the outbox', async () => {
    expect(
      await gateErrors(
        TODOS,
        "import { spendBudget } from '../../platform/outbound-gate/queue-outbound';",
      ),
    ).toEqual([
      'Import the outbound gate through its index.ts, not its internals (../../platform/outbound-gate/queue-outbound).',
    ]);
    const writes = [
      "import { messages } from '../../../db/schema';",
      'export const write = (db) => db.insert(messages).values({});',
    ].join('\n');
    expect(await gateErrors('modules/platform/outbound-gate/queue-outbound.ts', writes)).toEqual(
      [],
    );
    expect(
      await gateErrors(TODOS, "import { queueOutbound } from '../../platform/outbound-gate';"),
    ).toEqual([]);
  });
});
