// @ts-check
import path from 'node:path';

/**
 * The outbound gate's boundary (docs/decisions/0059-outbound-cost-gate.md): every SMS,
 * e-mail and phone code passes `modules/platform/outbound-gate` before it is queued or sent. So, in
 * apps/server/src:
 * - only the gate writes the `messages` and `message_batches` tables (an insert naming
 *   them, through Drizzle or in SQL, anywhere else is refused);
 * - only the delivery worker and messaging's wiring reach the providers' transports
 *   (`modules/platform/messaging/channels`); queuing code cannot send past the gate;
 * - other modules use the gate through its index.ts, never its files;
 * - only the payments core's start of a prompt (`start-push.ts`, which the gate admits first)
 *   asks a payment provider for a mobile-money prompt (`requestPayment`).
 * Paths are resolved, so a relative path and an aliased one are judged alike.
 */

/** Files of messaging that may import the providers' transports, and why. */
const MAY_REACH_PROVIDERS = [
  // The providers themselves.
  /^modules\/platform\/messaging\/channels\//,
  // Delivers what the gate queued.
  /^modules\/platform\/messaging\/worker\.ts$/,
  // Records the providers' outcomes (a type).
  /^modules\/platform\/messaging\/outcomes\.ts$/,
  // The providers' callbacks name their formats.
  /^modules\/platform\/messaging\/webhooks\//,
  // Builds the gate with the SMS transport that phone codes go out through.
  /^modules\/platform\/messaging\/messaging\.ts$/,
];

const OUTBOX_TABLES = new Set(['messages', 'messageBatches']);
/** The one file that asks a provider for a prompt, once the gate admitted it (`admitMobileMoneyPrompt`). */
const MAY_REQUEST_PROMPTS = 'modules/platform/payments/start-push.ts';
const GATE = 'modules/platform/outbound-gate';

/** @type {import('eslint').Rule.RuleModule} */
export const outboundGateRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Sends pass the outbound gate; only it writes the outbox.' },
    schema: [
      {
        type: 'object',
        properties: { srcDir: { type: 'string' } },
        required: ['srcDir'],
        additionalProperties: false,
      },
    ],
    messages: {
      provider:
        '{{from}} may not import {{spec}}: only the delivery worker reaches the providers. Queue through the outbound gate (modules/platform/outbound-gate, decision 0059).',
      internals: 'Import the outbound gate through its index.ts, not its internals ({{spec}}).',
      outbox:
        'Only the outbound gate writes {{table}} (queueOutbound, decision 0059): a send queued past it skips every limit.',
      prompt:
        '{{from}} may not ask a payment provider for a prompt: start it through the payments core (startPush), which the outbound gate admits first (decision 0059).',
    },
  },
  create(context) {
    const srcDir = path.resolve(context.options[0].srcDir);
    const file = path.resolve(context.filename);
    const from = path.relative(srcDir, file).split(path.sep).join('/');
    if (from.startsWith('..')) return {};
    const inGate = from.startsWith(`${GATE}/`);
    /** Local names of the outbox tables imported from the schema. */
    const tables = new Map();

    /** @param {import('estree').Node} node @param {unknown} source */
    function checkImport(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = path
        .relative(srcDir, path.resolve(path.dirname(file), source))
        .split(path.sep)
        .join('/');
      const data = { from, spec: source };
      if (
        (to === 'modules/platform/messaging/channels' ||
          to.startsWith('modules/platform/messaging/channels/')) &&
        !MAY_REACH_PROVIDERS.some((allowed) => allowed.test(from))
      ) {
        context.report({ node, messageId: 'provider', data });
      }
      if (
        !inGate &&
        to.startsWith(`${GATE}/`) &&
        !/^modules\/platform\/outbound-gate\/index(\.ts)?$/.test(to)
      ) {
        context.report({ node, messageId: 'internals', data });
      }
    }

    if (inGate) return { ImportDeclaration: (node) => checkImport(node, node.source.value) };
    return {
      ImportDeclaration(node) {
        checkImport(node, node.source.value);
        if (typeof node.source.value === 'string' && /\/db\/schema$/.test(node.source.value)) {
          for (const specifier of node.specifiers) {
            if (
              specifier.type === 'ImportSpecifier' &&
              specifier.imported.type === 'Identifier' &&
              OUTBOX_TABLES.has(specifier.imported.name)
            ) {
              tables.set(specifier.local.name, specifier.imported.name);
            }
          }
        }
      },
      ExportNamedDeclaration: (node) => node.source && checkImport(node, node.source.value),
      ExportAllDeclaration: (node) => checkImport(node, node.source.value),
      ImportExpression: (node) =>
        node.source.type === 'Literal' && checkImport(node, node.source.value),
      // db.insert(messages), tx.insert(messageBatches); provider.requestPayment(...)
      CallExpression(node) {
        const { callee } = node;
        const [first] = node.arguments;
        if (
          callee.type === 'MemberExpression' &&
          callee.property.type === 'Identifier' &&
          callee.property.name === 'requestPayment' &&
          from !== MAY_REQUEST_PROMPTS
        ) {
          context.report({ node, messageId: 'prompt', data: { from } });
        }
        if (
          callee.type === 'MemberExpression' &&
          callee.property.type === 'Identifier' &&
          callee.property.name === 'insert' &&
          first?.type === 'Identifier' &&
          tables.has(first.name)
        ) {
          context.report({ node, messageId: 'outbox', data: { table: tables.get(first.name) } });
        }
      },
      // sql`insert into ${messages} ...`
      TemplateLiteral(node) {
        node.expressions.forEach((expression, index) => {
          const before = node.quasis[index]?.value.raw ?? '';
          if (
            expression.type === 'Identifier' &&
            tables.has(expression.name) &&
            /insert\s+into\s*$/i.test(before)
          ) {
            context.report({
              node: expression,
              messageId: 'outbox',
              data: { table: tables.get(expression.name) },
            });
          }
        });
      },
    };
  },
};
