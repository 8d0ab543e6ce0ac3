/**
 * `npm run check:cycles`: fails on an import cycle in the server or the web app, between
 * files and between modules (a server module `src/modules/<area>/<module>/`, a web feature
 * `src/features/<area>/<feature>/`). Two files can avoid a cycle while their folders still
 * need each other, and it is the folders that must stay layered (decision 0027). Type-only
 * imports count: a type that two areas share belongs below both.
 */
import path from 'node:path';
import { parseCircular, parseDependencyTree } from 'dpdm';

const root = path.resolve(import.meta.dirname, '..');
const apps = [
  {
    name: 'server',
    dir: 'apps/server',
    entries: ['src/main.ts', 'src/app.ts'],
    areas: 'src/modules/',
    // A module is the second folder down: modules/<area>/<module>/ (decision 0064).
    depth: 2,
  },
  // A web feature is two folders deep too: features/<area>/<feature>.
  { name: 'web', dir: 'apps/web', entries: ['src/main.tsx'], areas: 'src/features/', depth: 2 },
];

/** Strongly connected components with more than one member (Tarjan). */
function cyclesOf(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node), index.get(to)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

let failed = false;
for (const app of apps) {
  const cwd = path.join(root, app.dir);
  const tree = await parseDependencyTree(app.entries, {
    context: cwd,
    cwd,
    tsconfig: path.join(cwd, 'tsconfig.json'),
    transform: false,
  });
  const fileCycles = parseCircular(tree);
  const areaOf = (file) => {
    const relative = path.relative(cwd, path.resolve(cwd, file));
    if (!relative.startsWith(app.areas)) return undefined;
    const parts = relative.slice(app.areas.length).split('/');
    return parts.length > app.depth ? parts.slice(0, app.depth).join('/') : undefined;
  };
  const areas = new Map();
  const edges = new Map();
  for (const [issuer, dependencies] of Object.entries(tree)) {
    const from = areaOf(issuer);
    if (!from) continue;
    for (const { id } of dependencies ?? []) {
      const to = id && areaOf(id);
      if (!to || to === from) continue;
      if (!areas.has(from)) areas.set(from, new Set());
      areas.get(from).add(to);
      const key = `${from} -> ${to}`;
      if (!edges.has(key)) edges.set(key, `${issuer} imports ${id}`);
    }
  }
  const areaCycles = cyclesOf(areas);
  for (const cycle of fileCycles) {
    failed = true;
    console.error(`${app.name}: file cycle: ${cycle.join(' -> ')}`);
  }
  for (const cycle of areaCycles) {
    failed = true;
    console.error(`${app.name}: module cycle among ${cycle.join(', ')}:`);
    for (const [key, example] of edges) {
      const [from, to] = key.split(' -> ');
      if (cycle.includes(from) && cycle.includes(to)) console.error(`  ${key} (${example})`);
    }
  }
  console.log(
    `${app.name}: ${Object.keys(tree).length} files, ${fileCycles.length} file cycles, ${areaCycles.length} module cycles`,
  );
}
process.exit(failed ? 1 : 0);
