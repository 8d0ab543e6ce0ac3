// @ts-check
import path from 'node:path';

/**
 * The web app's layers (docs/decisions/0003-import-boundaries.md), top to bottom:
 * app/ → features/<area>/<f>/ → entities/<e>/ → components/, hooks/, lib/ (and
 * packages/shared). Each feature sits in one of the product's areas (AREAS, ARCHITECTURE.md's
 * glossary); a file elsewhere under features/ is refused, so the folders keep showing them.
 * An import may point only down, never into another feature (of its own area or another),
 * and never into another feature's or entity's internals (only its index.ts). The rule
 * resolves each path, so an alias ('@/features/a/x'), a relative path ('../../x') and
 * `import()` are judged alike, with one exception: app/ may `import()` a feature's page module
 * itself, because a lazy route's chunk is one page and a feature's index (all its pages)
 * cannot draw that line (decision 0063). Static imports of a feature still go through its index.
 */
const RANK = { app: 3, features: 2, entities: 1, base: 0 };
const AREAS = ['events', 'vendors', 'pledges', 'platform'];

/**
 * @param {string} srcDir absolute apps/web/src
 * @param {string} file absolute path inside srcDir
 */
function placeOf(srcDir, file) {
  const parts = path.relative(srcDir, file).split(path.sep);
  const top = parts[0] ?? '';
  if (top === 'features' || top === 'entities') {
    // A feature is features/<area>/<feature>; an entity is entities/<entity>.
    const depth = top === 'features' ? 3 : 2;
    const named = parts.length >= depth && (top === 'entities' || AREAS.includes(parts[1] ?? ''));
    const rest = parts.slice(depth).join('/');
    return {
      layer: top,
      slice: parts.slice(0, depth).join('/'),
      isIndex: named && (/^index(\.tsx?)?$/.test(rest) || rest === ''),
    };
  }
  // main.tsx starts the app: it sits with app/.
  if (top === 'app' || top === 'main.tsx') return { layer: 'app', slice: 'app', isIndex: false };
  return { layer: 'base', slice: top, isIndex: false };
}

/** @type {import('eslint').Rule.RuleModule} */
export const webLayersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Web imports point down the layers: app, features, entities, base.' },
    schema: [
      {
        type: 'object',
        properties: { srcDir: { type: 'string' } },
        required: ['srcDir'],
        additionalProperties: false,
      },
    ],
    messages: {
      upward:
        '{{from}} may not import {{to}}: imports point down (app → features → entities → components/hooks/lib). Move the shared piece down, or compose in app/pages.',
      featureToFeature:
        '{{from}} may not import {{to}}: a feature never imports another feature. Move what both need down to entities/ (or components/, lib/, hooks/), or compose the two in app/pages.',
      internals: 'Import {{to}} through its index.ts, not its internals ({{spec}}).',
      outsideArea: `{{file}} is not in a feature of an area: a feature lives in features/<area>/<feature>/, the areas being ${AREAS.join(', ')}.`,
    },
  },
  create(context) {
    const srcDir = path.resolve(context.options[0].srcDir);
    const file = path.resolve(context.filename);
    if (path.relative(srcDir, file).startsWith('..')) return {};
    const from = placeOf(srcDir, file);
    const isTest = /\.test\.tsx?$/.test(file);
    const inFile = path.relative(srcDir, file).split(path.sep);
    // A file under features/ sits in a feature's folder: features/<area>/<feature>/...
    const outsideArea =
      inFile[0] === 'features' && (!AREAS.includes(inFile[1] ?? '') || inFile.length < 4);
    /** @type {import('eslint').Rule.RuleListener} */
    const layout = outsideArea
      ? {
          Program: (node) =>
            context.report({
              node,
              messageId: 'outsideArea',
              data: { file: inFile.join('/') },
            }),
        }
      : {};

    /**
     * @param {import('estree').Node} node
     * @param {unknown} source
     * @param {boolean} [dynamic] an `import()`
     */
    function check(node, source, dynamic = false) {
      if (typeof source !== 'string') return;
      let target;
      if (source.startsWith('@/')) target = path.join(srcDir, source.slice(2));
      else if (source.startsWith('.')) target = path.resolve(path.dirname(file), source);
      else return;
      // Test helpers under apps/web/test and anything else outside src: not a layer.
      if (path.relative(srcDir, target).startsWith('..')) return;
      const to = placeOf(srcDir, target);
      const data = { from: from.slice, to: to.slice, spec: source };
      if (to.slice === from.slice) return;
      // A component test may render the app's providers around what it tests.
      const testOfApp = isTest && to.layer === 'app';
      if (RANK[to.layer] > RANK[from.layer] && !testOfApp) {
        context.report({ node, messageId: 'upward', data });
      } else if (from.layer === 'features' && to.layer === 'features') {
        context.report({ node, messageId: 'featureToFeature', data });
      } else if (
        (to.layer === 'features' || to.layer === 'entities') &&
        !to.isIndex &&
        !(dynamic && from.layer === 'app' && to.layer === 'features')
      ) {
        context.report({ node, messageId: 'internals', data });
      }
    }

    return {
      ...layout,
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) =>
        node.source.type === 'Literal' && check(node, node.source.value, true),
    };
  },
};
