// @ts-check
import path from 'node:path';

/**
 * The server's module boundaries (docs/decisions/0064-server-areas-and-public-faces.md):
 * a module is a folder `modules/<area>/<module>/` of apps/server/src, and what lies outside
 * it (app.ts, another module, the layers below) reaches it only through its `index.ts`, its
 * public face. A module's own files import each other freely. The rule resolves each path,
 * so `../../platform/auth/sessions` and `./modules/platform/auth/sessions.ts` are judged
 * alike; static imports, re-exports, `import()` and `import('…').Type` all count.
 *
 * The platform lies below the three areas: a module of `modules/platform/` imports no module
 * of `events`, `vendors` or `pledges`, not even its index or a type. What it needs of an area,
 * the area hands it through app.ts (decision 0066a, as messaging's audiences and payments'
 * purposes).
 */

/** The areas above the platform (decision 0064). */
const AREAS = new Set(['events', 'vendors', 'pledges']);

/**
 * The module a path lies in, and whether it is that module's index.
 * @param {string} srcDir absolute apps/server/src
 * @param {string} file absolute path
 */
function moduleOf(srcDir, file) {
  const parts = path.relative(srcDir, file).split(path.sep);
  if (parts[0] !== 'modules' || parts.length < 3) return undefined;
  const rest = parts.slice(3).join('/');
  return {
    name: `${parts[1]}/${parts[2]}`,
    isIndex: rest === '' || /^index(\.[cm]?[jt]s)?$/.test(rest),
  };
}

/** @type {import('eslint').Rule.RuleModule} */
export const serverModulesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Server modules are reached through their index.ts, never their files.' },
    schema: [
      {
        type: 'object',
        properties: { srcDir: { type: 'string' } },
        required: ['srcDir'],
        additionalProperties: false,
      },
    ],
    messages: {
      platformUp:
        'The platform module {{from}} may not import the {{to}} module ({{spec}}): the platform lies below the areas. Have the area hand it what it needs through app.ts (decision 0066a).',
      internals:
        'Import the {{to}} module through its index.ts, not its internals ({{spec}}): export what you need from modules/{{to}}/index.ts (decision 0064).',
    },
  },
  create(context) {
    const srcDir = path.resolve(context.options[0].srcDir);
    const file = path.resolve(context.filename);
    if (path.relative(srcDir, file).startsWith('..')) return {};
    const from = moduleOf(srcDir, file);

    /** @param {import('estree').Node} node @param {unknown} source */
    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = moduleOf(srcDir, path.resolve(path.dirname(file), source));
      if (!to || to.name === from?.name) return;
      if (from?.name.startsWith('platform/') && AREAS.has(to.name.split('/')[0] ?? '')) {
        context.report({
          node,
          messageId: 'platformUp',
          data: { from: from.name, to: to.name, spec: source },
        });
        return;
      }
      if (to.isIndex) return;
      context.report({ node, messageId: 'internals', data: { to: to.name, spec: source } });
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      /** `import('…').Type` in a type position. */
      TSImportType(/** @type {any} */ node) {
        const literal = node.source ?? node.argument?.literal;
        if (literal?.type === 'Literal') check(node, literal.value);
      },
    };
  },
};
